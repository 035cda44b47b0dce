package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * randomgame resigns when overrun: after 35 minutes, with fewer than 20 villagers and fewer than
 * 10 soldiers against an enemy army of more than 30 (rg-diplomacy). Its only other "beaten" rule
 * waits for fewer than 5 of each, so a seat down to 15 villagers and 3 soldiers against 92 once
 * played on to 60:00 with no result (OpenPlains seed 2). On hand-made ground with nothing to
 * gather, the seat can train at most four villagers and a few militia from its standard stock.
 */
class ResignationTest {
    static Arena overrun(int enemySoldiers) {
        Arena a = Arena.flat(72).reveal("all-visible").put("town-center", 1, 4, 4);
        for (int y = 10; y < 13; y++) a.row("villager", 1, 5, 4, y);
        a.row("militiaman", 1, 3, 4, 14);
        for (int k = 0; k < enemySoldiers; k++) a.put("knight", 2, 60 + k % 10, 60 + k / 10);
        return a;
    }

    @Test
    void anOverrunSeatResignsAfterMinute35() {
        Arena a = overrun(40);
        MatchEngine m = a.start("randomgame", "");
        m.runUntil(34 * 60_000);
        assertFalse(m.outcome().over(), "not before 35:00: " + m.outcome());
        m.runUntil(37 * 60_000);
        assertTrue(m.outcome().over(), "no result at 37:00: " + m.outcome());
        assertEquals("resignation", m.outcome().reason());
        assertEquals(java.util.List.of(2), m.outcome().winners());
        assertEquals(0, a.failures().size(), a.failures().toString());
    }

    @Test
    void aSeatFacingASmallArmyPlaysOn() {
        MatchEngine m = overrun(20).start("randomgame", "");
        m.runUntil(38 * 60_000);
        assertFalse(m.outcome().over(), "20 enemy soldiers are not an army that overruns: " + m.outcome());
    }
}
