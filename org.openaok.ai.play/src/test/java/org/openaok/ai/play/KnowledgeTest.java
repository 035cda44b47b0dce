package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Delete;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * What a computer player has seen of another's buildings it remembers, as the fog shows a player
 * the last it saw: a house destroyed while nobody of the seat's looks on still counts in
 * players-building-type-count, until the seat sees the ground it stood on.
 */
class KnowledgeTest {
    static final String SCRIPT = "(defrule (true) => (set-strategic-number sn-number-attack-groups 0)"
            + " (set-strategic-number sn-number-explore-groups 0) (set-strategic-number sn-percent-enemy-sighted-response 0) (disable-self))\n"
            + "(defrule (players-building-type-count 2 house >= 1) (goal 1 0) => (set-goal 1 1) (chat-to-all \"a house\"))\n"
            + "(defrule (players-building-type-count 2 house == 0) (goal 1 1) => (set-goal 1 0) (chat-to-all \"no house\"))\n";

    @Test
    void aBuildingDestroyedOutOfSightCountsUntilItsGroundIsSeen() {
        Arena a = Arena.flat(60).put("town-center", 1, 3, 3).put("militiaman", 1, 40, 40).put("house", 2, 42, 40)
                .put("town-center", 2, 52, 52);
        MatchEngine m = a.start(SCRIPT);
        m.runUntil(5_000);
        assertEquals(1, count(a, "a house"), "the house is seen: " + a.said());
        int man = MilitaryTest.first(m, 1, "militiaman");
        m.submit(new Move(1, new int[] {man}, 8_500, 12_500));
        m.runUntil(50_000);
        assertTrue(m.entities().x(man) < 15_000, "the militiaman walked away: " + m.entities().x(man));
        m.submit(new Delete(2, MilitaryTest.first(m, 2, "house")));
        m.runUntil(60_000);
        assertEquals(0, MilitaryTest.count(m, 2, "house"), "the house is gone");
        assertFalse(a.said().contains("p1: no house"), "gone out of sight, the house still counts: " + a.said());
        m.submit(new Move(1, new int[] {man}, 40_500, 40_500));
        m.runUntil(110_000);
        assertTrue(a.said().contains("p1: no house"), "seen gone, it counts no more: " + a.said());
        assertEquals(0, a.failures().size(), a.failures().toString());
    }

    private static int count(Arena a, String line) {
        int n = 0;
        for (String s : a.said()) if (s.equals("p1: " + line)) n++;
        return n;
    }
}
