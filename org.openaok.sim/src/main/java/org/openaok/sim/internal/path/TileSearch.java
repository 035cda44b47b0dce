package org.openaok.sim.internal.path;

import java.util.Arrays;

import org.openaok.sim.api.state.IntList;

/**
 * A bounded search over the tiles of a window of the map: A* towards a goal, or a flood (Dijkstra)
 * from seed tiles giving each tile's cost. Moves go to the 8 neighbours; a diagonal move needs both
 * tiles beside it open, so no path cuts past a blocked corner.
 *
 * <p>One per planner, its arrays the size of the map and reused: a search stamps the tiles it
 * touches instead of clearing anything.
 */
final class TileSearch {
    private final int size;
    private final byte[] pass;
    private final int[] g;
    private final int[] parent;
    private final int[] mark;
    private final KeyHeap heap = new KeyHeap(1024);
    private final PlanStats stats;
    private int seen = -1, closed = 0;
    private int x0, y0, x1, y1, mask;

    private int expanded;
    private int leak;
    // tiles a flood inside one sector still waits for, by their place in the sector (row by row)
    private final long[] wanted = new long[SectorLayout.TILES / 64];
    private int wantedLeft;

    TileSearch(int size, byte[] pass, PlanStats stats) {
        this.size = size;
        this.pass = pass;
        this.stats = stats;
        g = new int[size * size];
        parent = new int[size * size];
        mark = new int[size * size];
    }

    /** Confines the next searches to a rectangle of tiles (inclusive) and a movement class. */
    void window(int x0, int y0, int x1, int y1, int mask) {
        this.x0 = x0;
        this.y0 = y0;
        this.x1 = x1;
        this.y1 = y1;
        this.mask = mask;
    }

    /** Tiles expanded by the last search. */
    int expanded() { return expanded; }

    /**
     * The least estimated total over the tiles the last A* expanded on the window's edge (where the
     * map goes on): a path leaving the window costs at least this, so a path found for less is the
     * cheapest on the whole map, not just in the window.
     */
    int leak() { return leak; }

    private void restart() {
        if (closed >= Integer.MAX_VALUE - 2) {
            Arrays.fill(mark, 0);
            closed = 0;
        }
        seen = closed + 1;
        closed = seen + 1;
        heap.clear();
        expanded = 0;
    }

    private boolean open(int t) { return (pass[t] & mask) != 0; }

    private boolean onOpenEdge(int tx, int ty) {
        return (tx == x0 && x0 > 0) || (tx == x1 && x1 < size - 1) || (ty == y0 && y0 > 0) || (ty == y1 && y1 < size - 1);
    }

    private boolean inWindow(int tx, int ty) { return tx >= x0 && tx <= x1 && ty >= y0 && ty <= y1; }

    /**
     * A* from {@code start} to the cheapest tile meeting the goal, expanding at most {@code budget}
     * tiles: the tile reached, or -1 (no such tile in the window, or the budget ran out).
     */
    int findPath(int start, Goal goal, int budget) {
        restart();
        leak = Integer.MAX_VALUE;
        int sx = start % size, sy = start / size;
        if (open(start) && inWindow(sx, sy)) relax(start, sx, sy, 0, -1, goal);
        int found = -1;
        while (!heap.isEmpty()) {
            int t = KeyHeap.id(heap.pop());
            if (mark[t] == closed) continue;
            int tx = t % size, ty = t / size;
            if (goal.contains(tx, ty)) {
                mark[t] = closed;
                found = t;
                break;
            }
            if (expanded >= budget) break;
            mark[t] = closed;
            expanded++;
            if (onOpenEdge(tx, ty)) leak = Math.min(leak, g[t] + goal.estimate(tx, ty));
            expand(t, tx, ty, goal);
        }
        stats.countTileSearch(expanded);
        return found;
    }

    /** Starts a flood; seed it, then {@link #flood}. */
    void beginFlood() {
        restart();
        wantedLeft = -1;
    }

    /**
     * Lets a flood whose window is one sector stop once it has settled this tile and the others
     * asked for so (the first call starts the list).
     */
    void want(int t) {
        if (wantedLeft < 0) {
            java.util.Arrays.fill(wanted, 0);
            wantedLeft = 0;
        }
        int i = (t / size - y0) * SectorLayout.SIZE + (t % size - x0);
        if ((wanted[i >> 6] & (1L << i)) == 0) {
            wanted[i >> 6] |= 1L << i;
            wantedLeft++;
        }
    }

    /** Adds a tile the flood starts from at cost 0 (ignored when blocked or outside the window). */
    void seed(int t) {
        int tx = t % size, ty = t / size;
        if (!inWindow(tx, ty) || !open(t) || mark[t] == seen) return;
        g[t] = 0;
        parent[t] = -1;
        mark[t] = seen;
        heap.push(KeyHeap.key(0, 0, t));
    }

    /** Floods the window from the seeds, settling at most {@code budget} tiles (and no more than the wanted ones need). */
    void flood(int budget) {
        while (!heap.isEmpty() && expanded < budget && wantedLeft != 0) {
            int t = KeyHeap.id(heap.pop());
            if (mark[t] == closed) continue;
            mark[t] = closed;
            expanded++;
            int tx = t % size, ty = t / size;
            if (wantedLeft > 0) {
                int i = (ty - y0) * SectorLayout.SIZE + (tx - x0);
                if ((wanted[i >> 6] & (1L << i)) != 0) {
                    wanted[i >> 6] &= ~(1L << i);
                    wantedLeft--;
                }
            }
            expand(t, tx, ty, null);
        }
        stats.countTileSearch(expanded);
    }

    /** Whether the last search settled the tile (its cost is then final). */
    boolean reached(int t) { return mark[t] == closed; }

    int cost(int t) { return g[t]; }

    /** Appends the path of the last search from its start to {@code end}, the start left out. */
    void appendPath(int end, IntList path) {
        int steps = 0;
        for (int t = end; parent[t] >= 0; t = parent[t]) steps++;
        int base = path.size();
        for (int i = 0; i < steps; i++) path.add(0);
        int i = base + steps - 1;
        for (int t = end; parent[t] >= 0; t = parent[t]) path.set(i--, t);
    }

    private void expand(int t, int tx, int ty, Goal goal) {
        int gt = g[t];
        boolean e = tx < x1 && open(t + 1);
        boolean w = tx > x0 && open(t - 1);
        boolean s = ty < y1 && open(t + size);
        boolean n = ty > y0 && open(t - size);
        if (e) relax(t + 1, tx + 1, ty, gt + Octile.STRAIGHT, t, goal);
        if (w) relax(t - 1, tx - 1, ty, gt + Octile.STRAIGHT, t, goal);
        if (s) relax(t + size, tx, ty + 1, gt + Octile.STRAIGHT, t, goal);
        if (n) relax(t - size, tx, ty - 1, gt + Octile.STRAIGHT, t, goal);
        if (e && s && open(t + size + 1)) relax(t + size + 1, tx + 1, ty + 1, gt + Octile.DIAGONAL, t, goal);
        if (w && s && open(t + size - 1)) relax(t + size - 1, tx - 1, ty + 1, gt + Octile.DIAGONAL, t, goal);
        if (e && n && open(t - size + 1)) relax(t - size + 1, tx + 1, ty - 1, gt + Octile.DIAGONAL, t, goal);
        if (w && n && open(t - size - 1)) relax(t - size - 1, tx - 1, ty - 1, gt + Octile.DIAGONAL, t, goal);
    }

    private void relax(int n, int nx, int ny, int ng, int from, Goal goal) {
        int m = mark[n];
        if (m == closed || (m == seen && g[n] <= ng)) return;
        g[n] = ng;
        parent[n] = from;
        mark[n] = seen;
        int h = goal == null ? 0 : goal.estimate(nx, ny);
        heap.push(KeyHeap.key(ng + h, h, n));
    }
}
