package org.openaok.sim.internal;

/** Integer arithmetic the systems share: square roots and distances without floating point. */
public final class IntMath {
    private IntMath() {}

    /** The integer square root, rounded down (Newton's method on longs). */
    public static long isqrt(long v) {
        if (v <= 0) return 0;
        long r = (long) Math.sqrt((double) v);
        // correct the estimate, so the answer does not rest on the double's rounding
        while (r * r > v) r--;
        while ((r + 1) * (r + 1) <= v) r++;
        return r;
    }

    /** The distance between two points, rounded down. */
    public static int distance(int x0, int y0, int x1, int y1) {
        long dx = x1 - x0, dy = y1 - y0;
        return (int) isqrt(dx * dx + dy * dy);
    }

    public static long distanceSq(int x0, int y0, int x1, int y1) {
        long dx = x1 - x0, dy = y1 - y0;
        return dx * dx + dy * dy;
    }

    /** {@code a * b / c} without overflow, rounded toward zero. */
    public static int mulDiv(int a, int b, int c) { return (int) ((long) a * b / c); }
}
