package org.openaok.zones.placement;

import org.openaok.api.random.RandomStream;

/**
 * A fractal displacement field by midpoint displacement (diamond-square): each halving of the
 * grid displaces the new midpoints by a random amount that shrinks with the step, so borders
 * warped by it are rough at every scale. Integer values in [-amplitude, amplitude] roughly.
 */
public final class FractalField {
    private final int n;
    private final int[] v;

    /**
     * @param amplitude the most the field can move any point, over all scales
     * @param largest   the longest stretch (tiles) that is displaced: longer ones are left
     *                  straight, so whole regions do not shift; below it each halving displaces
     *                  by half as much as the one before (half the amplitude at the largest)
     */
    public FractalField(int size, int amplitude, int largest, RandomStream random) {
        int m = 1;
        while (m < size) m <<= 1;
        n = m + 1;
        v = new int[n * n];
        for (int step = m; step > 1; step /= 2) {
            int amp = step > largest ? 0 : (int) ((long) amplitude * step / (2L * largest));
            int h = step / 2;
            for (int yy = h; yy < n; yy += step) {
                for (int xx = h; xx < n; xx += step) {
                    int s = v[(yy - h) * n + xx - h] + v[(yy - h) * n + xx + h] + v[(yy + h) * n + xx - h] + v[(yy + h) * n + xx + h];
                    v[yy * n + xx] = s / 4 + noise(random, amp);
                }
            }
            for (int yy = 0; yy < n; yy += h) {
                for (int xx = (yy / h) % 2 == 0 ? h : 0; xx < n; xx += step) {
                    int s = 0, c = 0;
                    if (xx >= h) { s += v[yy * n + xx - h]; c++; }
                    if (xx + h < n) { s += v[yy * n + xx + h]; c++; }
                    if (yy >= h) { s += v[(yy - h) * n + xx]; c++; }
                    if (yy + h < n) { s += v[(yy + h) * n + xx]; c++; }
                    v[yy * n + xx] = s / c + noise(random, amp);
                }
            }
        }
    }

    private static int noise(RandomStream r, int amp) { return amp == 0 ? 0 : r.nextInt(2 * amp + 1) - amp; }

    public int at(int x, int y) { return v[y * n + x]; }
}
