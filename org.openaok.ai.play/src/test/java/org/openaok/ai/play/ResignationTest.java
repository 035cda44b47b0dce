package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * randomgame against itself at Hardest on OpenPlains seed 2: from minute 55 seat 1's archers
 * take seat 2's economy apart (population 73 at 56:00, 18 at 60:00: 15 villagers and 3 soldiers,
 * against 92 soldiers). randomgame resigned only with fewer than 5 villagers and 5 soldiers, so
 * the match ended with no result; now a seat overrun after 35 minutes (fewer than 20 villagers and
 * 10 soldiers against an army of over 30) resigns.
 */
class ResignationTest {
    @Test
    void anOverrunSeatResigns() {
        MatchProbe p = new MatchProbe("OpenPlains", 120, 2, new String[] {"randomgame", "randomgame"}, 0);
        p.run(60 * 60_000);
        MatchEngine m = p.match;
        assertTrue(m.outcome().over(), "no result at 60:00: " + m.outcome());
        assertEquals("resignation", m.outcome().reason());
        assertEquals(java.util.List.of(1), m.outcome().winners());
    }
}
