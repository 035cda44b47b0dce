package org.openaok.mapgen.stages.state;

import java.util.function.IntPredicate;

/**
 * Connected regions of a square grid, eight ways: each tile the predicate lets in gets its region's
 * number (0, 1, ... in the order of each region's first tile), every other tile -1. One labelling
 * that passability layers, object placement, fords and the self-checks all share.
 */
public final class Regions {
    private Regions() {}

    public static int[] label(int size, IntPredicate open) {
        // By runs: each row's open tiles fall into runs, a run joins those of the row above that it
        // touches (eight ways: corners count), and a region is the runs joined. The earliest run
        // of a region holds its first tile, so joining keeps the earlier run as the root, and the
        // regions are numbered as their roots come in tile order. A flood looked at each tile's
        // eight neighbours; this looks at each tile once and at each run a few times.
        int n = size * size;
        int[] label = new int[n];
        Runs runs = new Runs(size);
        for (int y = 0, row = 0; y < size; y++, row += size) {
            int first = runs.count;
            runs.rowStart[y] = first;
            int from = -1;   // where the run now open began
            for (int x = 0; x < size; x++) {
                if (open.test(row + x)) {
                    if (from < 0) from = x;
                } else {
                    label[row + x] = -1;
                    if (from >= 0) runs.add(from, x);
                    from = -1;
                }
            }
            if (from >= 0) runs.add(from, size);
            if (y > 0) runs.joinAbove(runs.rowStart[y - 1], first);
        }
        runs.rowStart[size] = runs.count;
        int[] number = runs.numbers();
        for (int y = 0, row = 0; y < size; y++, row += size) {
            for (int r = runs.rowStart[y]; r < runs.rowStart[y + 1]; r++) {
                java.util.Arrays.fill(label, row + runs.start[r], row + runs.end[r], number[r]);
            }
        }
        return label;
    }

    /** The runs of open tiles, row by row (columns, the end excluded), and which run each joins. */
    private static final class Runs {
        final int[] rowStart;
        int[] start = new int[64];
        int[] end = new int[64];
        int[] root = new int[64];
        int count;

        Runs(int size) { rowStart = new int[size + 1]; }

        void add(int from, int to) {
            if (count == start.length) {
                start = java.util.Arrays.copyOf(start, count * 2);
                end = java.util.Arrays.copyOf(end, count * 2);
                root = java.util.Arrays.copyOf(root, count * 2);
            }
            start[count] = from;
            end[count] = to;
            root[count] = count;
            count++;
        }

        /** Joins each run from {@code first} on with the runs of the row above ({@code above} up to first) it touches. */
        void joinAbove(int above, int first) {
            int u = above;
            for (int r = first; r < count; r++) {
                // a run above touches this one when their columns, widened by one, meet
                while (u < first && end[u] < start[r]) u++;
                for (int v = u; v < first && start[v] <= end[r]; v++) join(r, v);
            }
        }

        private int find(int r) {
            while (root[r] != r) {
                root[r] = root[root[r]];
                r = root[r];
            }
            return r;
        }

        private void join(int a, int b) {
            int ra = find(a);
            int rb = find(b);
            if (ra < rb) root[rb] = ra;
            else if (rb < ra) root[ra] = rb;
        }

        /** Each run's region number, regions numbered in the order of their first runs. */
        int[] numbers() {
            int[] number = new int[count];
            int next = 0;
            for (int r = 0; r < count; r++) {
                int top = find(r);
                number[r] = top == r ? next++ : number[top];
            }
            return number;
        }
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
