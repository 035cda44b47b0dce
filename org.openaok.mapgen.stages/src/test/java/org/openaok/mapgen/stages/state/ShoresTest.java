package org.openaok.mapgen.stages.state;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Random;

import org.junit.jupiter.api.Test;

class ShoresTest {
    /** The row-then-column pass gives what asking each tile's eight neighbours gives, edges too. */
    @Test
    void nearWaterIsTheTileAndItsEightNeighbours() {
        Random r = new Random(19);
        for (int size : new int[] {1, 2, 3, 17, 64}) {
            boolean[] water = new boolean[size * size];
            for (int i = 0; i < water.length; i++) water[i] = r.nextInt(9) == 0;
            boolean[] near = Shores.nearWater(water, size);
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    boolean any = false;
                    for (int dy = -1; dy <= 1; dy++) {
                        for (int dx = -1; dx <= 1; dx++) {
                            int nx = x + dx;
                            int ny = y + dy;
                            if (nx >= 0 && ny >= 0 && nx < size && ny < size) any |= water[ny * size + nx];
                        }
                    }
                    assertEquals(any, near[y * size + x], size + ": " + x + "," + y);
                }
            }
        }
    }
}
