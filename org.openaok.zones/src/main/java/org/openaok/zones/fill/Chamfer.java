package org.openaok.zones.fill;

import java.util.function.IntPredicate;

/**
 * Distances within a zone's bounding box by the 2-3 chamfer (2 a side step, 3 a diagonal one, as
 * the generator's moves cost), from every source tile, in two raster passes. Tiles outside the
 * zone count as sources, so distances are also distances from the zone's edge.
 */
final class Chamfer {
    private Chamfer() {}

    /** @return distance per bounding-box index */
    static int[] from(Area a, IntPredicate source) {
        int w = a.w(), h = a.h();
        int[] d = new int[w * h];
        int inf = 1 << 28;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int t = (y + a.minY) * a.size + x + a.minX;
                d[y * w + x] = !a.own(t) || source.test(t) ? 0 : inf;
            }
        }
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int i = y * w + x;
                int v = d[i];
                if (v == 0) continue;
                if (x > 0) v = Math.min(v, d[i - 1] + 2);
                if (y > 0) {
                    v = Math.min(v, d[i - w] + 2);
                    if (x > 0) v = Math.min(v, d[i - w - 1] + 3);
                    if (x + 1 < w) v = Math.min(v, d[i - w + 1] + 3);
                }
                d[i] = v;
            }
        }
        for (int y = h - 1; y >= 0; y--) {
            for (int x = w - 1; x >= 0; x--) {
                int i = y * w + x;
                int v = d[i];
                if (v == 0) continue;
                if (x + 1 < w) v = Math.min(v, d[i + 1] + 2);
                if (y + 1 < h) {
                    v = Math.min(v, d[i + w] + 2);
                    if (x + 1 < w) v = Math.min(v, d[i + w + 1] + 3);
                    if (x > 0) v = Math.min(v, d[i + w - 1] + 3);
                }
                d[i] = v;
            }
        }
        return d;
    }
}
