package org.openaok.zones.placement;

/**
 * Splits one level's tiles among its zones by a size-weighted Voronoi diagram (a power diagram:
 * a tile goes to the zone whose squared distance less its weight is least, so every cell is
 * convex and whole). The weights are fitted until each zone's share is within a few per cent of
 * its target, and the sites are drawn towards their cells' centres of mass between fittings.
 * Positions are in 1/{@link ForceLayout#FP} tiles; every sum is integer.
 */
public final class PowerSplit {
    /** Rounds of weight fitting (each followed by a move of the sites to their centroids). */
    static final int ROUNDS = 3;
    /** Fitting steps per round, at most. */
    static final int FIT_STEPS = 30;
    /** Close enough: every zone within this many per mille of its target. */
    static final int TOLERANCE_PERMILLE = 25;
    /** Assignment passes one split takes at most. */
    public static final int MAX_STEPS = ROUNDS * FIT_STEPS;

    private final int size;
    private final int n;
    private final long[] x, y, w;
    private final long[] target;
    private int steps;

    /**
     * @param x      site positions (updated as sites move to their centroids)
     * @param target tiles each zone should get
     */
    public PowerSplit(int size, long[] x, long[] y, long[] radius, long[] target) {
        this.size = size;
        this.n = x.length;
        this.x = x;
        this.y = y;
        this.target = target;
        this.w = new long[n];
        for (int i = 0; i < n; i++) w[i] = radius[i] * radius[i];
    }

    /** How many assignment passes the fitting took (bounded by ROUNDS * FIT_STEPS). */
    public int steps() { return steps; }

    public long[] weights() { return w; }

    /** Fits the weights and moves the sites; afterwards {@link #owner} gives the split. */
    public void fit() {
        if (n == 1) return;
        int step = size >= 96 ? 3 : 2;
        int half = step / 2;
        long[] count = new long[n];
        long[] sx = new long[n];
        long[] sy = new long[n];
        for (int round = 0; round < ROUNDS; round++) {
            for (int k = 0; k < FIT_STEPS; k++) {
                steps++;
                java.util.Arrays.fill(count, 0);
                java.util.Arrays.fill(sx, 0);
                java.util.Arrays.fill(sy, 0);
                for (int ty = half; ty < size; ty += step) {
                    long py = (long) ty * ForceLayout.FP + ForceLayout.FP / 2;
                    for (int tx = half; tx < size; tx += step) {
                        long px = (long) tx * ForceLayout.FP + ForceLayout.FP / 2;
                        int o = nearest(px, py);
                        count[o]++;
                        sx[o] += px;
                        sy[o] += py;
                    }
                }
                long cells = 0;
                for (long c : count) cells += c;
                long total = (long) size * size;
                boolean close = true;
                for (int i = 0; i < n; i++) {
                    long area = count[i] * total / Math.max(1, cells);
                    long err = target[i] - area;
                    if (Math.abs(err) * 1000 > target[i] * TOLERANCE_PERMILLE) close = false;
                    // a cell's area grows by about pi per unit of weight (in tiles): half that step
                    w[i] += err * ForceLayout.FP * ForceLayout.FP * 7 / 44;
                }
                if (close) break;
            }
            if (round < ROUNDS - 1) {
                for (int i = 0; i < n; i++) {
                    if (count[i] == 0) continue;
                    x[i] = (x[i] + sx[i] / count[i]) / 2;
                    y[i] = (y[i] + sy[i] / count[i]) / 2;
                }
            }
        }
    }

    /** The zone (index into the sites) of a point, in 1/FP tiles. */
    public int nearest(long px, long py) {
        int best = 0;
        long bestD = Long.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            long dx = px - x[i];
            long dy = py - y[i];
            long d = dx * dx + dy * dy - w[i];
            if (d < bestD) {
                bestD = d;
                best = i;
            }
        }
        return best;
    }
}
