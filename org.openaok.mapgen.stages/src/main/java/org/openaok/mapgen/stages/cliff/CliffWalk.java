package org.openaok.mapgen.stages.cliff;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.random.RandomStream;

/**
 * One cliff's walk over the lattice: from a start cell, a cell a step into an open cell of the
 * same elevation. At each step the heading turns a quarter one way or the other with a chance of
 * cliff_curliness per cent; where it cannot go on it tries the turns either side, and where
 * neither goes it stops. The walk never steps beside a cell it already took (other than the one
 * it came from), so each cell links only to the cells before and after it.
 */
final class CliffWalk {
    private CliffWalk() {}

    /** The cells walked, the start first; at most {@code length} of them. */
    static List<Integer> walk(CliffLattice lattice, int start, Side heading, int length, int curliness, RandomStream rng) {
        List<Integer> path = new ArrayList<>();
        boolean[] taken = new boolean[lattice.cells()];
        path.add(start);
        taken[start] = true;
        int cur = start;
        Side h = heading;
        while (path.size() < length) {
            if (rng.percent(curliness)) h = rng.nextInt(2) == 0 ? h.ccw() : h.cw();
            int next = step(lattice, cur, h, taken);
            if (next < 0) {
                boolean leftFirst = rng.nextInt(2) == 0;
                Side first = leftFirst ? h.ccw() : h.cw();
                Side second = leftFirst ? h.cw() : h.ccw();
                if ((next = step(lattice, cur, first, taken)) >= 0) h = first;
                else if ((next = step(lattice, cur, second, taken)) >= 0) h = second;
                else break;
            }
            path.add(next);
            taken[next] = true;
            cur = next;
        }
        return path;
    }

    private static int step(CliffLattice lattice, int cur, Side h, boolean[] taken) {
        int next = lattice.neighbour(cur, h);
        if (next < 0 || taken[next] || !lattice.open(next) || lattice.elevation(next) != lattice.elevation(cur)) return -1;
        for (Side s : Side.values()) {
            int o = lattice.neighbour(next, s);
            if (o >= 0 && o != cur && taken[o]) return -1;
        }
        return next;
    }
}
