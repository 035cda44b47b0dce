package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * On Isles (randomgame against itself at Hardest, 60 minutes) an army crosses in a fleet: a
 * group bigger than a transport's room boards as many transports as it fills, so more than two
 * transports' worth of a seat's soldiers are at sea at once, and soldiers on foot come within 20
 * tiles of the enemy's Town Center. Before, each group boarded one transport (5): at most 7 of a
 * seat's soldiers were ever aboard at once, the rest waited ashore.
 *
 * <p>Seed 2: since the lands reach past their fuzzy borders as the original engine's do, seed 1's
 * Isles is another map, on which 23 soldiers are aboard at once but none lands within 20 tiles
 * of the enemy's Town Center in the hour; on seeds 2, 3 and 4 they land by 51, 49 and 60 minutes.
 */
class IslandsTest {
    @Test
    void anArmyCrossesInAFleet() {
        MatchProbe p = new MatchProbe("Isles", 120, 2, new String[] {"randomgame", "randomgame"}, 0);
        MatchEngine m = p.match;
        Entities e = m.entities();
        long landed = -1;
        int aboard = 0;
        for (long t = 0; t < 60 * 60_000L && !m.outcome().over(); t += 2_000) {
            m.runUntil(t + 2_000);
            int[] at = new int[m.players() + 1];
            var us = e.units();
            for (int i = 0; i < us.size(); i++) {
                int u = us.get(i);
                if (e.owner(u) <= 0) continue;
                if (e.state(u) == Entities.GARRISONED) {
                    int c = e.container(u);
                    if (c > 0 && m.rules().type(e.type(c)).word().equals("transport-ship")) aboard = Math.max(aboard, ++at[e.owner(u)]);
                    continue;
                }
                var d = m.rules().type(e.type(u));
                if (landed >= 0 || e.state(u) != Entities.ALIVE || (d.movement() & 1) == 0 || d.unitClass().equals("villager") || d.word().equals("scout-cavalry")) continue;
                var bs = e.buildings();
                for (int j = 0; j < bs.size(); j++) {
                    int tc = bs.get(j);
                    if (e.owner(tc) <= 0 || e.owner(tc) == e.owner(u) || e.state(tc) != Entities.ALIVE || !m.rules().type(e.type(tc)).word().equals("town-center")) continue;
                    long dx = e.x(tc) - e.x(u), dy = e.y(tc) - e.y(u);
                    if (dx * dx + dy * dy <= 20L * 1000 * 20 * 1000) landed = m.timeMs();
                }
            }
        }
        assertTrue(aboard > 10, "at most " + aboard + " of a seat's soldiers were aboard its transports at once");
        assertTrue(landed >= 0, "no soldier came within 20 tiles of the enemy's Town Center in 60 minutes");
    }
}
