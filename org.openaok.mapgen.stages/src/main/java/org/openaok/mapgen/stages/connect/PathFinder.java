package org.openaok.mapgen.stages.connect;

/**
 * The least-cost eight-way path between two tiles (A* on integer costs): each tile entered
 * costs what {@link #cost} last set for it, a tile costing 0 or less cannot be entered (the goal
 * always can). Among equal costs the lower tile index goes first, and a tile's route is only
 * replaced by a strictly cheaper one, so the same map always gives the same path.
 *
 * <p>The search works on a copy of the map with a rim of closed cells round it and rows a power
 * of two apart: a cell's neighbours are fixed offsets away, never off the grid, and its column
 * and row are a mask and a shift. Cells are numbered row by row as tiles are, so the lower cell
 * is the lower tile and ties fall as on the map.
 */
final class PathFinder {
    private static final int[] DX = {-1, 0, 1, -1, 1, -1, 0, 1};
    private static final int[] DY = {-1, -1, -1, 0, 0, 1, 1, 1};
    private static final int INDEX_BITS = 22;

    private final int size;
    /** log2 of the grid's row length, which is at least size + 2. */
    private final int shift;
    private final int columns;
    /** Per cell, the cost of entering it; 0 on the rim. */
    private final int[] cost;
    /**
     * Per cell, in one word so a neighbour costs one load: its mark in the high half (2 * serial
     * while it is open in this search, 2 * serial + 1 once closed; older values mean unseen) and
     * the cost of its route so far in the low half.
     */
    private final long[] node;
    private final int[] from;
    /** The offsets of the eight neighbours, in the order of DX and DY. */
    private final int[] step = new int[8];
    private int serial;
    private final OpenList openList;

    PathFinder(int size) {
        this.size = size;
        shift = 32 - Integer.numberOfLeadingZeros(size + 1);
        columns = 1 << shift;
        int cells = (size + 2) << shift;
        if (cells > (1 << INDEX_BITS)) throw new IllegalArgumentException("map too large for the path finder: " + size);
        cost = new int[cells];
        node = new long[cells];
        from = new int[cells];
        for (int d = 0; d < 8; d++) step[d] = DY[d] * columns + DX[d];
        openList = new OpenList(cells, INDEX_BITS);
    }

    /** Sets the cost of entering a tile (0 or less: closed). */
    void cost(int tile, int cost) {
        this.cost[cell(tile)] = cost;
    }

    private int cell(int tile) {
        return (tile / size + 1) << shift | (tile % size + 1);
    }

    private int tile(int cell) {
        return ((cell >>> shift) - 1) * size + (cell & (columns - 1)) - 1;
    }

    /**
     * The path from {@code start} to {@code goal}, both included, or null when none exists.
     *
     * @param minCost the least any tile costs (keeps the estimate from overrating the way left)
     * @param lowest  the least any tile of the map costs now, as far as the caller knows (at least
     *                minCost; where it is more, the search can aim closer, see {@link #focused})
     */
    int[] find(int start, int goal, int minCost, int lowest, Runnable checkpoint) {
        int h0 = Math.max(0, minCost);
        int goalCost = cost[cell(goal)] > 0 ? cost[cell(goal)] : 1;
        int aim = Math.min(lowest, goalCost);
        if (goalCost >= h0 && aim > h0) {
            int[] path = search(cell(start), cell(goal), h0, aim, checkpoint);
            if (path != ABANDONED) return path;
        }
        return search(cell(start), cell(goal), h0, h0, checkpoint);
    }

    /** Returned by a focused search that met a tile cheaper than it aimed for. */
    private static final int[] ABANDONED = new int[0];

    /**
     * A* with the estimate {@code aim} per step. With aim h0 it is the plain search whose paths
     * every map so far was made with: it stops when it takes the goal and follows each tile's
     * route back. With a higher aim (no tile costs less, so it still never overrates) it takes
     * fewer tiles but in another order, which would break ties otherwise; so it goes on taking
     * every tile that could lie on a least-cost path (f up to the goal's cost), and then walks
     * back choosing among each tile's least-cost predecessors the one the plain search would
     * have taken first: the least g + h0 * chebyshev, then the lowest index. The plain search's
     * estimate is consistent (every tile it enters costs h0 or more, the goal too), so it takes
     * each tile once at its least cost, and the first predecessor it takes that gives that cost
     * is the one its route keeps: the two searches give the same path. A tile cheaper than the
     * aim abandons the focused search.
     */
    private int[] search(int start, int goal, int h0, int aim, Runnable checkpoint) {
        boolean focused = aim != h0;
        serial++;
        int open = 2 * serial;
        int closed = open + 1;
        OpenList queue = openList;
        queue.clear();
        int mask = columns - 1;
        int gx = goal & mask;
        int gy = goal >>> shift;
        visit(start, 0, -1, open);
        queue.push(aim * chebyshev(start, gx, gy), start);
        int pops = 0;
        long reached = -1;   // the goal's cost once a focused search has taken it
        while (!queue.isEmpty()) {
            long k = queue.pop();
            int t = (int) (k & ((1L << INDEX_BITS) - 1));
            long nt = node[t];
            if ((int) (nt >>> 32) == closed) continue;
            if (reached >= 0 && (k >>> INDEX_BITS) > reached) break;
            node[t] = (long) closed << 32 | (nt & 0xFFFFFFFFL);
            if (t == goal) {
                if (!focused) return trace(start, goal);
                reached = (int) nt;
                continue;   // never a way through
            }
            if ((++pops & 4095) == 0) checkpoint.run();
            int x = t & mask;
            int y = t >>> shift;
            int gt = (int) nt;
            for (int d = 0; d < 8; d++) {
                int n = t + step[d];
                long nn = node[n];
                int m = (int) (nn >>> 32);
                if (m == closed) continue;
                int c = cost[n];
                if (c <= 0) {
                    if (n != goal) continue;
                    c = 1;
                }
                if (c < aim && n != goal) return ABANDONED;
                int ng = gt + c;
                if (m != open || ng < (int) nn) {
                    visit(n, ng, t, open);
                    queue.push(ng + aim * Math.max(Math.abs(x + DX[d] - gx), Math.abs(y + DY[d] - gy)), n);
                }
            }
        }
        return reached >= 0 ? walkBack(start, goal, h0, closed) : null;
    }

    /** The focused search's path: from the goal, each tile's predecessor as the plain search would keep it. */
    private int[] walkBack(int start, int goal, int h0, int closed) {
        int mask = columns - 1;
        int gx = goal & mask;
        int gy = goal >>> shift;
        int[] back = new int[64];
        int n = 0;
        int t = goal;
        back[n++] = tile(t);
        while (t != start) {
            int c = t == goal ? Math.max(1, cost[t]) : cost[t];
            int g = (int) node[t] - c;
            int best = -1;
            long bestKey = Long.MAX_VALUE;
            for (int d = 0; d < 8; d++) {
                int p = t + step[d];
                long np = node[p];
                if (p == goal || (int) (np >>> 32) != closed || (int) np != g) continue;
                long key = (long) (g + h0 * chebyshev(p, gx, gy)) << INDEX_BITS | p;
                if (key < bestKey) {
                    bestKey = key;
                    best = p;
                }
            }
            if (best < 0) return ABANDONED;   // cannot be: a tile taken at its least cost has such a predecessor
            if (n == back.length) back = java.util.Arrays.copyOf(back, n * 2);
            back[n++] = tile(best);
            t = best;
        }
        int[] path = new int[n];
        for (int k = 0; k < n; k++) path[k] = back[n - 1 - k];
        return path;
    }

    private void visit(int t, int cost, int parent, int open) {
        node[t] = (long) open << 32 | (cost & 0xFFFFFFFFL);
        from[t] = parent;
    }

    private int chebyshev(int t, int gx, int gy) {
        return Math.max(Math.abs((t & (columns - 1)) - gx), Math.abs((t >>> shift) - gy));
    }

    private int[] trace(int start, int goal) {
        int n = 1;
        for (int t = goal; t != start; t = from[t]) n++;
        int[] path = new int[n];
        int k = n;
        for (int t = goal; ; t = from[t]) {
            path[--k] = tile(t);
            if (t == start) break;
        }
        return path;
    }
}
