package org.openaok.mapgen.stages.state;

import java.util.function.IntPredicate;

/**
 * Connected regions of a square grid, eight ways: each tile the predicate lets in gets its region's
 * number (0, 1, ... in the order of each region's first tile), every other tile -1. One flood fill
 * that passability layers, object placement, fords and the self-checks all share.
 */
public final class Regions {
    private static final int UNLABELLED = -2;

    private Regions() {}

    public static int[] label(int size, IntPredicate open) {
        int n = size * size;
        int[] label = new int[n];
        for (int i = 0; i < n; i++) label[i] = open.test(i) ? UNLABELLED : -1;
        // each region flooded whole from its first tile in tile order, so its number is the order
        // of its first tile; the flood writes the number straight into the labels (no predicate,
        // no seen marks) and steps by offsets inside the map's rim
        int[] queue = new int[n];
        int last = size - 1;
        int[] step = {-size - 1, -size, -size + 1, -1, 1, size - 1, size, size + 1};
        int next = 0;
        for (int s = 0; s < n; s++) {
            if (label[s] != UNLABELLED) continue;
            int region = next++;
            int head = 0;
            int tail = 0;
            queue[tail++] = s;
            label[s] = region;
            while (head < tail) {
                int i = queue[head++];
                int x = i % size;
                int y = i / size;
                if (x > 0 && y > 0 && x < last && y < last) {
                    for (int d = 0; d < 8; d++) {
                        int j = i + step[d];
                        if (label[j] == UNLABELLED) {
                            label[j] = region;
                            queue[tail++] = j;
                        }
                    }
                    continue;
                }
                for (int ny = Math.max(0, y - 1); ny <= Math.min(last, y + 1); ny++) {
                    for (int nx = Math.max(0, x - 1); nx <= Math.min(last, x + 1); nx++) {
                        int j = ny * size + nx;
                        if (label[j] == UNLABELLED) {
                            label[j] = region;
                            queue[tail++] = j;
                        }
                    }
                }
            }
        }
        return label;
    }

    public static int[] label(boolean[] open, int size) {
        return label(size, i -> open[i]);
    }

    /**
     * The region round one tile, for a stage that floods many times: it keeps its arrays from one
     * call to the next (a serial marks what this call has seen).
     */
    public static final class Flood {
        private final int size;
        private final int[] seen;
        private final int[] queue;
        private int serial;

        public Flood(int size) {
            this.size = size;
            this.seen = new int[size * size];
            this.queue = new int[size * size];
        }

        /** Floods the region round a tile (eight ways); its tiles are then {@link #tile}(0 .. count - 1), the tile first. */
        public int from(int from, IntPredicate open) {
            if (!open.test(from)) return 0;
            int mark = ++serial;
            int head = 0;
            int tail = 0;
            queue[tail++] = from;
            seen[from] = mark;
            while (head < tail) {
                int i = queue[head++];
                int x = i % size;
                int y = i / size;
                for (int dy = -1; dy <= 1; dy++) {
                    int ny = y + dy;
                    if (ny < 0 || ny >= size) continue;
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx;
                        if (nx < 0 || nx >= size) continue;
                        int j = ny * size + nx;
                        if (seen[j] != mark && open.test(j)) {
                            seen[j] = mark;
                            queue[tail++] = j;
                        }
                    }
                }
            }
            return tail;
        }

        public int tile(int k) { return queue[k]; }
    }
}
