package org.openaok.mapgen.stages.object;

import java.util.List;

import org.openaok.api.map.PlayerStart;

/**
 * The ground cleared round the starts: every tile within {@link #RADIUS} whole tiles of a start
 * (squared distance below (radius + 1) squared). The clearing stage empties it of Gaia objects; the
 * objects stage puts none there, so what a script asks for is not placed only to be taken away.
 */
public final class ClearingArea {
    /** Tiles round a start that are cleared. */
    public static final int RADIUS = 6;

    private ClearingArea() {}

    public static boolean[] of(int size, List<PlayerStart> starts) {
        return of(size, starts, RADIUS);
    }

    public static boolean[] of(int size, List<PlayerStart> starts, int radius) {
        boolean[] out = new boolean[size * size];
        long limit = (long) (radius + 1) * (radius + 1);
        for (PlayerStart s : starts) {
            for (int y = Math.max(0, s.y() - radius); y <= Math.min(size - 1, s.y() + radius); y++) {
                for (int x = Math.max(0, s.x() - radius); x <= Math.min(size - 1, s.x() + radius); x++) {
                    long dx = x - s.x();
                    long dy = y - s.y();
                    if (dx * dx + dy * dy < limit) out[y * size + x] = true;
                }
            }
        }
        return out;
    }
}
