package org.openaok.sim.internal.path;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;

/** Checks a planned path by geometry alone, apart from the planner's own line walk. */
final class PathCheck {
    private PathCheck() {}

    /**
     * Every straight leg, start to first waypoint and on, touches only tiles the class may cross:
     * each tile whose closed square meets the segment between the centres (so passing through a
     * corner needs all four tiles around it). A blocked start's first leg is left out: the mover
     * steps off it.
     */
    static void assertWalkable(Grid grid, int start, IntList path, int mask) {
        int prev = start;
        for (int i = 0; i < path.size(); i++) {
            int next = path.get(i);
            assertTrue(grid.passable(next, mask), "waypoint " + i + " blocked");
            if (i == 0 && !grid.passable(start, mask)) {
                int d = Math.max(Math.abs(grid.tileX(next) - grid.tileX(start)), Math.abs(grid.tileY(next) - grid.tileY(start)));
                assertTrue(d == 1, "steps off a blocked start to a neighbour");
            } else {
                int blocked = firstBlockedTouched(grid, prev, next, mask);
                if (blocked >= 0)
                    fail("leg " + xy(grid, prev) + " -> " + xy(grid, next) + " touches blocked " + xy(grid, blocked) + " in " + path);
            }
            prev = next;
        }
    }

    static String xy(Grid grid, int t) { return grid.tileX(t) + "," + grid.tileY(t); }

    /** The first blocked tile whose square meets the segment between two tile centres, or -1. */
    static int firstBlockedTouched(Grid grid, int a, int b, int mask) {
        // doubled coordinates: centres odd, tile edges even
        long px = 2L * grid.tileX(a) + 1, py = 2L * grid.tileY(a) + 1;
        long qx = 2L * grid.tileX(b) + 1, qy = 2L * grid.tileY(b) + 1;
        int tx0 = Math.min(grid.tileX(a), grid.tileX(b)), tx1 = Math.max(grid.tileX(a), grid.tileX(b));
        int ty0 = Math.min(grid.tileY(a), grid.tileY(b)), ty1 = Math.max(grid.tileY(a), grid.tileY(b));
        for (int ty = ty0; ty <= ty1; ty++) {
            for (int tx = tx0; tx <= tx1; tx++) {
                int pos = 0, neg = 0;
                for (int c = 0; c < 4; c++) {
                    long cx = 2L * tx + (c & 1) * 2, cy = 2L * ty + (c >> 1) * 2;
                    long cross = (qx - px) * (cy - py) - (qy - py) * (cx - px);
                    if (cross > 0) pos++;
                    else if (cross < 0) neg++;
                }
                boolean touches = pos < 4 && neg < 4;
                if (touches && !grid.passable(grid.tile(tx, ty), mask)) return grid.tile(tx, ty);
            }
        }
        return -1;
    }

    /** The length of the walk from the start through every waypoint, ten to a tile. */
    static double length(Grid grid, int start, IntList path) {
        double len = 0;
        int prev = start;
        for (int i = 0; i < path.size(); i++) {
            int next = path.get(i);
            len += 10 * Math.hypot(grid.tileX(next) - grid.tileX(prev), grid.tileY(next) - grid.tileY(prev));
            prev = next;
        }
        return len;
    }

    static int last(IntList path) { return path.get(path.size() - 1); }
}
