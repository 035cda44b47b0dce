package org.openaok.mapgen.stages.connect;

/**
 * The least-cost eight-way path between two tiles (A* on integer costs): each tile entered
 * costs what the cost function gives, a tile costing 0 or less cannot be entered (the goal
 * always can). Among equal costs the lower tile index goes first, and a tile's route is only
 * replaced by a strictly cheaper one, so the same map always gives the same path.
 */
final class PathFinder {
    /** The cost of entering each tile. */
    interface Costs {
        int of(int tile);
    }

    private static final int[] DX = {-1, 0, 1, -1, 1, -1, 0, 1};
    private static final int[] DY = {-1, -1, -1, 0, 0, 1, 1, 1};
    private static final int INDEX_BITS = 22;

    private final int size;
    /**
     * Per tile, in one word so a neighbour costs one load: its mark in the high half (2 * serial
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
        if (size * size > (1 << INDEX_BITS)) throw new IllegalArgumentException("map too large for the path finder: " + size);
        this.size = size;
        int n = size * size;
        node = new long[n];
        from = new int[n];
        for (int d = 0; d < 8; d++) step[d] = DY[d] * size + DX[d];
        openList = new OpenList(n, INDEX_BITS);
    }

    /**
     * The path from {@code start} to {@code goal}, both included, or null when none exists.
     *
     * @param minCost the least any tile costs (keeps the estimate from overrating the way left)
     * @param lowest  the least any tile of the map costs now, as far as the caller knows (at least
     *                minCost; where it is more, the search can aim closer, see {@link #focused})
     */
    int[] find(int start, int goal, Costs costs, int minCost, int lowest, Runnable checkpoint) {
        int h0 = Math.max(0, minCost);
        int goalCost = costs.of(goal) > 0 ? costs.of(goal) : 1;
        int aim = Math.min(lowest, goalCost);
        if (goalCost >= h0 && aim > h0) {
            int[] path = search(start, goal, costs, h0, aim, checkpoint);
            if (path != ABANDONED) return path;
        }
        return search(start, goal, costs, h0, h0, checkpoint);
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
    private int[] search(int start, int goal, Costs costs, int h0, int aim, Runnable checkpoint) {
        boolean focused = aim != h0;
        serial++;
        int open = 2 * serial;
        int closed = open + 1;
        OpenList queue = openList;
        queue.clear();
        int gx = goal % size;
        int gy = goal / size;
        visit(start, 0, -1, open);
        queue.push(aim * chebyshev(start, gx, gy), start);
        int pops = 0;
        int last = size - 1;
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
            int y = t / size;
            int x = t - y * size;
            // inside the map's rim every neighbour is on the map
            boolean inner = x > 0 && y > 0 && x < last && y < last;
            int gt = (int) nt;
            for (int d = 0; d < 8; d++) {
                int nx = x + DX[d];
                int ny = y + DY[d];
                if (!inner && (nx < 0 || ny < 0 || nx > last || ny > last)) continue;
                int n = t + step[d];
                long nn = node[n];
                int m = (int) (nn >>> 32);
                if (m == closed) continue;
                int c = costs.of(n);
                if (c <= 0) {
                    if (n != goal) continue;
                    c = 1;
                }
                if (c < aim && n != goal) return ABANDONED;
                int ng = gt + c;
                if (m != open || ng < (int) nn) {
                    visit(n, ng, t, open);
                    queue.push(ng + aim * Math.max(Math.abs(nx - gx), Math.abs(ny - gy)), n);
                }
            }
        }
        return reached >= 0 ? walkBack(start, goal, costs, h0, closed) : null;
    }

    /** The focused search's path: from the goal, each tile's predecessor as the plain search would keep it. */
    private int[] walkBack(int start, int goal, Costs costs, int h0, int closed) {
        int gx = goal % size;
        int gy = goal / size;
        int last = size - 1;
        int[] back = new int[64];
        int n = 0;
        int t = goal;
        back[n++] = t;
        while (t != start) {
            int c = t == goal ? Math.max(1, costs.of(t)) : costs.of(t);
            int g = (int) node[t] - c;
            int x = t % size;
            int y = t / size;
            int best = -1;
            long bestKey = Long.MAX_VALUE;
            for (int d = 0; d < 8; d++) {
                int nx = x + DX[d];
                int ny = y + DY[d];
                if (nx < 0 || ny < 0 || nx > last || ny > last) continue;
                int p = t + step[d];
                long np = node[p];
                if (p == goal || (int) (np >>> 32) != closed || (int) np != g) continue;
                long key = (long) (g + h0 * Math.max(Math.abs(nx - gx), Math.abs(ny - gy))) << INDEX_BITS | p;
                if (key < bestKey) {
                    bestKey = key;
                    best = p;
                }
            }
            if (best < 0) return ABANDONED;   // cannot be: a tile taken at its least cost has such a predecessor
            if (n == back.length) back = java.util.Arrays.copyOf(back, n * 2);
            back[n++] = best;
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
        return Math.max(Math.abs(t % size - gx), Math.abs(t / size - gy));
    }

    private int[] trace(int start, int goal) {
        int n = 1;
        for (int t = goal; t != start; t = from[t]) n++;
        int[] path = new int[n];
        int k = n;
        for (int t = goal; ; t = from[t]) {
            path[--k] = t;
            if (t == start) break;
        }
        return path;
    }
}
