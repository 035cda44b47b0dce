package org.openaok.mapgen.stages.players;

/**
 * Integer trigonometry for placing starts round a ring: a sixteen-step table of cosines
 * (x1024), linearly interpolated between steps. Angles are binary, {@link #TURN} to a whole turn,
 * counted from the map's x axis towards its y axis. No floating point, so every machine puts the
 * starts on the same tiles.
 */
public final class Ring {
    /** One whole turn. */
    public static final int TURN = 65536;
    /** The table's unit. */
    public static final int ONE = 1024;
    /** cos(2 pi k / 16) x 1024, k = 0..15. */
    private static final int[] COS16 = {1024, 946, 724, 392, 0, -392, -724, -946, -1024, -946, -724, -392, 0, 392, 724, 946};
    private static final int STEP = TURN / 16;

    private Ring() {}

    /** cos(angle) x 1024. */
    public static int cos(int angle) {
        int a = Math.floorMod(angle, TURN);
        int k = a / STEP;
        int frac = a % STEP;
        int c0 = COS16[k];
        int c1 = COS16[(k + 1) & 15];
        return c0 + (c1 - c0) * frac / STEP;
    }

    /** sin(angle) x 1024. */
    public static int sin(int angle) {
        return cos(angle - TURN / 4);
    }

    /** round(r x cos(angle)), r in tiles. */
    public static int x(int r, int angle) {
        return Math.floorDiv(r * cos(angle) + ONE / 2, ONE);
    }

    /** round(r x sin(angle)), r in tiles. */
    public static int y(int r, int angle) {
        return Math.floorDiv(r * sin(angle) + ONE / 2, ONE);
    }

    /** Degrees as a binary angle. */
    public static int degrees(int d) {
        return d * TURN / 360;
    }
}
