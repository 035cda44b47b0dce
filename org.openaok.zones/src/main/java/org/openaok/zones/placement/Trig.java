package org.openaok.zones.placement;

/**
 * Bearings without floating point at run time: cosines and sines of 64 equal steps of a turn,
 * scaled by 1024, from a table built once with {@link StrictMath} (the same on every machine).
 */
public final class Trig {
    public static final int STEPS = 64;
    public static final int ONE = 1024;
    private static final int[] COS = new int[STEPS];

    static {
        for (int i = 0; i < STEPS; i++) COS[i] = (int) StrictMath.round(StrictMath.cos(2 * StrictMath.PI * i / STEPS) * ONE);
    }

    private Trig() {}

    public static int cos(int step) { return COS[Math.floorMod(step, STEPS)]; }

    public static int sin(int step) { return COS[Math.floorMod(step - STEPS / 4, STEPS)]; }

    /** The integer square root: the largest r with r * r <= v. */
    public static long isqrt(long v) {
        if (v <= 0) return 0;
        long r = (long) Math.sqrt((double) v);
        while (r * r > v) r--;
        while ((r + 1) * (r + 1) <= v) r++;
        return r;
    }
}
