package org.openaok.sim.internal.path;

import java.util.Arrays;

/**
 * The coarsest level, for maps whose node graph is too big for the node search's budget: A* over
 * the regions of the sectors, a region's neighbours being the regions across its crossings, to a
 * region holding a goal tile. A region is reached at the tile of the crossing it was entered by,
 * and a step on is costed as the open-ground distance from there to the crossing out: an estimate
 * (the way inside a region may be longer), so the route is a good one, not the cheapest.
 *
 * <p>The route's sectors and those around them make the corridor the node search is then confined
 * to (the route's sectors alone made paths on 1024 tile maps up to 7% longer than the best, with
 * the ring around them 3%); each corridor sector's place along the route lets a search that runs
 * out of budget end as far along it as it got.
 */
final class RegionSearch {
    private final SectorLayout layout;
    private final int[] g, parent, mark, entry;
    private int seen = -1, closed = 0;
    private final KeyHeap heap = new KeyHeap(256);
    private final int[] goalMark;
    private int stamp;
    private int expanded;
    // the corridor of the last route found: its sectors hold corridorStamp, each with its place along the route
    private final int[] corridor, order;
    private int corridorStamp;

    RegionSearch(SectorLayout layout) {
        this.layout = layout;
        int regions = layout.count * SectorGraph.MAX_REGIONS;
        g = new int[regions];
        parent = new int[regions];
        mark = new int[regions];
        entry = new int[regions];
        goalMark = new int[regions];
        corridor = new int[layout.count];
        order = new int[layout.count];
    }

    int expanded() { return expanded; }

    /** Whether sector {@code s} lies in the corridor of the last route found. */
    boolean inCorridor(int s) { return corridor[s] == corridorStamp; }

    /** A corridor sector's place along the route, 0 at the start: the furthest place of the route's sectors it is next to. */
    int place(int s) { return order[s]; }

    /**
     * Searches from the region of tile {@code from} to a region holding a goal tile, expanding at
     * most {@code budget} regions; on success makes the corridor of its route.
     */
    boolean find(SectorGraph graph, int from, Goal target, int budget) {
        restart();
        int size = layout.mapSize;
        int start = layout.sectorOf(from) * SectorGraph.MAX_REGIONS + graph.regionOf(from);
        relax(start, 0, -1, from, target);
        int found = -1;
        while (!heap.isEmpty()) {
            int id = KeyHeap.id(heap.pop());
            if (mark[id] == closed) continue;
            mark[id] = closed;
            int s = id / SectorGraph.MAX_REGIONS, r = id % SectorGraph.MAX_REGIONS;
            if (layout.touches(s, target) && holdsGoal(graph, s, r, target, size)) {
                found = id;
                break;
            }
            if (expanded >= budget) break;
            expanded++;
            int base = s * SectorGraph.MAX_NODES, at = entry[id];
            for (int k = 0, n = graph.nodeCount(s); k < n; k++) {
                if (graph.nodeRegion(base + k) != r) continue;
                int exit = graph.nodeTile(base + k), twin = graph.twin(base + k);
                int next = (twin / SectorGraph.MAX_NODES) * SectorGraph.MAX_REGIONS + graph.nodeRegion(twin);
                int step = Octile.distance(exit % size - at % size, exit / size - at / size) + Octile.STRAIGHT;
                relax(next, g[id] + step, id, graph.nodeTile(twin), target);
            }
        }
        if (found < 0) return false;
        int steps = 0;
        for (int id = found; id >= 0; id = parent[id]) steps++;
        if (++corridorStamp == Integer.MAX_VALUE) {
            Arrays.fill(corridor, 0);
            corridorStamp = 1;
        }
        for (int id = found; id >= 0; id = parent[id]) widen(id / SectorGraph.MAX_REGIONS, --steps);
        return true;
    }

    /** Puts a sector of the route and its eight neighbours in the corridor. */
    private void widen(int s, int place) {
        int across = layout.across, sx = s % across, sy = s / across;
        for (int y = Math.max(0, sy - 1); y <= Math.min(across - 1, sy + 1); y++)
            for (int x = Math.max(0, sx - 1); x <= Math.min(across - 1, sx + 1); x++) {
                int c = y * across + x;
                if (corridor[c] != corridorStamp || order[c] < place) order[c] = place;
                corridor[c] = corridorStamp;
            }
    }

    /** Whether region {@code r} of sector {@code s} holds a goal tile (each touched sector scanned once a search). */
    private boolean holdsGoal(SectorGraph graph, int s, int r, Goal target, int size) {
        int base = s * SectorGraph.MAX_REGIONS;
        if (goalMark[base] != -stamp && goalMark[base] != stamp) {
            // first look at this sector: stamp its regions holding goal tiles with the stamp, the rest with -stamp
            for (int i = 0; i < SectorGraph.MAX_REGIONS; i++) goalMark[base + i] = -stamp;
            int x0 = Math.max(layout.x0(s), target.minX()), x1 = Math.min(layout.x1(s), target.maxX());
            int y0 = Math.max(layout.y0(s), target.minY()), y1 = Math.min(layout.y1(s), target.maxY());
            for (int y = y0; y <= y1; y++)
                for (int x = x0; x <= x1; x++) {
                    int reg = graph.regionOf(y * size + x);
                    if (reg >= 0 && target.contains(x, y)) goalMark[base + reg] = stamp;
                }
        }
        return goalMark[base + r] == stamp;
    }

    private void restart() {
        if (closed >= Integer.MAX_VALUE - 2) {
            Arrays.fill(mark, 0);
            closed = 0;
        }
        seen = closed + 1;
        closed = seen + 1;
        heap.clear();
        expanded = 0;
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(goalMark, 0);
            stamp = 1;
        }
    }

    private void relax(int id, int ng, int from, int at, Goal target) {
        int m = mark[id];
        if (m == closed || (m == seen && g[id] <= ng)) return;
        int h = target.estimate(at % layout.mapSize, at / layout.mapSize);
        g[id] = ng;
        parent[id] = from;
        entry[id] = at;
        mark[id] = seen;
        heap.push(KeyHeap.key(ng + h, h, id));
    }
}
