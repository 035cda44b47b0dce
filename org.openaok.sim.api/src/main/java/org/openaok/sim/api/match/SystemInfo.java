package org.openaok.sim.api.match;

/**
 * One system of a match as the record names it.
 *
 * @param id      the system's id
 * @param bundle  the bundle that provides it (symbolic name)
 * @param version that bundle's version
 */
public record SystemInfo(String id, String bundle, String version) {
    @Override
    public String toString() { return id + " (" + bundle + " " + version + ")"; }
}
