package org.openaok.sim.internal.path;

/**
 * Finds, among the tiles of a component, the one whose centre is closest to a goal (ties to the
 * lower tile index): the goal is reachable exactly when that tile meets it, and when it does not,
 * that tile is where a partial path ends. Sectors are visited in rings around the goal's sectors
 * and only those holding the component are scanned; the rings stop once none can hold a closer tile.
 */
final class NearestReachable {
    private final SectorLayout layout;

    NearestReachable(SectorLayout layout) { this.layout = layout; }

    /** The closest tile of {@code comp} to the goal, or -1 if the component has no tile. */
    int find(SectorGraph graph, int comp, Goal goal, PlanStats stats) {
        int size = layout.mapSize, across = layout.across, side = SectorLayout.SIZE;
        int gx0 = clamp(goal.x0(), size) / side, gx1 = clamp(goal.x0() + goal.width() - 1, size) / side;
        int gy0 = clamp(goal.y0(), size) / side, gy1 = clamp(goal.y0() + goal.height() - 1, size) / side;
        int best = -1;
        long bestD = Long.MAX_VALUE;
        int scanned = 0;
        for (int r = 0; r <= across; r++) {
            if (r > 0 && best >= 0) {
                // a tile r rings out lies beyond r-1 whole sectors from the goal's sectors
                long bound = (long) (r - 1) * side * 1000 + 500;
                if (bound * bound > bestD) break;
            }
            int sy0 = gy0 - r, sy1 = gy1 + r, sx0 = gx0 - r, sx1 = gx1 + r;
            for (int sy = Math.max(0, sy0); sy <= Math.min(across - 1, sy1); sy++) {
                boolean edgeRow = sy == sy0 || sy == sy1;
                for (int sx = Math.max(0, sx0); sx <= Math.min(across - 1, sx1); sx++) {
                    if (!edgeRow && sx != sx0 && sx != sx1) continue;
                    int s = sy * across + sx;
                    if (!graph.holds(s, comp)) continue;
                    int x0 = layout.x0(s), y0 = layout.y0(s), x1 = layout.x1(s), y1 = layout.y1(s);
                    if (best >= 0 && goal.distanceSq(x0, y0, x1, y1) > bestD) continue;
                    for (int y = y0; y <= y1; y++) {
                        for (int x = x0; x <= x1; x++) {
                            int t = y * size + x;
                            scanned++;
                            if (graph.componentOf(t) != comp) continue;
                            long d = goal.distanceSq(x, y);
                            if (d < bestD || (d == bestD && t < best)) {
                                bestD = d;
                                best = t;
                            }
                        }
                    }
                }
            }
        }
        stats.countScanned(scanned);
        return best;
    }

    private static int clamp(int v, int size) { return Math.max(0, Math.min(size - 1, v)); }
}
