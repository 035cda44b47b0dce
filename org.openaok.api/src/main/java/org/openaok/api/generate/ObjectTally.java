package org.openaok.api.generate;

/**
 * How one placement request went: what the script asked for against what was placed, and
 * why any were not.
 *
 * @param file      the script or template it came from
 * @param line      its line there, or 0
 * @param object    the object's name
 * @param requested how many were asked for
 * @param placed    how many were placed
 * @param reason    why fewer were placed, or ""
 */
public record ObjectTally(String file, int line, String object, int requested, int placed, String reason) {
    public ObjectTally {
        if (file == null) file = "";
        if (reason == null) reason = "";
    }
}
