package org.openaok.zones.template;

/**
 * The towns of one owner kind (the player's, or neutral) a zone asks for: a minimum number of
 * towns and of castles, and densities for more of each.
 */
public record TownCounts(int towns, int castles, int townDensity, int castleDensity) {
    public static final TownCounts NONE = new TownCounts(0, 0, 0, 0);

    public TownCounts {
        if (towns < 0 || castles < 0 || townDensity < 0 || castleDensity < 0) {
            throw new IllegalArgumentException("negative town count");
        }
    }

    /** Towns and castles together (the minimum). */
    public int total() { return towns + castles; }
}
