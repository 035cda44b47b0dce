package org.openaok.mapgen.stages.grow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;

class NearTilesTest {
    /**
     * Against the distance sweep: a tile is near when its distance to the set is at most the
     * radius. Sizes on either side of a word's 64 bits, radii from none to past the map.
     */
    @Test
    void nearIsWithinTheChessboardDistance() {
        Random r = new Random(7);
        for (int size : new int[] {1, 2, 3, 7, 8, 31, 63, 64, 65, 97, 128, 130}) {
            NearTiles near = new NearTiles(size);
            for (int density : new int[] {0, 1, 5, 40}) {
                for (int radius : new int[] {0, 1, 2, 3, 4, 5, 6, 9, 13, size - 1, size, size + 3}) {
                    if (radius < 0) continue;
                    boolean[] set = new boolean[size * size];
                    near.clear();
                    for (int i = 0; i < set.length; i++) {
                        set[i] = r.nextInt(1000) < density * 10 / (size > 30 ? 4 : 1);
                        if (set[i]) near.add(i);
                    }
                    int[] d = Distances.toSet(set, size, radius + 1, false);
                    near.grow(radius);
                    for (int i = 0; i < set.length; i++) {
                        assertEquals(d[i] <= radius, near.has(i), "size " + size + " density " + density + " radius " + radius
                                + " at " + i % size + "," + i / size);
                    }
                }
            }
        }
    }

    /** One tile in a corner reaches a square of the radius, cut by the edges, and nothing past the last tile. */
    @Test
    void aCornerTileReachesItsSquare() {
        NearTiles near = new NearTiles(65);
        near.add(65 * 65 - 1);
        near.grow(3);
        for (int y = 0; y < 65; y++) {
            for (int x = 0; x < 65; x++) assertEquals(x >= 61 && y >= 61, near.has(y * 65 + x), x + "," + y);
        }
        near.clear();
        near.add(0);
        assertTrue(near.has(0));
        near.grow(0);
        assertFalse(near.has(1));
    }
}
