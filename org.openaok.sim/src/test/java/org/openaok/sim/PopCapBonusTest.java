package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Train;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.internal.engine.MatchEngine;

/** The Goths' population limit is 10 above the lobby's in the Imperial Age ({@code pop-cap-bonus}, effects.tsv). */
class PopCapBonusTest {
    /** A lobby limit of 25, the Imperial Age, houses for 45, the lobby's 25 on the map; then 20 militiamen queued. */
    private static int populationAfterTraining(String civ) {
        TestMap map = TestMap.flat(50, 1).put("TOWN_CENTER", 1, 2, 2).put("BARRACKS", 1, 20, 20);
        for (int k = 0; k < 8; k++) map.put("HOUSE", 1, 2 + 3 * k, 40);
        MatchSettings d = Fixtures.settings(3, civ);
        MatchSettings s = new MatchSettings(d.seed(), d.seats(), 4, d.resources(), 25, d.reveal(), d.victory(), d.mode(),
                d.lockTeams(), d.alliedSight(), d.timeLimitSeconds(), d.scoreTarget());
        MatchEngine m = Fixtures.start(map.map(), s);
        m.player(1).addStock(Resource.FOOD.ordinal(), 10_000_000);
        m.player(1).addStock(Resource.GOLD.ordinal(), 10_000_000);
        for (int k = 0; m.player(1).population() < 25; k++) Fixtures.spawn(m, "villager", 1, 30_500 + (k % 5) * 1000, 5_500 + (k / 5) * 1000);
        assertEquals(25, m.player(1).population());
        int barracks = 0;
        for (int id = 1; id < m.entities().end(); id++) if (m.rules().type(m.entities().type(id)).word().equals("barracks")) barracks = id;
        for (int k = 0; k < 4; k++) {
            m.execute(new Train(1, barracks, "militiaman", 5)); // refused once the population is at the limit
            Fixtures.steps(m, 1500);
        }
        return m.player(1).population();
    }

    @Test
    void gothsHaveTenMoreThanTheLimitInTheImperialAge() {
        assertEquals(35, populationAfterTraining("goths"), "25 + the Goths' 10");
        assertEquals(25, populationAfterTraining("britons"), "the lobby's limit");
    }

    @Test
    void theBonusWaitsForTheImperialAge() {
        MatchEngine m = Fixtures.start(TestMap.flat(30, 1).put("TOWN_CENTER", 1, 2, 2).map(), Fixtures.settings(3, "goths"));
        assertEquals(200, m.player(1).popCap(), "Dark Age: the lobby's limit");
        assertFalse(m.player(1).attribute("pop-cap-bonus", 0) > 0);
    }
}
