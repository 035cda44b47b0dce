package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * randomgame against itself at Hardest on RiverCrossing seed 3: the Castle Age trains an army
 * before it saves for the Imperial Age. Before, the saving began on reaching the Castle Age (the
 * fishing ships count as civilians, so the villagers for it were there), the food and gold went to
 * the Imperial Age for six minutes, and at 26:00 neither seat had a soldier but its scout; the
 * match had no result at 60:00. Now a seat has soldiers by then and one side resigns.
 */
class CastleArmyTest {
    @Test
    void theCastleAgeArmyComesBeforeTheImperialAge() {
        MatchProbe p = new MatchProbe("RiverCrossing", 120, 3, new String[] {"randomgame", "randomgame"}, 0);
        MatchEngine m = p.match;
        m.runUntil(26 * 60_000);
        int most = 0;
        for (int seat = 1; seat <= 2; seat++) {
            int n = 0;
            Entities e = m.entities();
            var us = e.units();
            for (int i = 0; i < us.size(); i++) if (e.owner(us.get(i)) == seat && IslandsTest.soldierOnFoot(m, us.get(i))) n++;
            most = Math.max(most, n);
        }
        assertTrue(most >= 5, "the most soldiers on foot of a seat at 26:00: " + most);
        p.run(60 * 60_000);
        assertTrue(m.outcome().over(), "no result at 60:00: " + m.outcome());
    }
}
