package org.openaok.sim.internal.production;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.Fixtures;
import org.openaok.sim.TestMap;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Train;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * A Dock on a shore with a puddle on its land side, a tile of water walled by the shore and the
 * Dock, just where a new ship would come out (the building's lower edge): the ship comes out in
 * the sea instead, and sails. It came out in the puddle once and held its orders there for good.
 */
class DockPuddleTest {
    @Test
    void aShipTrainedAtADockWithAPuddleBehindItComesOutInTheSea() {
        // the sea is rows 0 to 9; the Dock (3 by 3) stands on tiles 18-20 x 8-10; the puddle is the tile below its middle
        TestMap map = TestMap.flat(40, 2).water(0, 0, 40, 10).water(19, 11, 1, 1).put("TOWN_CENTER", 1, 4, 20).put("DOCK", 1, 18, 8)
                .put("TOWN_CENTER", 2, 32, 32);
        MatchEngine m = Fixtures.start(map.map(), Fixtures.settings(7, "britons", "franks"));
        Entities e = m.entities();
        Grid g = m.grid();
        int dock = first(m, "dock");
        assertEquals(g.tile(19, 11), g.tileAt(e.x(dock), e.y(dock) + 1_800), "the puddle is where a new unit comes out");
        assertTrue(m.execute(new Train(1, dock, "fishing-ship", 1)).accepted());
        int ship = 0;
        for (int t = 0; t < 1_200 && ship == 0; t++) {
            m.step();
            ship = first(m, "fishing-ship");
        }
        assertNotEquals(0, ship, "the ship is made");
        assertNotEquals(g.tile(19, 11), g.tileAt(e.x(ship), e.y(ship)), "not in the puddle");
        assertTrue(e.y(ship) < 10 * Grid.TILE, "in the sea: " + e.x(ship) + "," + e.y(ship));
        assertTrue(m.execute(new Move(1, new int[] {ship}, 30_500, 3_500)).accepted());
        Movement mv = m.require(Movement.class);
        for (int t = 0; t < 600 && mv.status(ship) == Movement.MOVING; t++) m.step();
        assertEquals(Movement.ARRIVED, mv.status(ship), "and it sails: " + e.x(ship) + "," + e.y(ship));
    }

    private static int first(MatchEngine m, String word) {
        int type = m.rules().typeIndex(word);
        IntList[] lists = {m.entities().units(), m.entities().buildings()};
        for (IntList l : lists) for (int k = 0; k < l.size(); k++) if (m.entities().type(l.get(k)) == type && m.entities().owner(l.get(k)) == 1) return l.get(k);
        return 0;
    }
}
