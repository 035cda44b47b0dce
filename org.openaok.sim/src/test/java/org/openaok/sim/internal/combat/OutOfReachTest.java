package org.openaok.sim.internal.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.Fixtures;
import org.openaok.sim.TestMap;
import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * A soldier ordered at a building it cannot walk to (across water) gives the order up once its
 * walk there has failed, as any walk that cannot get there ends: it stood with the order for good,
 * planning the same walk again every tick, and whoever waits for it to be idle waited for ever.
 * One that can walk there still strikes it.
 */
class OutOfReachTest {
    @Test
    void anAttackAcrossTheWaterEnds() {
        MatchEngine m = Fixtures.start(TestMap.flat(40, 2).water(0, 16, 40, 8).map(), Fixtures.settings(7, "britons", "franks"));
        int man = Fixtures.spawn(m, "militiaman", 1, 20_500, 8_500), near = Fixtures.spawn(m, "militiaman", 1, 20_500, 34_500);
        int house = Fixtures.spawn(m, "house", 2, 20_000, 30_000);
        int full = m.entities().hp(house);
        assertTrue(m.execute(new Attack(1, new int[] {man, near}, house)).accepted());
        Fixtures.steps(m, 200);
        assertEquals(OrderKind.IDLE, m.entities().order(man), "across the water the order is over");
        assertEquals(OrderKind.ATTACK, m.entities().order(near), "on the same ground the blows go on");
        assertTrue(m.entities().hp(house) < full, "and strike");
    }
}
