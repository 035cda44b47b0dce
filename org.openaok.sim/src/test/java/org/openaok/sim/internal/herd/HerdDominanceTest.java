package org.openaok.sim.internal.herd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.Fixtures;
import org.openaok.sim.TestMap;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.state.Stance;
import org.openaok.sim.internal.engine.MatchEngine;

/** Who takes a herd animal: its own sight does not keep it, and the Celts' herd-dominance (effects.tsv). */
class HerdDominanceTest {
    /**
     * Player 1's sheep in the middle of the map, far from its Town Center; player 1's scout beside it
     * or not; player 2's scout rides up beside it. Whose is the sheep then?
     */
    private static int ownerAfter(String civ1, String civ2, boolean ownersScoutBeside) {
        MatchEngine m = Fixtures.start(TestMap.flat(60, 2).put("TOWN_CENTER", 1, 2, 2).put("TOWN_CENTER", 2, 54, 54).map(),
                Fixtures.settings(3, civ1, civ2));
        m.player(1).setStance(2, Stance.NEUTRAL); // the scouts do not fight
        m.player(2).setStance(1, Stance.NEUTRAL);
        int sheep = Fixtures.spawn(m, "sheep", 1, 30_500, 30_500);
        if (ownersScoutBeside) Fixtures.spawn(m, "scout-cavalry", 1, 29_500, 30_500);
        int scout = Fixtures.spawn(m, "scout-cavalry", 2, 40_500, 40_500);
        Fixtures.steps(m, 5);
        assertEquals(1, m.entities().owner(sheep), "player 1's at first");
        assertTrue(m.execute(new Move(2, new int[] {scout}, 31_500, 30_500)).accepted());
        Fixtures.steps(m, 200);
        assertTrue(Math.abs(m.entities().x(scout) - 31_500) + Math.abs(m.entities().y(scout) - 30_500) < 1500, "the scout is beside it");
        return m.entities().owner(sheep);
    }

    @Test
    void anEnemyTakesASheepItsOwnersThingsDoNotSee() {
        assertEquals(2, ownerAfter("britons", "franks", false));
        assertEquals(2, ownerAfter("celts", "franks", false), "a Celt's too, with no Celt unit by it");
    }

    @Test
    void anOwnerWhoSeesItsSheepKeepsIt() {
        assertEquals(1, ownerAfter("britons", "franks", true));
        assertEquals(1, ownerAfter("celts", "franks", true), "a Celt scout by its sheep");
        assertEquals(1, ownerAfter("celts", "celts", true), "even against a Celt");
    }

    @Test
    void aCeltTakesASheepItsOwnerStillSees() {
        assertEquals(2, ownerAfter("britons", "celts", true));
    }
}
