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
     */
    int[] find(int start, int goal, Costs costs, int minCost, Runnable checkpoint) {
        serial++;
        int open = 2 * serial;
        int closed = open + 1;
        OpenList queue = openList;
        queue.clear();
        int gx = goal % size;
        int gy = goal / size;
        int h0 = Math.max(0, minCost);
        visit(start, 0, -1, open);
        queue.push(h0 * chebyshev(start, gx, gy), start);
        int pops = 0;
        int last = size - 1;
        while (!queue.isEmpty()) {
            long k = queue.pop();
            int t = (int) (k & ((1L << INDEX_BITS) - 1));
            long nt = node[t];
            if ((int) (nt >>> 32) == closed) continue;
            node[t] = (long) closed << 32 | (nt & 0xFFFFFFFFL);
            if (t == goal) return trace(start, goal);
            if ((++pops & 4095) == 0) checkpoint.run();
            int x = t % size;
            int y = t / size;
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
                int ng = gt + c;
                if (m != open || ng < (int) nn) {
                    visit(n, ng, t, open);
                    queue.push(ng + h0 * Math.max(Math.abs(nx - gx), Math.abs(ny - gy)), n);
                }
            }
        }
        return null;
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
