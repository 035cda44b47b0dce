package org.openaok.sim.internal.move;

/** The way a unit faces, as a binary angle (65536 a turn, counter-clockwise from +x), in sixteen steps. */
final class Facing {
    private Facing() {}

    /** tan of 11.25, 33.75, 56.25 and 78.75 degrees, in 1/1024. */
    private static final int[] TAN = {204, 684, 1533, 5148};

    static int of(long dx, long dy) {
        if (dx == 0 && dy == 0) return 0;
        long ax = Math.abs(dx), ay = Math.abs(dy);
        // the sector of the first quadrant, 0..4 in steps of 22.5 degrees
        int s = 0;
        while (s < TAN.length && ay * 1024 > ax * TAN[s]) s++;
        int a = s * 4096; // 22.5 degrees = 4096
        if (dx < 0) a = 32768 - a;
        if (dy < 0) a = 65536 - a;
        return a & 0xffff;
    }
}
