package org.openaok.mapgen.stages.grow;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Random;

import org.junit.jupiter.api.Test;

class DistancesTest {
    /** The sweep against each tile's nearest tile of the set found by looking at them all, on odd shapes and both edge rules. */
    @Test
    void sweepIsTheChessboardDistance() {
        Random r = new Random(3);
        int[][] shapes = {{1, 1}, {1, 7}, {7, 1}, {2, 2}, {3, 3}, {2, 9}, {13, 5}, {40, 40}};
        for (int[] shape : shapes) {
            for (int density : new int[] {0, 2, 30}) {
                for (boolean edge : new boolean[] {false, true}) {
                    int w = shape[0];
                    int h = shape[1];
                    boolean[] set = new boolean[w * h];
                    for (int i = 0; i < set.length; i++) set[i] = r.nextInt(100) < density;
                    int cap = 1 + r.nextInt(12);
                    assertArrayEquals(brute(set, w, h, cap, edge), Distances.toSet(set, w, h, cap, edge),
                            w + "x" + h + " density " + density + " cap " + cap + " edge " + edge);
                }
            }
        }
    }

    private static int[] brute(boolean[] set, int w, int h, int cap, boolean edge) {
        int[] d = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int best = cap;
                if (edge) best = Math.min(best, 1 + Math.min(Math.min(x, w - 1 - x), Math.min(y, h - 1 - y)));
                for (int t = 0; t < set.length; t++) {
                    if (set[t]) best = Math.min(best, Math.max(Math.abs(t % w - x), Math.abs(t / w - y)));
                }
                d[y * w + x] = best;
            }
        }
        return d;
    }
}
