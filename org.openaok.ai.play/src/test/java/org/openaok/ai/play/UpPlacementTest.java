package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * up-set-placement-data with up-build place-control: the house goes the given tiles from the
 * Town Center toward the map's centre (or away from it), and next to the Town Center without the data.
 */
class UpPlacementTest {
    private static final String QUIET = "(defrule (true) => (set-strategic-number sn-percent-civilian-explorers 0)"
            + " (set-strategic-number sn-cap-civilian-explorers 0) (disable-self))\n";

    /** The house seat 1 laid, its footprint's lowest tile {x, y}, on a 60-tile map with the Town Center at (10, 28) and the centre east of it. */
    private static int[] house(String data) {
        String build = "(defrule (game-time >= 3) => " + data + " (up-build place-control 0 c: house) (disable-self))\n";
        Arena a = Arena.flat(60).put("town-center", 1, 10, 28).row("villager", 1, 3, 10, 33).put("house", 2, 56, 56);
        MatchEngine m = a.start(QUIET + build);
        m.runUntil(6_000);
        assertEquals(0, a.failures().size(), a.failures().toString());
        Entities e = m.entities();
        IntList bs = e.buildings();
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            if (e.owner(b) == 1 && e.type(b) == Arena.type("house")) return new int[] {e.x(b) / 1000, e.y(b) / 1000};
        }
        throw new AssertionError("no house laid");
    }

    @Test
    void placeControlPutsTheHouseWhereThePlacementDataSays() {
        // the Town Center's middle is (12, 30); the map's centre (30, 30)
        int[] toward = house("(up-set-placement-data my-player-number -1 c: 12)");
        assertTrue(Math.abs(toward[0] - 24) <= 3 && Math.abs(toward[1] - 30) <= 3, "12 tiles toward the centre: " + toward[0] + "," + toward[1]);
        int[] away = house("(up-set-placement-data my-player-number -1 c: -8)");
        assertTrue(Math.abs(away[0] - 4) <= 3 && Math.abs(away[1] - 30) <= 3, "8 tiles away from it: " + away[0] + "," + away[1]);
        int[] none = house("");
        assertTrue(Math.abs(none[0] - 12) <= 5 && Math.abs(none[1] - 30) <= 5, "no data: by the Town Center: " + none[0] + "," + none[1]);
    }
}
