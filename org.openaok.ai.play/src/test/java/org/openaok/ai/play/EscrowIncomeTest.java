package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Tribute;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * Escrow takes its share of whatever came in since the last pass, not only of what was gathered:
 * tribute received too. Seat 1 sets half its gold aside and gathers none; seat 2 gives it 50 gold,
 * and 25 of it is in escrow. (Escrow read only the gathered totals, so a computer player saving
 * for a Castle with its allies' tribute saved nothing of it.)
 */
class EscrowIncomeTest {
    @Test
    void tributeReceivedPaysIntoEscrow() {
        Arena a = Arena.flat(40).put("town-center", 1, 3, 3).put("market", 2, 30, 30).put("house", 2, 36, 36);
        MatchEngine m = a.start("(defrule (true) => (set-escrow-percentage gold 50) (disable-self))\n"
                + "(defrule (escrow-amount gold >= 25) => (chat-to-all \"escrowed\") (disable-self))\n");
        m.runUntil(10_000);
        assertFalse(a.said().contains("p1: escrowed"), "nothing in escrow before the tribute: " + a.said());
        var given = m.execute(new Tribute(2, 1, "gold", 50));
        assertTrue(given.accepted(), "seat 2 can give 50 gold: " + given);
        m.runUntil(15_000);
        assertTrue(a.said().contains("p1: escrowed"), "half the tribute in escrow: " + a.said());
        assertEquals(0, a.failures().size(), a.failures().toString());
    }
}
