package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * Game hunted is held to sn-maximum-hunt-drop-distance, not to the food one: a deer 15 tiles from
 * the Town Center, the only food there is, is left alone when the hunt's distance is 6 and hunted
 * when only the food's is.
 */
class HuntDropDistanceTest {
    private static final String FOOD_ONLY = "(defrule (true) => (set-strategic-number sn-food-gatherer-percentage 100)"
            + " (set-strategic-number sn-wood-gatherer-percentage 0) (set-strategic-number sn-gold-gatherer-percentage 0)"
            + " (set-strategic-number sn-stone-gatherer-percentage 0) (set-strategic-number sn-percent-civilian-explorers 0)"
            + " (set-strategic-number sn-cap-civilian-explorers 0) (set-strategic-number sn-minimum-civilian-explorers 0) (disable-self))\n";

    @Test
    void theHuntsDistanceKeepsTheHuntersHome() {
        MatchEngine m = arena().start(FOOD_ONLY + "(defrule (true) => (set-strategic-number sn-maximum-hunt-drop-distance 6) (disable-self))\n");
        m.runUntil(60_000);
        assertEquals(0, hunters(m), "nobody hunts a deer 15 tiles out");
    }

    @Test
    void theFoodsDistanceLeavesTheHuntAlone() {
        MatchEngine m = arena().start(FOOD_ONLY + "(defrule (true) => (set-strategic-number sn-maximum-food-drop-distance 6) (disable-self))\n");
        m.runUntil(60_000);
        assertTrue(hunters(m) > 0, "the deer is hunted");
    }

    private static Arena arena() {
        return Arena.flat(48).reveal("all-visible").put("town-center", 1, 3, 3).row("villager", 1, 3, 4, 8).put("deer", 0, 21, 5)
                .put("house", 2, 44, 44);
    }

    /** Seat 1's villagers gathering the deer (alive or felled). */
    private static int hunters(MatchEngine m) {
        Entities e = m.entities();
        int deer = MilitaryTest.first(m, 0, "deer");
        int n = 0;
        for (int u : MilitaryTest.all(m, 1, "villager")) if (e.order(u) == OrderKind.GATHER && e.target(u) == deer) n++;
        return n;
    }
}
