package org.openaok.zeroad;

/**
 * Where a map lies in the terrain 0 A.D. makes of it. 0 A.D. 0.0.26 takes a map's size in whole
 * patches of 16 tiles (another size overruns its tile buffer), and makes the outer
 * {@value #EDGE} tiles of a square map impassable, unexplorable edge. So the map is padded to the
 * smallest whole number of patches that leaves at least that edge on every side, and centred;
 * the padding repeats the map's outermost tiles (terrain and elevation), so shores and land run
 * on into the edge.
 *
 * @param size   the map's own size in tiles
 * @param padded the size 0 A.D. gets, a multiple of {@value #PATCH}
 * @param margin tiles added before the map (on the west and north sides); the rest comes after
 */
record PatchGrid(int size, int padded, int margin) {
    /** Tiles in a patch, as 0 A.D. counts them. */
    static final int PATCH = 16;
    /** Tiles of off-world edge 0 A.D. keeps round a square map. */
    static final int EDGE = 3;

    static PatchGrid of(int size) {
        int padded = (size + 2 * EDGE + PATCH - 1) / PATCH * PATCH;
        return new PatchGrid(size, padded, (padded - size) / 2);
    }

    /** The map's tile (along one axis) a padded tile shows: its own, or the nearest edge tile. */
    int source(int p) {
        return Math.max(0, Math.min(size - 1, p - margin));
    }

    /** The padded tile a map tile lands on (along one axis). */
    int padded(int t) {
        return t + margin;
    }
}
