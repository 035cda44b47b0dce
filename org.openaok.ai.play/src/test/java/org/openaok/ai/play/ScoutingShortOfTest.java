package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.system.Vision;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * Scouting's rule that a point an explorer's walk ended short of is not asked for again, on
 * hand-made ground: a forest fills the east of the map, its heart grass (the same land, to the
 * terrain) that no walk reaches. The scout's rings round home reach into the forest early; each
 * walk to a point there ends at the forest's edge, far from it, and the scout goes on to the next
 * point, so it explores the open strip down to the map's far side.
 */
class ScoutingShortOfTest {
    static final int FOREST_FROM = 14, FOREST_TO = 40;

    @Test
    void theScoutGoesOnPastPointsItCouldNotReach() {
        Arena a = Arena.flat(48).put("town-center", 1, 3, 3).put("scout-cavalry", 1, 8, 8).put("house", 2, 43, 43);
        for (int y = 0; y < 48; y++) for (int x = FOREST_FROM; x <= FOREST_TO; x++) a.put("forest-tree", 0, x, y);
        MatchEngine m = a.start(MilitaryTest.rules("(defrule (true) => (do-nothing))"));
        int scout = MilitaryTest.first(m, 1, "scout-cavalry");
        Vision v = m.require(Vision.class);
        var g = m.context().grid();
        long t = 0;
        while (t < 6 * 60_000 && !v.explored(1, g.tile(4, 45))) m.runUntil(t += 5_000);
        assertEquals(0, a.failures().size(), a.failures().toString());
        assertEquals(Entities.ALIVE, m.entities().state(scout));
        assertTrue(v.explored(1, g.tile(4, 45)), "the far end of the open strip explored by " + t / 1000 + " s; the scout at "
                + m.entities().x(scout) / 1000.0 + "," + m.entities().y(scout) / 1000.0);
        assertTrue(!v.explored(1, g.tile(27, 24)), "the forest's heart is not seen");
    }
}
