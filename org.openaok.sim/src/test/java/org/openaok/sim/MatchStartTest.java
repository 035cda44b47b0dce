package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.api.map.GameMap;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.internal.engine.MatchEngine;

class MatchStartTest {
    @Test
    void aGeneratedMapStartsAMatch() {
        GameMap map = Fixtures.map("OpenPlains", 120, 2, 1);
        MatchEngine m = Fixtures.start(map, Fixtures.settings(1, "franks", "britons"));
        int tc = m.rules().typeIndex("town-center"), vil = m.rules().typeIndex("villager");
        for (int p = 1; p <= 2; p++) {
            assertEquals(1, m.player(p).count(tc), "player " + p + " town centers");
            assertEquals(3, m.player(p).count(vil), "player " + p + " villagers");
            assertEquals(200_000, m.player(p).stock(Resource.FOOD));
        }
        long h0 = m.hash();
        for (int t = 0; t < 600; t++) m.step();
        assertTrue(m.hash() != h0);
        MatchEngine again = Fixtures.start(Fixtures.map("OpenPlains", 120, 2, 1), Fixtures.settings(1, "franks", "britons"));
        assertEquals(h0, again.hash());
        for (int t = 0; t < 600; t++) again.step();
        assertEquals(m.hash(), again.hash());
    }
}
