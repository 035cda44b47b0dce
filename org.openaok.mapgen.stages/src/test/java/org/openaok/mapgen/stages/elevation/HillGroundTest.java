package org.openaok.mapgen.stages.elevation;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Random;

import org.junit.jupiter.api.Test;

class HillGroundTest {
    /** Where a hill starts, tile by tile as it was found before: its own tile, west along its row, down the west edge, on along the map. */
    private static int westByTiles(int tile, int size, boolean[] open) {
        int y = tile / size;
        for (int x = tile % size; x >= 0; x--) if (open[y * size + x]) return y * size + x;
        for (int k = 1; k < size; k++) {
            int t = ((y + k) % size) * size;
            if (open[t]) return t;
        }
        for (int k = 1; k < size * size; k++) {
            int t = (tile + k) % (size * size);
            if (open[t]) return t;
        }
        return -1;
    }

    /** On ground from all open to none (and tiles taken on the way), the bits find the tile the tile-by-tile walk finds. */
    @Test
    void findsWhereAHillStartsAsTheWalkDoes() {
        Random r = new Random(7);
        for (int map = 0; map < 400; map++) {
            int size = 1 + r.nextInt(90);
            int n = size * size;
            double share = map % 4 == 0 ? 0.001 : map % 4 == 1 ? 0.02 : r.nextDouble();
            boolean[] open = new boolean[n];
            for (int t = 0; t < n; t++) open[t] = r.nextDouble() < share;
            HillGround ground = new HillGround(n, t -> open[t]);
            for (int k = 0; k < 40; k++) {
                int tile = r.nextInt(n);
                int expected = westByTiles(tile, size, open);
                assertEquals(expected, ElevationStage.westOf(tile, size, ground), "map " + map + " (" + size + "), tile " + tile);
                if (expected >= 0) {
                    open[expected] = false;
                    ground.take(expected);
                }
            }
            for (int t = 0; t < n; t++) assertEquals(open[t], ground.open(t), "map " + map + ", tile " + t);
        }
    }

    @Test
    void nextAndPreviousKeepToTheirRange() {
        int n = 200;
        boolean[] open = new boolean[n];
        open[0] = open[63] = open[64] = open[130] = open[199] = true;
        HillGround g = new HillGround(n, t -> open[t]);
        assertEquals(63, g.next(1, n));
        assertEquals(-1, g.next(65, 130));
        assertEquals(130, g.next(65, 131));
        assertEquals(199, g.next(131, n));
        assertEquals(-1, g.next(n, n));
        assertEquals(64, g.previous(129, 64));
        assertEquals(-1, g.previous(129, 65));
        assertEquals(0, g.previous(62, 0));
        assertEquals(199, g.previous(199, 150));
        assertEquals(-1, g.previous(3, 4));
    }
}
