package org.openaok.sim.internal.path;

/**
 * Whether a mover may walk straight from one tile's centre to another's: every tile the segment
 * touches must be open (a supercover walk, exact in integers). Where the segment passes through a
 * tile corner it touches all four tiles there, so both tiles beside the corner must be open too:
 * no straight line cuts past a blocked corner, just as no diagonal step does.
 */
final class LineOfSight {
    private final int size;
    private final byte[] pass;
    private int steps, limit = Integer.MAX_VALUE;

    LineOfSight(int size, byte[] pass) {
        this.size = size;
        this.pass = pass;
    }

    /** Starts counting steps anew, allowing {@code limit} of them until the next call. */
    void allow(int limit) {
        this.limit = limit;
        steps = 0;
    }

    /** Tiles stepped through since {@link #allow}. */
    int steps() { return steps; }

    /** Whether the walk is clear; false too when the steps allowed run out on the way. */
    boolean clear(int from, int to, int mask) {
        int x = from % size, y = from / size;
        int dx = to % size - x, dy = to / size - y;
        int sx = Integer.signum(dx), sy = Integer.signum(dy);
        long ax = Math.abs(dx), ay = Math.abs(dy);
        int t = from;
        // ix, iy: vertical and horizontal tile edges crossed so far; the segment crosses the
        // (ix+1)th vertical edge at parameter (2ix+1)/(2ax), the (iy+1)th horizontal at (2iy+1)/(2ay)
        long ix = 0, iy = 0;
        while (ix < ax || iy < ay) {
            if (++steps > limit) return false;
            long cx = (2 * ix + 1) * ay, cy = (2 * iy + 1) * ax;
            if (iy == ay || (ix < ax && cx < cy)) {
                t += sx;
                ix++;
            } else if (ix == ax || cy < cx) {
                t += sy * size;
                iy++;
            } else {
                // through a corner: the two tiles beside it are touched too
                if ((pass[t + sx] & mask) == 0 || (pass[t + sy * size] & mask) == 0) return false;
                t += sx + sy * size;
                ix++;
                iy++;
            }
            if ((pass[t] & mask) == 0) return false;
        }
        return true;
    }
}
