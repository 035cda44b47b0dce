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
    /** Fitting steps of the last round, over every tile. */
    static final int FINAL_STEPS = 12;
    /** Assignment passes one split takes at most. */
    public static final int MAX_STEPS = (ROUNDS - 1) * FIT_STEPS + FINAL_STEPS;

    private final int size;
    private final int n;
    private final long[] x, y, w;
    private final long[] target;
    private final FractalField wx, wy;
    private int steps;

    /**
     * @param x      site positions (updated as sites move to their centroids)
     * @param target tiles each zone should get
     */
    public PowerSplit(int size, long[] x, long[] y, long[] radius, long[] target) {
        this(size, x, y, radius, target, null, null);
    }

    /**
     * A split seen through a displacement field: each tile is looked up at its point moved by
     * (wx, wy), so fitting the weights already counts the rough borders the field makes.
     */
    PowerSplit(int size, long[] x, long[] y, long[] radius, long[] target, FractalField wx, FractalField wy) {
        this.wx = wx;
        this.wy = wy;
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
        long[] count = new long[n];
        long[] sx = new long[n];
        long[] sy = new long[n];
        // each zone's step size adapts: it grows while the error keeps its sign and halves when it
        // flips (a cell among neighbours answers a change of weight more weakly than a lone one)
        long[] gain = new long[n];
        long[] lastErr = new long[n];
        java.util.Arrays.fill(gain, 500);
        for (int round = 0; round < ROUNDS; round++) {
            // coarse samples while the sites still move, every tile for the last fitting
            int step = round == ROUNDS - 1 ? 1 : size >= 96 ? 3 : 2;
            int half = step / 2;
            int fits = round == ROUNDS - 1 ? FINAL_STEPS : FIT_STEPS;
            for (int k = 0; k < fits; k++) {
                steps++;
                java.util.Arrays.fill(count, 0);
                java.util.Arrays.fill(sx, 0);
                java.util.Arrays.fill(sy, 0);
                for (int ty = half; ty < size; ty += step) {
                    for (int tx = half; tx < size; tx += step) {
                        long px = (long) tx * ForceLayout.FP + ForceLayout.FP / 2 + (wx == null ? 0 : wx.at(tx, ty));
                        long py = (long) ty * ForceLayout.FP + ForceLayout.FP / 2 + (wy == null ? 0 : wy.at(tx, ty));
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
                    if (lastErr[i] != 0 && Long.signum(err) != Long.signum(lastErr[i])) gain[i] = Math.max(60, gain[i] / 2);
                    else if (lastErr[i] != 0) gain[i] = Math.min(6000, gain[i] * 5 / 4);
                    lastErr[i] = err;
                    // a lone cell's area grows by pi per unit of weight (in tiles)
                    w[i] += err * ForceLayout.FP * ForceLayout.FP * 7 / 22 * gain[i] / 1000;
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

    /** The zone (index into the sites) of a tile, through the displacement field if there is one. */
    public int ofTile(int tx, int ty) {
        return nearest((long) tx * ForceLayout.FP + ForceLayout.FP / 2 + (wx == null ? 0 : wx.at(tx, ty)),
                (long) ty * ForceLayout.FP + ForceLayout.FP / 2 + (wy == null ? 0 : wy.at(tx, ty)));
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
