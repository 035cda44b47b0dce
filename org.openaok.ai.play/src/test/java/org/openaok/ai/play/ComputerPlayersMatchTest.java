package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.PlayerState;

/** Two randomgame seats playing the opening of a match: villagers without pause, drop sites, farms, no idle time to speak of. */
class ComputerPlayersMatchTest {
    @Test
    void randomgameBuildsAnEconomy() {
        MatchProbe p = new MatchProbe("OpenPlains", 120, 4, new String[] {"randomgame", "randomgame"}, 0).run(8 * 60_000);
        assertEquals(0, p.failures.size(), p.failures.toString());
        for (int s = 1; s <= 2; s++) {
            PlayerState ps = p.match.player(s);
            assertTrue(ps.population() >= 18, "seat " + s + " trains villagers: " + p.line());
            assertTrue(ps.gathered(0) > 700_000 && ps.gathered(1) > 250_000,
                    "seat " + s + " gathers food and wood: " + ps.gathered(0) / 1000 + " and " + ps.gathered(1) / 1000 + "; " + p.line());
            assertTrue(p.timeline.idlePerMille(s) < 50, "seat " + s + "'s villagers are kept busy: " + p.line());
        }
    }

    @Test
    void theSameMatchTwiceIsTheSameMatch() {
        MatchProbe a = new MatchProbe("OpenPlains", 120, 9, new String[] {"randomgame", "randomgame"}, 1).run(3 * 60_000);
        MatchProbe b = new MatchProbe("OpenPlains", 120, 9, new String[] {"randomgame", "randomgame"}, 1).run(3 * 60_000);
        assertEquals(a.match.hash(), b.match.hash());
    }
}
