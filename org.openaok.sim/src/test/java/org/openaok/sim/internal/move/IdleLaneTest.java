package org.openaok.sim.internal.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.Fixtures;
import org.openaok.sim.TestMap;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * A lane one tile wide, the only way across, full of the walker's own idle soldiers: a nudge
 * cannot move them (either side is water), so a villager going to gold beyond it, held a
 * while, squeezes past them. In
 * ElonUncle's town (OpenPlains seed 2, from about 41:00) two villagers going to their farms and
 * a man-at-arms stood in such lanes between rows of its buildings, full of its idle infantry, to
 * the end of the match.
 */
class IdleLaneTest {
    @Test
    void aGathererSqueezesPastItsOwnIdleSoldiersInALaneTheyCannotLeave() {
        // water north and south of the lane y = 20 from x = 14 to 25; the rest of the map is out of reach round them
        MatchEngine m = Fixtures.start(TestMap.flat(40, 2).water(14, 0, 12, 20).water(14, 21, 12, 19).put("GOLD", 0, 29, 20).map(),
                Fixtures.settings(7, "britons", "franks"));
        // two abreast every half tile: no room to slip by at the lane's edge
        for (int x = 15_000; x < 25_000; x += 500) for (int y : new int[] {20_250, 20_750}) Fixtures.spawn(m, "militiaman", 1, x + 250, y);
        int w = Fixtures.spawn(m, "villager", 1, 11_500, 20_500);
        Entities e = m.entities();
        int gold = 0;
        for (int id = 1; id < e.end(); id++) if (e.present(id) && e.owner(id) == 0 && m.rules().type(e.type(id)).word().contains("gold")) gold = id;
        assertTrue(gold != 0, "the gold beyond the lane");
        // a worker: a villager going to the gold (one sent to walk there only does not squeeze)
        assertTrue(m.execute(new Gather(1, new int[] {w}, gold)).accepted());
        int t = 0;
        for (; t < 1200 && e.order(w) == OrderKind.GATHER && e.phase(w) == 0; t++) m.step();
        assertEquals(OrderKind.GATHER, e.order(w), "still a gatherer: at (" + e.x(w) + "," + e.y(w) + ") after " + t * m.tickMs() + " ms");
        assertTrue(e.x(w) > 27_000, "at the gold across the lane: (" + e.x(w) + "," + e.y(w) + ") after " + t * m.tickMs() + " ms");
    }
}
