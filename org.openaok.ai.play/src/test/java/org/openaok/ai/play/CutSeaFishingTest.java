package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * A Dock across a channel cuts the sea: its fishing ship fishes on its own side. A band of water
 * three tiles wide runs along the map's north edge, and the Dock stands across it at x 18-20. The
 * fish by the Dock's far side costs least by the game's rule (its drop distance counts three
 * times), but no ship on the near side can sail to it; one 12 tiles off on the near side can.
 * (Coastline, seeds 4 to 6: ships sent to such fish sailed to the Dock and stood there.)
 */
class CutSeaFishingTest {
    @Test
    void aFishingShipFishesOnItsSideOfTheDock() {
        Arena a = Arena.flat(40).reveal("all-visible").water(0, 0, 40, 3).put("dock", 1, 18, 0).put("town-center", 1, 18, 10)
                .put("shore-fish", 0, 22, 1).put("shore-fish", 0, 5, 1).put("fishing-ship", 1, 15, 1).put("house", 2, 36, 36);
        MatchEngine m = a.start("(defrule (true) => (disable-self))\n");
        Entities e = m.entities();
        int ship = MilitaryTest.all(m, 1, "fishing-ship")[0];
        m.runUntil(60_000);
        assertEquals(OrderKind.GATHER, e.order(ship), "fishing");
        int fish = e.target(ship);
        assertTrue(e.valid(fish) && e.x(fish) < 18_000, "the fish on its own side, west of the Dock: " + (e.valid(fish) ? e.x(fish) : -1));
        assertTrue(e.x(ship) < 14_000, "sailed west to it: at " + e.x(ship));
        assertEquals(0, a.failures().size(), a.failures().toString());
    }
}
