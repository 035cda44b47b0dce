package org.openaok.sim.internal.path;

/**
 * Where a mover is headed: every tile whose centre lies within a range (thousandths of a tile,
 * Euclidean) of a rectangle of tiles. A tile is the rectangle of that tile with range 0; a tree's
 * or a mine's gatherers take its rectangle with a range of about a tile, a builder a building's
 * rectangle with a range of half a tile (the tiles along its edges), a farmer a farm's inside.
 *
 * <p>Mutable, so a system keeps one and sets it for each request instead of allocating.
 */
public final class Goal {
    /** Coordinates and sizes beyond this are refused: no map is that large. */
    public static final int COORDINATE_LIMIT = 1 << 16;
    /** Ranges beyond this (in thousandths) are refused. */
    public static final int RANGE_LIMIT = 1 << 24;

    private static final int T = 1000;

    private int x0, y0, w, h, range;
    private long rangeSq;
    // the tiles that may qualify: the rectangle grown by the range, inclusive
    private int minX, minY, maxX, maxY;

    public Goal() { setTile(0, 0); }

    public static Goal tile(int tx, int ty) { return new Goal().setTile(tx, ty); }

    public static Goal area(int x0, int y0, int w, int h, int range) { return new Goal().setArea(x0, y0, w, h, range); }

    /** Heads for one tile. */
    public Goal setTile(int tx, int ty) { return setArea(tx, ty, 1, 1, 0); }

    /** Heads for any tile whose centre is within {@code range} thousandths of the rectangle. */
    public Goal setArea(int x0, int y0, int w, int h, int range) {
        if (w < 1 || h < 1 || w > COORDINATE_LIMIT || h > COORDINATE_LIMIT)
            throw new IllegalArgumentException("goal rectangle " + w + "x" + h + ": sides must be 1.." + COORDINATE_LIMIT);
        if (Math.abs(x0) > COORDINATE_LIMIT || Math.abs(y0) > COORDINATE_LIMIT)
            throw new IllegalArgumentException("goal corner " + x0 + "," + y0 + " beyond " + COORDINATE_LIMIT);
        if (range < 0 || range > RANGE_LIMIT)
            throw new IllegalArgumentException("goal range " + range + ": must be 0.." + RANGE_LIMIT);
        this.x0 = x0;
        this.y0 = y0;
        this.w = w;
        this.h = h;
        this.range = range;
        this.rangeSq = (long) range * range;
        // a tile k tiles outside along an axis has its centre k*1000-500 away
        int grow = (range + T / 2) / T;
        minX = x0 - grow;
        minY = y0 - grow;
        maxX = x0 + w - 1 + grow;
        maxY = y0 + h - 1 + grow;
        return this;
    }

    public Goal set(Goal other) { return setArea(other.x0, other.y0, other.w, other.h, other.range); }

    public int x0() { return x0; }

    public int y0() { return y0; }

    public int width() { return w; }

    public int height() { return h; }

    public int range() { return range; }

    /** Whether a tile's centre is within range of the rectangle. */
    public boolean contains(int tx, int ty) {
        if (tx < minX || tx > maxX || ty < minY || ty > maxY) return false;
        return distanceSq(tx, ty, tx, ty) <= rangeSq;
    }

    /** The squared distance (thousandths) from a tile's centre to the rectangle. */
    public long distanceSq(int tx, int ty) { return distanceSq(tx, ty, tx, ty); }

    /** The squared distance from the rectangle to the nearest tile centre of a block of tiles (inclusive). */
    long distanceSq(int tx0, int ty0, int tx1, int ty1) {
        long gx = gap((long) tx0 * T + T / 2, (long) tx1 * T + T / 2, (long) x0 * T, (long) (x0 + w) * T);
        long gy = gap((long) ty0 * T + T / 2, (long) ty1 * T + T / 2, (long) y0 * T, (long) (y0 + h) * T);
        return gx * gx + gy * gy;
    }

    private static long gap(long a0, long a1, long b0, long b1) { return Math.max(0, Math.max(b0 - a1, a0 - b1)); }

    /** A lower bound of the octile cost from a tile to any tile of the goal. */
    int estimate(int tx, int ty) {
        int dx = Math.max(0, Math.max(minX - tx, tx - maxX));
        int dy = Math.max(0, Math.max(minY - ty, ty - maxY));
        return Octile.distance(dx, dy);
    }

    /** Bounds (inclusive) of the tiles that may qualify. */
    int minX() { return minX; }

    int minY() { return minY; }

    int maxX() { return maxX; }

    int maxY() { return maxY; }

    @Override
    public String toString() {
        return w == 1 && h == 1 && range == 0 ? "tile " + x0 + "," + y0 : "within " + range + " of " + x0 + "," + y0 + " " + w + "x" + h;
    }
}
