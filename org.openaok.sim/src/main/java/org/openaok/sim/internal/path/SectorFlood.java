package org.openaok.sim.internal.path;

/**
 * The cheapest costs inside one sector from one of its tiles to others, for the sector graph's
 * node costs: Dijkstra with a ring of buckets for its open list instead of a heap. A move costs
 * 10 or 14, so every cost still open lies within 14 of the one being settled and sixteen buckets
 * hold them all. The costs are the cheapest paths' whatever the order ties settle in, so they are
 * the heap flood's exactly (moves as {@link TileSearch}'s: eight neighbours, no corner cut).
 *
 * <p>Works on a copy of the sector's passability with a closed rim round it (row by row, a
 * sector's side plus two across), so a step needs no bounds test and no division.
 */
final class SectorFlood {
    private static final int RING = 16;
    private static final int SIDE = SectorLayout.SIZE + 2;
    private static final int CELLS = SIDE * SIDE;
    private final int size;
    private final byte[] pass;
    private final PlanStats stats;
    private final boolean[] open = new boolean[CELLS];
    private final int[] cost = new int[CELLS];
    /** Per cell: the flood it was last reached in (its cost is that flood's), and settled in. */
    private final int[] reachedIn = new int[CELLS], settledIn = new int[CELLS];
    private final boolean[] wanted = new boolean[CELLS];
    /** A bucket holds one cost at a time, and a cell is pushed once at most at a cost: a sector's cells are room enough. */
    private final int[][] bucket = new int[RING][CELLS];
    private final int[] fill = new int[RING];
    private int flood;
    private int x0, y0;

    SectorFlood(int size, byte[] pass, PlanStats stats) {
        this.size = size;
        this.pass = pass;
        this.stats = stats;
    }

    /** The sector (inclusive bounds) and movement class of the next floods. */
    void window(int x0, int y0, int x1, int y1, int mask) {
        this.x0 = x0;
        this.y0 = y0;
        java.util.Arrays.fill(open, false);
        for (int y = y0; y <= y1; y++)
            for (int x = x0; x <= x1; x++) open[cell(y * size + x)] = (pass[y * size + x] & mask) != 0;
    }

    private int cell(int tile) { return (tile / size - y0 + 1) * SIDE + (tile % size - x0 + 1); }

    /**
     * Floods from {@code from} until every tile {@code tiles[base + i]} with {@code same[i]} set,
     * for i in [first, end), is settled, or nothing is left open.
     */
    void flood(int from, int[] tiles, int base, boolean[] same, int first, int end) {
        if (++flood == Integer.MAX_VALUE) {
            java.util.Arrays.fill(reachedIn, 0);
            java.util.Arrays.fill(settledIn, 0);
            flood = 1;
        }
        int left = 0;
        for (int i = first; i < end; i++) {
            if (!same[i]) continue;
            int l = cell(tiles[base + i]);
            if (!wanted[l]) {
                wanted[l] = true;
                left++;
            }
        }
        int expanded = 0;
        int s = cell(from);
        if (open[s]) {
            cost[s] = 0;
            reachedIn[s] = flood;
            bucket[0][fill[0]++] = s;
            int pending = 1;
            for (int c = 0; pending > 0 && left > 0; c++) {
                int r = c & (RING - 1);
                int[] b = bucket[r];
                int k = 0;
                for (; k < fill[r] && left > 0; k++) {
                    int t = b[k];
                    if (settledIn[t] == flood || cost[t] != c) continue;
                    settledIn[t] = flood;
                    expanded++;
                    if (wanted[t]) {
                        wanted[t] = false;
                        left--;
                    }
                    pending += expand(t, c);
                }
                pending -= k;
                fill[r] = 0;
            }
            for (int i = 0; i < RING; i++) fill[i] = 0;
        }
        // what was wanted and not reached is wanted no more
        if (left > 0) for (int i = first; i < end; i++) if (same[i]) wanted[cell(tiles[base + i])] = false;
        stats.countTileSearch(expanded);
    }

    /** Whether the last flood settled the tile, and at what cost. */
    boolean reached(int tile) { return settledIn[cell(tile)] == flood; }

    int cost(int tile) { return cost[cell(tile)]; }

    private int expand(int t, int c) {
        boolean[] o = open;
        boolean e = o[t + 1], w = o[t - 1], s = o[t + SIDE], n = o[t - SIDE];
        int pushed = 0;
        if (e) pushed += relax(t + 1, c + Octile.STRAIGHT);
        if (w) pushed += relax(t - 1, c + Octile.STRAIGHT);
        if (s) pushed += relax(t + SIDE, c + Octile.STRAIGHT);
        if (n) pushed += relax(t - SIDE, c + Octile.STRAIGHT);
        if (e && s && o[t + SIDE + 1]) pushed += relax(t + SIDE + 1, c + Octile.DIAGONAL);
        if (w && s && o[t + SIDE - 1]) pushed += relax(t + SIDE - 1, c + Octile.DIAGONAL);
        if (e && n && o[t - SIDE + 1]) pushed += relax(t - SIDE + 1, c + Octile.DIAGONAL);
        if (w && n && o[t - SIDE - 1]) pushed += relax(t - SIDE - 1, c + Octile.DIAGONAL);
        return pushed;
    }

    private int relax(int t, int c) {
        if (settledIn[t] == flood || (reachedIn[t] == flood && cost[t] <= c)) return 0;
        cost[t] = c;
        reachedIn[t] = flood;
        int r = c & (RING - 1);
        bucket[r][fill[r]++] = t;
        return 1;
    }
}
