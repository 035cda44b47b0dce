package org.openaok.zeroad;

import java.util.ArrayList;
import java.util.List;

/**
 * The heights 0 A.D. takes: one at each tile corner, {@code (n+1)²} for {@code n²} tiles, rows of
 * {@code n+1}, where the map has one height per tile.
 *
 * <p>A corner whose tiles are all dry or all wet takes their mean. A corner on a shore (dry and
 * wet tiles meet there) sits below the water when half or more of its tiles are wet, just above
 * it otherwise, so the shore line runs between the tiles and a tile's middle, where its objects
 * stand, stays on its own side of it. 0 A.D.'s simulation finds the ground between corners by
 * bilinear interpolation, so a tile's middle lies at the mean of its four corners; a shore corner
 * lies deeper below the water than the others rise above it, so a tile of two of each is wet (a
 * pond of two tiles, an inlet a tile wide keep their fish). Two passes then mend what that leaves:
 * a wet tile that is still dry in its middle (a pond of one tile) has its shore corners lowered,
 * and a dry tile under water in its middle (a headland's point, a strip of land between two
 * waters) has its shore corners raised as far as no wet tile loses its water by it; a point of
 * land a tile wide beside an inlet a tile wide, which that cannot dry, has its corners lifted a
 * unit at a time as far as the waters beside it keep theirs.
 *
 * <p>Cliff pieces then raise ridges: the corners inside a piece's footprint go up by the ridge
 * height, steeper than any unit climbs.
 */
final class CornerHeights {
    /** How far a shore corner of mostly dry tiles rises above the water, in height units (12 cm). */
    static final int SHORE_ABOVE = 11;
    /** How far a shore corner of half or more wet tiles lies below it (37 cm: less than a beach's rise of 46). */
    static final int SHORE_BELOW = 34;
    /** How far above the water a point of land's corners may be lifted, in height units (65 cm). */
    static final int LIFT_LIMIT = 60;
    private static final int ABOVE = ZeroAdMapping.SEA_LEVEL + SHORE_ABOVE;
    private static final int LIFTED = ZeroAdMapping.SEA_LEVEL + LIFT_LIMIT;
    private static final int BELOW = ZeroAdMapping.SEA_LEVEL - SHORE_BELOW;

    private final int n;
    private final boolean[] wet;
    private final int[] heights;
    private final boolean[] shore;
    private final int[] rise;

    /**
     * @param n    tiles across
     * @param tile each tile's height, row by row
     * @param wet  whether each tile's ground is under water
     */
    CornerHeights(int n, int[] tile, boolean[] wet) {
        this.n = n;
        this.wet = wet;
        int v = n + 1;
        heights = new int[v * v];
        shore = new boolean[v * v];
        rise = new int[v * v];
        for (int cy = 0; cy <= n; cy++) {
            for (int cx = 0; cx <= n; cx++) {
                int count = 0, wetCount = 0;
                long sum = 0;
                for (int y = Math.max(0, cy - 1); y <= Math.min(n - 1, cy); y++) {
                    for (int x = Math.max(0, cx - 1); x <= Math.min(n - 1, cx); x++) {
                        int i = y * n + x;
                        count++;
                        sum += tile[i];
                        if (wet[i]) wetCount++;
                    }
                }
                int c = cy * v + cx;
                shore[c] = wetCount > 0 && wetCount < count;
                heights[c] = !shore[c] ? (int) (sum / count) : 2 * wetCount >= count ? BELOW : ABOVE;
            }
        }
        for (int i = 0; i < n * n; i++) {
            if (wet[i] && !wetInTheMiddle(i)) {
                for (int c : corners(i)) if (shore[c]) heights[c] = BELOW;
            }
        }
        for (int i = 0; i < n * n; i++) {
            if (wet[i] || dryInTheMiddle(i)) continue;
            for (int c : corners(i)) {
                if (!shore[c] || heights[c] != BELOW) continue;
                heights[c] = ABOVE;
                if (!floodsNoWetTile(c)) heights[c] = BELOW;
                else if (dryInTheMiddle(i)) break;
            }
        }
        liftPoints();
    }

    /**
     * A land tile still under water in its middle lies between waters that each want the corners
     * it shares with them low (a point of land a tile wide beside an inlet a tile wide): its
     * corners rise a height unit at a time, in turn, as far as every wet tile beside them keeps its
     * water, until its middle is dry or they stand {@link #LIFT_LIMIT} above the water.
     */
    private void liftPoints() {
        List<Integer> low = new ArrayList<>();
        for (int i = 0; i < n * n; i++) if (!wet[i] && !dryInTheMiddle(i)) low.add(i);
        for (int tile : low) {
            boolean rose = true;
            while (rose && !dryInTheMiddle(tile)) {
                rose = false;
                for (int c : corners(tile)) {
                    if (heights[c] >= LIFTED || dryInTheMiddle(tile)) continue;
                    heights[c]++;
                    if (floodsNoWetTile(c)) rose = true;
                    else heights[c]--;
                }
            }
        }
    }

    /** The sum of a tile's corners: four times the height 0 A.D. finds in its middle. */
    private int middle(int tile) {
        int v = n + 1;
        int c = tile / n * v + tile % n;
        return heights[c] + heights[c + 1] + heights[c + v] + heights[c + v + 1];
    }

    /** Whether a tile's middle lies under the water, by a height unit at least (fixed-point rounding stays on its side). */
    private boolean wetInTheMiddle(int tile) {
        return middle(tile) <= 4 * (ZeroAdMapping.SEA_LEVEL - 1);
    }

    private boolean dryInTheMiddle(int tile) {
        return middle(tile) >= 4 * (ZeroAdMapping.SEA_LEVEL + 1);
    }

    private int[] corners(int tile) {
        int v = n + 1;
        int c = tile / n * v + tile % n;
        return new int[] {c, c + 1, c + v, c + v + 1};
    }

    /** Whether every wet tile at a corner still has its middle under water. */
    private boolean floodsNoWetTile(int corner) {
        int v = n + 1;
        int cx = corner % v, cy = corner / v;
        for (int y = Math.max(0, cy - 1); y <= Math.min(n - 1, cy); y++) {
            for (int x = Math.max(0, cx - 1); x <= Math.min(n - 1, cx); x++) {
                if (wet[y * n + x] && !wetInTheMiddle(y * n + x)) return false;
            }
        }
        return true;
    }

    /** Raises the corners inside a footprint of tiles [x0, x0+w) x [y0, y0+h) by {@code by} (where ridges cross, the highest wins). */
    void ridge(int x0, int y0, int w, int h, int by) {
        int v = n + 1;
        for (int cy = Math.max(0, y0 + 1); cy <= Math.min(n, y0 + h - 1); cy++) {
            for (int cx = Math.max(0, x0 + 1); cx <= Math.min(n, x0 + w - 1); cx++) {
                rise[cy * v + cx] = Math.max(rise[cy * v + cx], by);
            }
        }
    }

    /** The corner heights, ridges raised, clamped to 16 bits, row by row. */
    int[] values() {
        int[] out = new int[heights.length];
        for (int i = 0; i < out.length; i++) out[i] = Math.min(65535, heights[i] + rise[i]);
        return out;
    }
}
