package org.openaok.sim.internal.move;

/** Cosine and sine of binary angles from a table in 1/1024, so no floating point decides a position. */
final class Trig {
    private static final int STEPS = 256;
    private static final int[] SIN = new int[STEPS + 1];

    static {
        // a quarter turn of sines, rounded once here; the same table on every machine
        for (int i = 0; i <= STEPS; i++) SIN[i] = (int) Math.round(1024 * StrictMath.sin(Math.PI / 2 * i / STEPS));
    }

    private Trig() {}

    /** {cos, sin} of a binary angle (65536 a turn), in 1/1024. */
    static int[] cosSin(int angle) {
        int a = angle & 0xffff;
        return new int[] {sin(a + 16384), sin(a)};
    }

    private static int sin(int a) {
        a &= 0xffff;
        int quarter = a >> 14, i = (a & 0x3fff) * STEPS / 16384;
        return switch (quarter) {
            case 0 -> SIN[i];
            case 1 -> SIN[STEPS - i];
            case 2 -> -SIN[i];
            default -> -SIN[STEPS - i];
        };
    }
}
