package org.openaok.zones.template;

/**
 * Where something was written: the file and the 1-based line and column of its value (0 when
 * unknown), so a diagnostic about it can point there.
 */
public record Where(String file, int line, int column) {
    public Where {
        if (file == null) file = "";
    }

    /** A place in no file (values built in code). */
    public static Where nowhere() { return new Where("", 0, 0); }
}
