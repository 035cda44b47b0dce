package org.openaok.ai.lang;

/**
 * A strategic number: one of the scripts' tuning knobs for the game's own behaviour.
 *
 * @param id           its slot
 * @param name         as scripts write it, e.g. {@code sn-percent-civilian-gatherers}
 * @param defaultValue the value a computer player starts with
 * @param min          the smallest value the game takes
 * @param max          the largest value the game takes
 * @param version      the version that brought it
 */
public record StrategicNumber(int id, String name, int defaultValue, int min, int max, Version version) {
    /** Whether it is the original game's. */
    public boolean supported() { return version.original(); }

    /** Whether a script compiled at {@code level} may use it. */
    public boolean in(Version level) { return level.includes(version); }
}
