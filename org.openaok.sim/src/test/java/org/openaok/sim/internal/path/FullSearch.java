package org.openaok.sim.internal.path;

import java.util.Arrays;
import java.util.PriorityQueue;

import org.openaok.sim.api.state.Grid;

/**
 * The reference the planner is checked against: a plain Dijkstra over the whole grid from the
 * start (8 neighbours, no corner cutting, costs 10 and 14), written apart from the planner.
 */
final class FullSearch {
    final int size;
    final int[] cost;
    private final Grid grid;
    private final int mask;

    FullSearch(Grid grid, int start, int mask) {
        this.grid = grid;
        this.size = grid.size();
        this.mask = mask;
        cost = new int[size * size];
        Arrays.fill(cost, Integer.MAX_VALUE);
        if (!grid.passable(start, mask)) return;
        PriorityQueue<long[]> open = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        cost[start] = 0;
        open.add(new long[] {0, start});
        while (!open.isEmpty()) {
            long[] e = open.poll();
            int t = (int) e[1];
            if (e[0] > cost[t]) continue;
            int x = t % size, y = t / size;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    if (dx == 0 && dy == 0) continue;
                    if (!open(x + dx, y + dy)) continue;
                    if (dx != 0 && dy != 0 && (!open(x + dx, y) || !open(x, y + dy))) continue;
                    int n = (y + dy) * size + x + dx;
                    int c = cost[t] + (dx != 0 && dy != 0 ? 14 : 10);
                    if (c < cost[n]) {
                        cost[n] = c;
                        open.add(new long[] {c, n});
                    }
                }
            }
        }
    }

    private boolean open(int x, int y) { return grid.inside(x, y) && grid.passable(y * size + x, mask); }

    boolean reaches(int tile) { return cost[tile] != Integer.MAX_VALUE; }

    /** The cheapest cost to a tile meeting the goal, or MAX_VALUE. */
    int costTo(Goal goal) {
        int best = Integer.MAX_VALUE;
        for (int t = 0; t < cost.length; t++) if (reaches(t) && goal.contains(t % size, t / size)) best = Math.min(best, cost[t]);
        return best;
    }

    /** The reachable tile closest to the goal (ties to the lower index). */
    int nearestTo(Goal goal) {
        int best = -1;
        long bestD = Long.MAX_VALUE;
        for (int t = 0; t < cost.length; t++) {
            if (!reaches(t)) continue;
            long d = goal.distanceSq(t % size, t / size);
            if (d < bestD) {
                bestD = d;
                best = t;
            }
        }
        return best;
    }
}
