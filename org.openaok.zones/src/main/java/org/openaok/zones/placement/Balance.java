package org.openaok.zones.placement;

/**
 * Brings zones back to their shares after the borders were roughened: pass after pass, a border
 * tile goes from its zone to a side neighbour that is relatively emptier (area over target lower
 * by a margin), provided the zone it leaves stays in one piece round it (its side neighbours of
 * that zone stay joined through the ring of eight). Bounded by {@link #PASSES}; stops as soon as
 * every zone is within {@link #TOLERANCE_PERCENT} of its share.
 */
final class Balance {
    static final int PASSES = 40;
    static final int TOLERANCE_PERCENT = 10;
    /** A tile moves only towards a zone at least this many per mille emptier. */
    static final int MARGIN_PERMILLE = 40;

    private Balance() {}

    /** @return passes taken */
    static int areas(int[] owner, int size, long[] target) {
        int zones = target.length;
        long[] area = new long[zones];
        for (int z : owner) area[z]++;
        for (int pass = 1; pass <= PASSES; pass++) {
            if (balanced(area, target, owner)) return pass - 1;
            int moved = 0;
            for (int t = 0; t < owner.length; t++) {
                int a = owner[t];
                int x = t % size, y = t / size;
                int best = -1;
                long bestRatio = ratio(area[a] - 1, target[a]) - MARGIN_PERMILLE;
                int[] side = {x + 1 < size ? t + 1 : -1, x > 0 ? t - 1 : -1, y + 1 < size ? t + size : -1, y > 0 ? t - size : -1};
                for (int u : side) {
                    if (u < 0 || owner[u] == a) continue;
                    long r = ratio(area[owner[u]] + 1, target[owner[u]]);
                    if (r < bestRatio) {
                        bestRatio = r;
                        best = owner[u];
                    }
                }
                if (best < 0 || !removable(owner, size, t)) continue;
                owner[t] = best;
                area[a]--;
                area[best]++;
                moved++;
            }
            if (moved == 0) return pass;
        }
        return PASSES;
    }

    private static long ratio(long area, long target) { return area * 1000 / Math.max(1, target); }

    private static boolean balanced(long[] area, long[] target, int[] owner) {
        for (int z = 0; z < area.length; z++) {
            if (target[z] == 0) continue;
            if (Math.abs(area[z] - target[z]) * 100 > target[z] * TOLERANCE_PERCENT) return false;
        }
        return true;
    }

    /**
     * Whether the tile can leave its zone without splitting it there: the zone's tiles among its
     * four side neighbours must stay joined round the ring of eight (two side neighbours are
     * joined when the corner between them is the zone's too), and at least one must be left.
     */
    static boolean removable(int[] owner, int size, int t) {
        int z = owner[t];
        int x = t % size, y = t / size;
        // ring: N, NE, E, SE, S, SW, W, NW
        int[] dx = {0, 1, 1, 1, 0, -1, -1, -1};
        int[] dy = {-1, -1, 0, 1, 1, 1, 0, -1};
        boolean[] in = new boolean[8];
        for (int k = 0; k < 8; k++) {
            int nx = x + dx[k], ny = y + dy[k];
            in[k] = nx >= 0 && ny >= 0 && nx < size && ny < size && owner[ny * size + nx] == z;
        }
        int sides = 0, groups = 0;
        for (int k = 0; k < 8; k += 2) {
            if (!in[k]) continue;
            sides++;
            // a side neighbour starts a new group unless joined to the previous side through the corner
            int prev = (k + 6) % 8, corner = (k + 7) % 8;
            if (!(in[prev] && in[corner])) groups++;
        }
        if (sides == 0) return false;
        if (groups == 0) groups = 1;   // all four sides joined round the ring
        return groups == 1;
    }
}
