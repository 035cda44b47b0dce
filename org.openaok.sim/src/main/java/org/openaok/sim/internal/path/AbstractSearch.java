package org.openaok.sim.internal.path;

import java.util.Arrays;

import org.openaok.sim.api.state.IntList;

/**
 * A* over a sector graph, from the start tile to the goal's tiles. The start joins the graph
 * through a flood of its sector, giving its cost to each node there (and to any goal tile in that
 * sector); the goal joins it lazily: when the search first expands a node of a sector the goal's
 * tiles reach into, a flood of that sector from those tiles gives each node there its cost to the
 * goal.
 *
 * <p>At most {@code budget} nodes are expanded; when the budget runs out the route ends at the
 * expanded node closest to the goal (by the estimate), so a mover that walks partial routes and
 * asks again gets strictly closer each time.
 */
final class AbstractSearch {
    private final SectorLayout layout;
    private final int start, goal;
    private final int[] g, parent, mark;
    private int seen = -1, closed = 0;
    private final KeyHeap heap = new KeyHeap(1024);
    private final int[] startCost = new int[SectorGraph.MAX_NODES];
    private final int[] goalCost;
    private final int[] goalStamp;
    private int stamp;
    private final PlanStats stats;
    private RegionSearch corridor;
    private boolean exhausted;
    /**
     * The estimate counts 1 + 1/5 of itself (weighted A*): a route at most 1.2 times the graph's
     * cheapest. Measured on random maps this made paths 0.5 to 2% longer on average after refinement
     * and smoothing (the worst of ~7,000 9% over the best, against 4% with the plain estimate),
     * for 2 to 7 times fewer nodes on 240 tile maps and 5 to 30 times fewer on 1024 tile maps.
     */
    static final int WEIGHT_DIVISOR = 5;

    AbstractSearch(SectorLayout layout, PlanStats stats) {
        this.layout = layout;
        this.stats = stats;
        int nodes = layout.count * SectorGraph.MAX_NODES;
        start = nodes;
        goal = nodes + 1;
        g = new int[nodes + 2];
        parent = new int[nodes + 2];
        mark = new int[nodes + 2];
        goalCost = new int[nodes];
        goalStamp = new int[layout.count];
    }

    /** The id standing for the start tile in a route. */
    int startId() { return start; }

    /** The id standing for the goal in a route. */
    int goalId() { return goal; }

    /** Whether the last search stopped for its budget. */
    boolean exhausted() { return exhausted; }

    /**
     * Searches from tile {@code from} to the goal, over the nodes of the sectors in the corridor
     * of the region route {@code corridor} found (all sectors when it is null); returns
     * {@link #goalId()} when reached, else the expanded node closest to the goal (perhaps
     * {@link #startId()}), in a corridor the one furthest along it, then closest.
     */
    int search(SectorGraph graph, int from, Goal target, TileSearch tiles, int budget, Work work, RegionSearch corridor) {
        restart();
        this.corridor = corridor;
        exhausted = false;
        int size = layout.mapSize;
        int ss = layout.sectorOf(from);
        int ssBase = ss * SectorGraph.MAX_NODES;
        windowOn(tiles, ss, graph.mask);
        tiles.beginFlood();
        tiles.seed(from);
        tiles.flood(work.allow(SectorLayout.TILES));
        work.spend(tiles.expanded());
        for (int k = 0, n = graph.nodeCount(ss); k < n; k++) {
            int t = graph.nodeTile(ssBase + k);
            startCost[k] = tiles.reached(t) ? tiles.cost(t) : SectorGraph.UNREACHABLE;
        }
        int startGoal = floodGoalCost(ss, target, tiles, SectorGraph.UNREACHABLE);

        int fx = from % size, fy = from / size;
        int best = start, bestH = target.estimate(fx, fy), bestG = 0, bestPlace = corridor == null ? 0 : corridor.place(ss);
        relax(start, 0, -1, bestH);
        int expanded = 0, found = -1;
        while (!heap.isEmpty()) {
            int id = KeyHeap.id(heap.pop());
            if (mark[id] == closed) continue;
            mark[id] = closed;
            if (id == goal) {
                found = goal;
                break;
            }
            if (expanded >= budget) {
                exhausted = true;
                break;
            }
            expanded++;
            int gid = g[id];
            if (id == start) {
                for (int k = 0, n = graph.nodeCount(ss); k < n; k++)
                    if (startCost[k] < SectorGraph.UNREACHABLE) relaxNode(graph, target, ssBase + k, startCost[k], start);
                if (startGoal < SectorGraph.UNREACHABLE) relax(goal, startGoal, start, 0);
                continue;
            }
            int tile = graph.nodeTile(id);
            int h = target.estimate(tile % size, tile / size);
            int s = id / SectorGraph.MAX_NODES, k = id % SectorGraph.MAX_NODES, base = s * SectorGraph.MAX_NODES;
            int place = corridor == null ? 0 : corridor.place(s);
            if (place > bestPlace || (place == bestPlace && (h < bestH || (h == bestH && gid < bestG)))) {
                best = id;
                bestH = h;
                bestG = gid;
                bestPlace = place;
            }
            for (int j = 0, n = graph.nodeCount(s); j < n; j++) {
                if (j == k) continue;
                int c = graph.cost(s, k, j);
                if (c < SectorGraph.UNREACHABLE) relaxNode(graph, target, base + j, gid + c, id);
            }
            relaxNode(graph, target, graph.twin(id), gid + Octile.STRAIGHT, id);
            if (layout.touches(s, target)) {
                if (goalStamp[s] != stamp) goalEdges(graph, s, target, tiles, work);
                int c = goalCost[id];
                if (c < SectorGraph.UNREACHABLE) relax(goal, gid + c, id, 0);
            }
        }
        stats.countAbstract(expanded);
        return found >= 0 ? found : best;
    }

    /** Writes the route from the start to {@code end}: start id first. */
    void route(int end, IntList out) {
        out.clear();
        int steps = 0;
        for (int id = end; id >= 0; id = parent[id]) steps++;
        for (int i = 0; i < steps; i++) out.add(0);
        int i = steps - 1;
        for (int id = end; id >= 0; id = parent[id]) out.set(i--, id);
    }

    private void restart() {
        if (closed >= Integer.MAX_VALUE - 2) {
            Arrays.fill(mark, 0);
            closed = 0;
        }
        seen = closed + 1;
        closed = seen + 1;
        heap.clear();
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(goalStamp, 0);
            stamp = 1;
        }
    }

    private void relaxNode(SectorGraph graph, Goal target, int node, int ng, int from) {
        if (corridor != null && !corridor.inCorridor(node / SectorGraph.MAX_NODES)) return;
        int t = graph.nodeTile(node);
        relax(node, ng, from, target.estimate(t % layout.mapSize, t / layout.mapSize));
    }

    private void relax(int id, int ng, int from, int h) {
        int m = mark[id];
        if (m == closed || (m == seen && g[id] <= ng)) return;
        g[id] = ng;
        parent[id] = from;
        mark[id] = seen;
        heap.push(KeyHeap.key(ng + h + h / WEIGHT_DIVISOR, h, id));
    }

    /** Each node's cost to the goal's tiles within sector {@code s}, by a flood from those tiles. */
    private void goalEdges(SectorGraph graph, int s, Goal target, TileSearch tiles, Work work) {
        goalStamp[s] = stamp;
        windowOn(tiles, s, graph.mask);
        tiles.beginFlood();
        seedGoal(s, target, tiles);
        tiles.flood(work.allow(SectorLayout.TILES));
        work.spend(tiles.expanded());
        int base = s * SectorGraph.MAX_NODES;
        for (int k = 0, n = graph.nodeCount(s); k < n; k++) {
            int t = graph.nodeTile(base + k);
            goalCost[base + k] = tiles.reached(t) ? tiles.cost(t) : SectorGraph.UNREACHABLE;
        }
    }

    /** The cheapest cost, in the flood just run over sector {@code s}, of a goal tile in it. */
    private int floodGoalCost(int s, Goal target, TileSearch tiles, int none) {
        if (!layout.touches(s, target)) return none;
        int size = layout.mapSize, best = none;
        int x0 = Math.max(layout.x0(s), target.minX()), x1 = Math.min(layout.x1(s), target.maxX());
        int y0 = Math.max(layout.y0(s), target.minY()), y1 = Math.min(layout.y1(s), target.maxY());
        for (int y = y0; y <= y1; y++)
            for (int x = x0; x <= x1; x++) {
                int t = y * size + x;
                if (tiles.reached(t) && target.contains(x, y)) best = Math.min(best, tiles.cost(t));
            }
        return best;
    }

    private void seedGoal(int s, Goal target, TileSearch tiles) {
        int size = layout.mapSize;
        int x0 = Math.max(layout.x0(s), target.minX()), x1 = Math.min(layout.x1(s), target.maxX());
        int y0 = Math.max(layout.y0(s), target.minY()), y1 = Math.min(layout.y1(s), target.maxY());
        for (int y = y0; y <= y1; y++)
            for (int x = x0; x <= x1; x++) if (target.contains(x, y)) tiles.seed(y * size + x);
    }

    private void windowOn(TileSearch tiles, int s, int mask) {
        tiles.window(layout.x0(s), layout.y0(s), layout.x1(s), layout.y1(s), mask);
    }
}
