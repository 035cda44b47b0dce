package org.openaok.sim.internal.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.Fixtures;
import org.openaok.sim.TestMap;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * A unit sent to where it already stands is there, and its move order is over, as at the end of
 * any walk: a transport sent to the shore it stood at kept its move order for good, and the navy,
 * which waits for its transports to be idle, waited for ever.
 */
class ThereAlreadyTest {
    @Test
    void aMoveToWhereTheUnitStandsEndsAtOnce() {
        MatchEngine m = Fixtures.start(TestMap.flat(40, 2).water(0, 0, 40, 12).map(), Fixtures.settings(7, "britons", "franks"));
        int ship = Fixtures.spawn(m, "transport-ship", 1, 20_500, 5_500), walker = Fixtures.spawn(m, "villager", 1, 20_500, 20_500);
        assertTrue(m.execute(new Move(1, new int[] {ship}, 20_500, 5_500)).accepted());
        assertTrue(m.execute(new Move(1, new int[] {walker}, 20_520, 20_510)).accepted());
        Movement mv = m.require(Movement.class);
        for (int u : new int[] {ship, walker}) {
            assertEquals(Movement.ARRIVED, mv.status(u));
            assertEquals(OrderKind.IDLE, m.entities().order(u), "the order is over");
        }
        Fixtures.steps(m, 5);
        for (int u : new int[] {ship, walker}) assertEquals(OrderKind.IDLE, m.entities().order(u));
    }
}
