package org.openaok.sim.internal.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.Fixtures;
import org.openaok.sim.TestMap;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * The nudge to the open side (Steering's sideOf): an idle villager in a walker's lane, water
 * along the lane on one side, steps aside to the other, whichever side its id would pick. Once
 * the side was fixed by the id, and half the time it was sent into the water, could not go, and
 * stood in the lane.
 */
class NudgeSideTest {
    @Test
    void waterToTheNorthOfTheLane() { nudgedToTheOpenSide(19, +1); }

    @Test
    void waterToTheSouthOfTheLane() { nudgedToTheOpenSide(21, -1); }

    /** A lane along tile row 20, a row of water beside it at {@code waterRow}; {@code open} is the other side's sign in y. */
    private static void nudgedToTheOpenSide(int waterRow, int open) {
        MatchEngine m = Fixtures.start(TestMap.flat(40, 2).water(5, waterRow, 30, 1).map(), Fixtures.settings(7, "britons", "franks"));
        Entities e = m.entities();
        int idle = Fixtures.spawn(m, "villager", 1, 20_500, 20_500);
        int walker = Fixtures.spawn(m, "villager", 1, 12_500, 20_500);
        assertEquals(20_500, e.y(idle), "it stands in the lane");
        assertTrue(m.execute(new Move(1, new int[] {walker}, 28_500, 20_500)).accepted());
        Movement mv = m.require(Movement.class);
        int furthest = 0;
        for (int t = 0; t < 400 && (t == 0 || mv.status(walker) == Movement.MOVING); t++) {
            m.step();
            furthest = Math.max(furthest, (e.y(idle) - 20_500) * open);
            assertTrue(Grid.TILE * waterRow > e.y(idle) || e.y(idle) >= Grid.TILE * (waterRow + 1), "never in the water: " + e.y(idle));
        }
        assertEquals(Movement.ARRIVED, mv.status(walker), "the walker got by");
        assertTrue(furthest >= Steering.NUDGE * 3 / 4, "the idle one stepped out of the lane to the open side: " + furthest + " thousandths");
        assertTrue(e.x(idle) > 19_500 && e.x(idle) < 21_500, "across the lane, not along it: " + e.x(idle));
    }
}
