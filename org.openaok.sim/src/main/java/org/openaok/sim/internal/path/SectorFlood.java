package org.openaok.sim.internal.path;

/**
 * The cheapest costs inside one sector from one of its tiles to others, for the sector graph's
 * node costs: Dijkstra with a ring of buckets for its open list instead of a heap. A move costs
 * 10 or 14, so every cost still open lies within 14 of the one being settled and sixteen buckets
 * hold them all. The costs are the cheapest paths' whatever the order ties settle in, so they are
 * the heap flood's exactly (moves as {@link TileSearch}'s: eight neighbours, no corner cut).
 *
 * <p>Works in the sector's own tile numbering (row by row), so its arrays are a sector's size.
 */
final class SectorFlood {
    private static final int RING = 16;
    private final int size;
    private final byte[] pass;
    private final PlanStats stats;
    private final int[] cost = new int[SectorLayout.TILES];
    /** Per tile: the flood it was last reached in (its cost is that flood's), and settled in. */
    private final int[] reachedIn = new int[SectorLayout.TILES], settledIn = new int[SectorLayout.TILES];
    private final boolean[] wanted = new boolean[SectorLayout.TILES];
    /** A bucket holds one cost at a time, and a tile is pushed once at most at a cost: a sector's tiles are room enough. */
    private final int[][] bucket = new int[RING][SectorLayout.TILES];
    private final int[] fill = new int[RING];
    private int flood;
    private int x0, y0, w, h, mask;

    SectorFlood(int size, byte[] pass, PlanStats stats) {
        this.size = size;
        this.pass = pass;
        this.stats = stats;
    }

    /** The sector (inclusive bounds) and movement class of the next floods. */
    void window(int x0, int y0, int x1, int y1, int mask) {
        this.x0 = x0;
        this.y0 = y0;
        this.w = x1 - x0 + 1;
        this.h = y1 - y0 + 1;
        this.mask = mask;
    }

    private int local(int tile) { return (tile / size - y0) * w + (tile % size - x0); }

    private boolean open(int l) { return (pass[(y0 + l / w) * size + x0 + l % w] & mask) != 0; }

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
            int l = local(tiles[base + i]);
            if (!wanted[l]) {
                wanted[l] = true;
                left++;
            }
        }
        int expanded = 0;
        int s = local(from);
        if (open(s)) {
            cost[s] = 0;
            reachedIn[s] = flood;
            bucket[0][fill[0]++] = s;
            int pending = 1;
            for (int c = 0; pending > 0 && left > 0; c++) {
                int[] b = bucket[c & (RING - 1)];
                int k = 0;
                for (; k < fill[c & (RING - 1)] && left > 0; k++) {
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
                if (left > 0) fill[c & (RING - 1)] = 0;
            }
            for (int i = 0; i < RING; i++) fill[i] = 0;
        }
        // what was wanted and not reached is wanted no more
        if (left > 0) for (int i = first; i < end; i++) if (same[i]) wanted[local(tiles[base + i])] = false;
        stats.countTileSearch(expanded);
    }

    /** Whether the last flood settled the tile, and at what cost. */
    boolean reached(int tile) { return settledIn[local(tile)] == flood; }

    int cost(int tile) { return cost[local(tile)]; }

    private int expand(int t, int c) {
        int tx = t % w, ty = t / w, pushed = 0;
        boolean e = tx < w - 1 && open(t + 1);
        boolean wst = tx > 0 && open(t - 1);
        boolean s = ty < h - 1 && open(t + w);
        boolean n = ty > 0 && open(t - w);
        if (e) pushed += relax(t + 1, c + Octile.STRAIGHT);
        if (wst) pushed += relax(t - 1, c + Octile.STRAIGHT);
        if (s) pushed += relax(t + w, c + Octile.STRAIGHT);
        if (n) pushed += relax(t - w, c + Octile.STRAIGHT);
        if (e && s && open(t + w + 1)) pushed += relax(t + w + 1, c + Octile.DIAGONAL);
        if (wst && s && open(t + w - 1)) pushed += relax(t + w - 1, c + Octile.DIAGONAL);
        if (e && n && open(t - w + 1)) pushed += relax(t - w + 1, c + Octile.DIAGONAL);
        if (wst && n && open(t - w - 1)) pushed += relax(t - w - 1, c + Octile.DIAGONAL);
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
