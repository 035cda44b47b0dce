package org.openaok.sim.internal.path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Grid;

class LineOfSightTest {
    @Test
    void agreesWithTheGeometryOfTheTilesTouched() {
        Random r = new Random(4);
        int clear = 0, blocked = 0;
        for (int m = 0; m < 20; m++) {
            Grid g = TestMaps.random(40, 0.05 + 0.02 * m, r.nextLong());
            LineOfSight sight = new LineOfSight(g.size(), g.passArray());
            for (int q = 0; q < 500; q++) {
                int a = r.nextInt(g.tiles()), b = r.nextInt(g.tiles());
                // short legs too, and exact diagonals, where corners matter most
                if (q % 3 == 0) {
                    int d = 1 + r.nextInt(6);
                    int bx = Math.min(39, g.tileX(a) + d), by = Math.min(39, g.tileY(a) + (q % 2 == 0 ? d : d / 2));
                    b = g.tile(bx, by);
                }
                if (!g.passable(a, TestMaps.LAND) || !g.passable(b, TestMaps.LAND)) continue;
                boolean expected = PathCheck.firstBlockedTouched(g, a, b, TestMaps.LAND) < 0;
                assertEquals(expected, sight.clear(a, b, TestMaps.LAND), PathCheck.xy(g, a) + " -> " + PathCheck.xy(g, b));
                if (expected) clear++;
                else blocked++;
            }
        }
        assertTrue(clear > 500 && blocked > 500, clear + " clear, " + blocked + " blocked");
    }

    @Test
    void aLineThroughACornerNeedsBothTilesBesideIt() {
        Grid g = TestMaps.draw(
                "....",
                ".#..",
                "....",
                "....");
        LineOfSight sight = new LineOfSight(4, g.passArray());
        int land = TestMaps.LAND;
        // centre 0.5,2.5 to 2.5,0.5 runs through the corners at 1,2 and 2,1; the first touches blocked 1,1
        assertFalse(sight.clear(g.tile(0, 2), g.tile(2, 0), land));
        assertFalse(sight.clear(g.tile(2, 0), g.tile(0, 2), land), "either way");
        // through the corner at 2,2, which 1,1 touches too
        assertFalse(sight.clear(g.tile(0, 3), g.tile(3, 0), land));
        assertFalse(sight.clear(g.tile(0, 0), g.tile(2, 2), land));
        // a diagonal step past open tiles, and a steep line clear of 1,1
        assertTrue(sight.clear(g.tile(2, 0), g.tile(3, 1), land));
        assertTrue(sight.clear(g.tile(2, 3), g.tile(3, 0), land));
        assertTrue(sight.clear(g.tile(0, 3), g.tile(3, 2), land));
    }
}
