package org.openaok.sim.api.rules;

import java.util.Locale;

/** The four resources, in the order every per-resource array of the match uses. */
public enum Resource {
    FOOD, WOOD, GOLD, STONE;

    public static final int COUNT = 4;
    private static final Resource[] ALL = values();

    public static Resource of(int ordinal) { return ALL[ordinal]; }

    /** {@code food}, {@code wood} ... as the tables and command files write it. */
    public String word() { return name().toLowerCase(Locale.ROOT); }

    /** The resource a word names, or null. */
    public static Resource parse(String word) {
        for (Resource r : ALL) if (r.word().equals(word)) return r;
        return null;
    }
}
