package org.openaok.mapgen.stages.land;

import java.util.List;

import org.openaok.api.random.RandomStream;
import org.openaok.mapgen.stages.state.Land;

/**
 * Where a land without a land_position starts: a random tile inside its borders, at least
 * min_placement_distance from every origin placed before it. Up to {@link #TRIES} tiles are
 * drawn; when none keeps the distance, the one farthest from the others is taken.
 */
final class LandOrigins {
    static final int TRIES = 64;

    private LandOrigins() {}

    /**
     * @return {x, y, kept}: kept is 1 when the distance was kept, 0 when the farthest try was taken
     */
    static int[] place(LandSpec spec, int size, List<Land> placed, RandomStream rng) {
        Border b = spec.border();
        int x0 = Math.min(b.left(), size - 1);
        int y0 = Math.min(b.top(), size - 1);
        int w = Math.max(1, size - b.right() - x0);
        int h = Math.max(1, size - b.bottom() - y0);
        long need = (long) spec.minPlacement() * spec.minPlacement();
        int bestX = x0 + w / 2;
        int bestY = y0 + h / 2;
        long bestD = -1;
        for (int t = 0; t < TRIES; t++) {
            int x = x0 + rng.nextInt(w);
            int y = y0 + rng.nextInt(h);
            long d = Long.MAX_VALUE;
            for (Land o : placed) {
                if (!o.placed()) continue;
                long dx = x - o.x();
                long dy = y - o.y();
                d = Math.min(d, dx * dx + dy * dy);
            }
            if (d >= need) return new int[] {x, y, 1};
            if (d > bestD) {
                bestD = d;
                bestX = x;
                bestY = y;
            }
        }
        return new int[] {bestX, bestY, 0};
    }
}
