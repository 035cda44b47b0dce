package org.openaok.mapgen.stages.grow;

import java.util.List;

import org.openaok.api.map.PlayerStart;

/** The tiles within a radius (a circle, squared distance) of any player's start. */
public final class StartAreas {
    private StartAreas() {}

    public static boolean[] within(int size, List<PlayerStart> starts, int radius) {
        boolean[] out = new boolean[size * size];
        if (radius < 0) return out;
        int r2 = radius * radius;
        for (PlayerStart s : starts) {
            for (int y = Math.max(0, s.y() - radius); y <= Math.min(size - 1, s.y() + radius); y++) {
                int dy = y - s.y();
                for (int x = Math.max(0, s.x() - radius); x <= Math.min(size - 1, s.x() + radius); x++) {
                    int dx = x - s.x();
                    if (dx * dx + dy * dy <= r2) out[y * size + x] = true;
                }
            }
        }
        return out;
    }
}
