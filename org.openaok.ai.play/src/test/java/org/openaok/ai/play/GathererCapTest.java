package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;

/** sn-cap-civilian-gatherers caps the gatherers: of six idle villagers beside forage, with the cap at 2, two gather and four stay idle. */
class GathererCapTest {
    @Test
    void pastTheCapTheVillagersStayIdle() {
        Arena a = Arena.flat(40).reveal("all-visible").put("town-center", 1, 3, 3).row("villager", 1, 6, 4, 9).row("forage", 0, 6, 4, 12)
                .put("house", 2, 36, 36);
        MatchEngine m = a.start("(defrule (true) => (set-strategic-number sn-cap-civilian-gatherers 2)"
                + " (set-strategic-number sn-percent-civilian-explorers 0) (set-strategic-number sn-cap-civilian-explorers 0)"
                + " (set-strategic-number sn-minimum-civilian-explorers 0) (set-strategic-number sn-food-gatherer-percentage 100) (disable-self))\n");
        m.runUntil(20_000);
        Entities e = m.entities();
        int gathering = 0, idle = 0;
        for (int u : MilitaryTest.all(m, 1, "villager")) {
            if (e.order(u) == OrderKind.GATHER) gathering++;
            else if (e.order(u) == OrderKind.IDLE) idle++;
        }
        assertEquals(2, gathering, "the cap's two gather");
        assertEquals(4, idle, "the rest stay idle");
        assertEquals(0, a.failures().size(), a.failures().toString());
    }
}
