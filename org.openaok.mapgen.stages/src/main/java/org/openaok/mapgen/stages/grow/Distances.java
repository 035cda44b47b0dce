package org.openaok.mapgen.stages.grow;

/**
 * Chessboard (eight-way) distances over the map by the two-pass sweep: each tile looks at its
 * four neighbours already swept, forwards then backwards. Exact for the eight-way metric, in
 * integers, two passes whatever the map.
 */
public final class Distances {
    private Distances() {}

    /**
     * Each tile's distance to the nearest tile of the set: 0 on the set, 1 next to it, and so on,
     * capped at {@code cap}. With {@code edgeInSet}, the ground beyond the map's edge counts as in
     * the set (so a clump's tile on the edge is 1 from "outside").
     */
    public static int[] toSet(boolean[] inSet, int size, int cap, boolean edgeInSet) {
        int n = size * size;
        int[] d = new int[n];
        int edge = edgeInSet ? 0 : cap;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int i = y * size + x;
                if (inSet[i]) {
                    d[i] = 0;
                    continue;
                }
                int m = cap;
                m = Math.min(m, x > 0 ? d[i - 1] : edge);
                m = Math.min(m, y > 0 ? d[i - size] : edge);
                m = Math.min(m, x > 0 && y > 0 ? d[i - size - 1] : edge);
                m = Math.min(m, x < size - 1 && y > 0 ? d[i - size + 1] : edge);
                d[i] = Math.min(cap, m + 1);
            }
        }
        for (int y = size - 1; y >= 0; y--) {
            for (int x = size - 1; x >= 0; x--) {
                int i = y * size + x;
                if (d[i] == 0) continue;
                int m = d[i] - 1;
                m = Math.min(m, x < size - 1 ? d[i + 1] : edge);
                m = Math.min(m, y < size - 1 ? d[i + size] : edge);
                m = Math.min(m, x < size - 1 && y < size - 1 ? d[i + size + 1] : edge);
                m = Math.min(m, x > 0 && y < size - 1 ? d[i + size - 1] : edge);
                d[i] = Math.min(cap, m + 1);
            }
        }
        return d;
    }
}
