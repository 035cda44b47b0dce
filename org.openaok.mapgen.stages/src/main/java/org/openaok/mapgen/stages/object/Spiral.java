package org.openaok.mapgen.stages.object;

import java.util.ArrayList;
import java.util.List;

/**
 * The offsets of a square of radius r, nearest first (by squared distance, then by row, then by
 * column): the order in which the tiles round a point are tried, the same on every machine.
 */
public final class Spiral {
    private final int r;
    private final int[] packed;
    private final int[] d2;

    private Spiral(int r) {
        this.r = r;
        List<int[]> all = new ArrayList<>();
        for (int dy = -r; dy <= r; dy++) for (int dx = -r; dx <= r; dx++) all.add(new int[] {dx, dy});
        all.sort((a, b) -> {
            int c = Integer.compare(a[0] * a[0] + a[1] * a[1], b[0] * b[0] + b[1] * b[1]);
            if (c != 0) return c;
            c = Integer.compare(a[1], b[1]);
            return c != 0 ? c : Integer.compare(a[0], b[0]);
        });
        packed = new int[all.size()];
        d2 = new int[all.size()];
        for (int k = 0; k < packed.length; k++) {
            int[] o = all.get(k);
            packed[k] = (o[0] + r) << 16 | (o[1] + r);
            d2[k] = o[0] * o[0] + o[1] * o[1];
        }
    }

    private static final Spiral[] CACHE = new Spiral[33];

    /** The spiral of radius r (0-32 are shared). */
    public static Spiral of(int r) {
        if (r < 0) throw new IllegalArgumentException("radius " + r);
        if (r < CACHE.length) {
            synchronized (CACHE) {
                if (CACHE[r] == null) CACHE[r] = new Spiral(r);
                return CACHE[r];
            }
        }
        return new Spiral(r);
    }

    public int size() { return packed.length; }

    public int dx(int k) { return (packed[k] >> 16) - r; }

    public int dy(int k) { return (packed[k] & 0xffff) - r; }

    /** The k-th offset's squared distance. */
    public int d2(int k) { return d2[k]; }
}
