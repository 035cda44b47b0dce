package org.openaok.sim.internal.sight;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Sight;

/** Moving a circle of sight by its edges leaves every tile as taking it away and adding it again would. */
class SightShiftTest {
    @Test
    void aShiftedCircleIsTheCircleTakenAwayAndAddedAgain() {
        int size = 40;
        SplittableRandom rnd = new SplittableRandom(12);
        Sight shifted = new Sight(size, 2), whole = new Sight(size, 2);
        for (int round = 0; round < 3000; round++) {
            int p = 1 + rnd.nextInt(2), r = 1 + rnd.nextInt(9);
            // near the edges too, where the circle is cut off by the map
            int ox = rnd.nextInt(size), oy = rnd.nextInt(size);
            int step = rnd.nextInt(4) == 0 ? 12 : 1;
            int nx = Math.max(0, Math.min(size - 1, ox + rnd.nextInt(-step, step + 1)));
            int ny = Math.max(0, Math.min(size - 1, oy + rnd.nextInt(-step, step + 1)));
            shifted.cover(p, ox, oy, r, 1);
            whole.cover(p, ox, oy, r, 1);
            shifted.shift(p, ox, oy, nx, ny, r);
            whole.cover(p, ox, oy, r, -1);
            whole.cover(p, nx, ny, r, 1);
            for (int q = 0; q <= 2; q++) {
                for (int t = 0; t < size * size; t++) {
                    assertEquals(whole.seeing(q, t), shifted.seeing(q, t), "round " + round + " seat " + q + " tile " + t);
                    assertEquals(whole.explored(q, t), shifted.explored(q, t), "round " + round + " seat " + q + " tile " + t);
                }
                assertEquals(whole.exploredCount(q), shifted.exploredCount(q));
            }
            // and sometimes the circle goes, so the counts do not only grow
            if (rnd.nextBoolean()) {
                shifted.cover(p, nx, ny, r, -1);
                whole.cover(p, nx, ny, r, -1);
            }
        }
    }
}
