package org.openaok.sim.internal.path;

/**
 * Move costs on the tile grid in integers: ten a straight step, fourteen a diagonal one (the
 * diagonal's 14.14 rounded down, so a diagonal is never dearer than it should be and the
 * octile distance stays a lower bound of every path).
 */
final class Octile {
    static final int STRAIGHT = 10;
    static final int DIAGONAL = 14;

    private Octile() {}

    /** The cost of the cheapest path over open ground between two tiles this far apart. */
    static int distance(int dx, int dy) {
        if (dx < 0) dx = -dx;
        if (dy < 0) dy = -dy;
        int diagonal = Math.min(dx, dy);
        return DIAGONAL * diagonal + STRAIGHT * (Math.max(dx, dy) - diagonal);
    }
}
