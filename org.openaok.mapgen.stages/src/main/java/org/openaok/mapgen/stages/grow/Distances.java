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
        return toSet(inSet, size, size, cap, edgeInSet);
    }

    /** The same over a rectangle of {@code width} by {@code height} tiles (row by row), its sides taken as the map's edge. */
    public static int[] toSet(boolean[] inSet, int width, int height, int cap, boolean edgeInSet) {
        int n = width * height;
        int[] d = new int[n];
        int edge = edgeInSet ? 0 : cap;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int i = y * width + x;
                if (inSet[i]) {
                    d[i] = 0;
                    continue;
                }
                int m = cap;
                m = Math.min(m, x > 0 ? d[i - 1] : edge);
                m = Math.min(m, y > 0 ? d[i - width] : edge);
                m = Math.min(m, x > 0 && y > 0 ? d[i - width - 1] : edge);
                m = Math.min(m, x < width - 1 && y > 0 ? d[i - width + 1] : edge);
                d[i] = Math.min(cap, m + 1);
            }
        }
        for (int y = height - 1; y >= 0; y--) {
            for (int x = width - 1; x >= 0; x--) {
                int i = y * width + x;
                if (d[i] == 0) continue;
                int m = d[i] - 1;
                m = Math.min(m, x < width - 1 ? d[i + 1] : edge);
                m = Math.min(m, y < height - 1 ? d[i + width] : edge);
                m = Math.min(m, x < width - 1 && y < height - 1 ? d[i + width + 1] : edge);
                m = Math.min(m, x > 0 && y < height - 1 ? d[i + width - 1] : edge);
                d[i] = Math.min(cap, m + 1);
            }
        }
        return d;
    }
}
