package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.UnitStance;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * An enemy that stands in the town is met by sn-percent-enemy-sighted-response percent (rounded
 * up) of the idle defenders near it, and each such enemy so: two enemy villagers at the two ends
 * of the town, five idle militia beside each (on no-attack, so nobody strikes unbidden), the
 * response distance 5 tiles. At the think that first answers, three of each five go, each group at
 * the enemy beside it.
 */
class TownDefenceTest {
    @Test
    void eachEnemyInTownIsMetByTheDefendersNearIt() {
        Arena a = Arena.flat(60).reveal("all-visible").put("town-center", 1, 19, 19).row("militiaman", 1, 5, 10, 21)
                .row("militiaman", 1, 5, 27, 21).put("villager", 2, 12, 24).put("villager", 2, 29, 24).put("house", 2, 55, 55);
        MatchEngine m = a.start("(defrule (true) => (set-strategic-number sn-enemy-sighted-response-distance 5)"
                + " (set-strategic-number sn-percent-enemy-sighted-response 50) (set-strategic-number sn-number-attack-groups 0)"
                + " (set-strategic-number sn-number-explore-groups 0) (disable-self))\n");
        int[] men = MilitaryTest.all(m, 1, "militiaman");
        m.submit(new UnitStance(1, men, "no-attack"));
        int[] enemies = MilitaryTest.all(m, 2, "villager");
        Entities e = m.entities();
        int west = e.x(enemies[0]) < e.x(enemies[1]) ? enemies[0] : enemies[1], east = west == enemies[0] ? enemies[1] : enemies[0];
        // one think's answer: from the first order given
        for (long t = 100; t <= 5_000 && !anyAttacks(m, men); t += 100) m.runUntil(t);
        int westAtWest = 0, eastAtEast = 0, crossed = 0;
        for (int u : men) {
            if (e.order(u) != OrderKind.ATTACK) continue;
            boolean westSide = e.x(u) < 20_000;
            if (e.target(u) == west && westSide) westAtWest++;
            else if (e.target(u) == east && !westSide) eastAtEast++;
            else crossed++;
        }
        assertEquals(3, westAtWest, "half of the five beside the west enemy, rounded up");
        assertEquals(3, eastAtEast, "and of the five beside the east one");
        assertEquals(0, crossed, "nobody is sent at an enemy across the town");
        assertEquals(0, a.failures().size(), a.failures().toString());
    }

    private static boolean anyAttacks(MatchEngine m, int[] men) {
        for (int u : men) if (m.entities().order(u) == OrderKind.ATTACK) return true;
        return false;
    }
}
