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
        // inside the rim every neighbour is on the map: those tiles take no edge tests
        for (int y = 0; y < height; y++) {
            int row = y * width;
            if (y == 0 || width < 3) {
                for (int x = 0; x < width; x++) forwardAtRim(d, inSet, row + x, x, y, width, cap, edge);
                continue;
            }
            forwardAtRim(d, inSet, row, 0, y, width, cap, edge);
            for (int i = row + 1, end = row + width - 1; i < end; i++) {
                if (inSet[i]) {
                    d[i] = 0;
                    continue;
                }
                int u = i - width;
                int m = Math.min(Math.min(d[i - 1], d[u]), Math.min(d[u - 1], d[u + 1]));
                d[i] = Math.min(cap, Math.min(cap, m) + 1);
            }
            forwardAtRim(d, inSet, row + width - 1, width - 1, y, width, cap, edge);
        }
        for (int y = height - 1; y >= 0; y--) {
            int row = y * width;
            if (y == height - 1 || width < 3) {
                for (int x = width - 1; x >= 0; x--) backwardAtRim(d, row + x, x, y, width, height, cap, edge);
                continue;
            }
            backwardAtRim(d, row + width - 1, width - 1, y, width, height, cap, edge);
            for (int i = row + width - 2; i > row; i--) {
                int here = d[i];
                if (here == 0) continue;
                int b = i + width;
                int m = Math.min(Math.min(here - 1, d[i + 1]), Math.min(d[b], Math.min(d[b + 1], d[b - 1])));
                d[i] = Math.min(cap, m + 1);
            }
            backwardAtRim(d, row, 0, y, width, height, cap, edge);
        }
        return d;
    }

    /** The forward pass at one tile, beyond the map's edge counting as {@code edge}. */
    private static void forwardAtRim(int[] d, boolean[] inSet, int i, int x, int y, int width, int cap, int edge) {
        if (inSet[i]) {
            d[i] = 0;
            return;
        }
        int m = cap;
        m = Math.min(m, x > 0 ? d[i - 1] : edge);
        m = Math.min(m, y > 0 ? d[i - width] : edge);
        m = Math.min(m, x > 0 && y > 0 ? d[i - width - 1] : edge);
        m = Math.min(m, x < width - 1 && y > 0 ? d[i - width + 1] : edge);
        d[i] = Math.min(cap, m + 1);
    }

    /** The backward pass at one tile. */
    private static void backwardAtRim(int[] d, int i, int x, int y, int width, int height, int cap, int edge) {
        if (d[i] == 0) return;
        int m = d[i] - 1;
        m = Math.min(m, x < width - 1 ? d[i + 1] : edge);
        m = Math.min(m, y < height - 1 ? d[i + width] : edge);
        m = Math.min(m, x < width - 1 && y < height - 1 ? d[i + width + 1] : edge);
        m = Math.min(m, x > 0 && y < height - 1 ? d[i + width - 1] : edge);
        d[i] = Math.min(cap, m + 1);
    }
}
