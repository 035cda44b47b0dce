package org.openaok.sim.internal.path;

import org.openaok.sim.api.state.IntList;

/**
 * Turns a path of neighbouring tiles into the few waypoints a mover walks straight between: of
 * the path's turning points it keeps only those the mover cannot see past (string pulling: from
 * each kept point, the farthest turning point in a clear line comes next). A run of equal steps
 * is always a clear line, so the walk always moves on and keeps at most every turning point
 * (all the rest of them once its budget is spent).
 */
final class Smoother {
    private final LineOfSight sight;
    private final int size;
    private final IntList turns = new IntList(256);

    Smoother(int size, LineOfSight sight) {
        this.size = size;
        this.sight = sight;
    }

    /**
     * Appends the waypoints of {@code path} (its first tile the mover's own, left out) to {@code out},
     * the line walks stepping through at most {@code budget} tiles.
     */
    void smooth(IntList path, int mask, int budget, IntList out, PlanStats stats) {
        int n = path.size();
        if (n < 2) return;
        sight.allow(budget);
        turns.clear();
        int previousStep = 0;
        for (int i = 1; i < n; i++) {
            int step = path.get(i) - path.get(i - 1);
            if (i > 1 && step != previousStep) turns.add(path.get(i - 1));
            previousStep = step;
        }
        turns.add(path.get(n - 1));
        int anchor = path.get(0), seen = -1;
        for (int i = 0, m = turns.size(); i < m; i++) {
            int t = turns.get(i);
            if (seen >= 0 && !sight.clear(anchor, t, mask)) {
                out.add(seen);
                anchor = seen;
            }
            seen = t;
        }
        out.add(seen);
        stats.countSight(Math.min(sight.steps(), budget));
    }
}
