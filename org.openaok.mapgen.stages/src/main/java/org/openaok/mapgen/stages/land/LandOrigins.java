package org.openaok.mapgen.stages.land;

import java.util.List;

import org.openaok.api.random.RandomStream;
import org.openaok.mapgen.stages.state.Land;

/**
 * Where a land without a land_position starts: a random tile inside its borders, at least
 * min_placement_distance from every origin placed before it (player lands and positioned lands
 * come first), and far enough from each land of another zone placed before it that the two base
 * squares keep the larger of their avoidance distances apart (a resource island never starts
 * against a player's). Up to {@link #TRIES} tiles are drawn; when none keeps both, the one that
 * comes nearest to keeping them is taken.
 */
final class LandOrigins {
    static final int TRIES = 64;

    private LandOrigins() {}

    /**
     * @param placed     the lands placed so far
     * @param placedSpec their specs, in the same order
     * @param zone       the zone of the land being placed
     * @return {x, y, kept}: kept is 1 when every distance was kept, 0 when the nearest miss was taken
     */
    static int[] place(LandSpec spec, int zone, int size, List<Land> placed, List<LandSpec> placedSpec, RandomStream rng) {
        Border b = spec.border();
        int x0 = Math.min(b.left(), size - 1);
        int y0 = Math.min(b.top(), size - 1);
        int w = Math.max(1, size - b.right() - x0);
        int h = Math.max(1, size - b.bottom() - y0);
        int bestX = x0 + w / 2;
        int bestY = y0 + h / 2;
        long bestSlack = Long.MIN_VALUE;
        for (int t = 0; t < TRIES; t++) {
            int x = x0 + rng.nextInt(w);
            int y = y0 + rng.nextInt(h);
            long slack = slack(x, y, spec, zone, placed, placedSpec);
            if (slack >= 0) return new int[] {x, y, 1};
            if (slack > bestSlack) {
                bestSlack = slack;
                bestX = x;
                bestY = y;
            }
        }
        return new int[] {bestX, bestY, 0};
    }

    /** How far the worst of the distances is kept (negative: missed by that much), in tiles. */
    private static long slack(int x, int y, LandSpec spec, int zone, List<Land> placed, List<LandSpec> placedSpec) {
        long worst = Long.MAX_VALUE;
        for (int k = 0; k < placed.size(); k++) {
            Land o = placed.get(k);
            if (!o.placed()) continue;
            long dx = x - o.x();
            long dy = y - o.y();
            if (spec.minPlacement() > 0) {
                long d2 = dx * dx + dy * dy;
                long need = (long) spec.minPlacement() * spec.minPlacement();
                if (d2 < need) worst = Math.min(worst, -(spec.minPlacement() - isqrtFloor(d2)));
            }
            if (o.zone() != zone) {
                LandSpec os = placedSpec.get(k);
                long gap = Math.max(Math.abs(dx), Math.abs(dy)) - os.baseSize() - spec.baseSize() - 1;
                long need = Math.max(os.avoidance(), spec.avoidance());
                worst = Math.min(worst, gap - need);
            }
        }
        return worst == Long.MAX_VALUE ? 0 : Math.min(worst, Integer.MAX_VALUE);
    }

    private static long isqrtFloor(long v) {
        long r = 0;
        long bit = 1L << 30;
        while (bit > v) bit >>= 2;
        while (bit != 0) {
            if (v >= r + bit) {
                v -= r + bit;
                r = (r >> 1) + bit;
            } else {
                r >>= 1;
            }
            bit >>= 2;
        }
        return r;
    }
}
