package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.command.Garrison;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.system.Monks;
import org.openaok.sim.internal.engine.MatchEngine;

/** Conversion's timing and chance over many seeds, and relics' gold, against the original's numbers. */
class MonkTest {
    private static final Rules R = Fixtures.rules();

    @Test
    void aConversionTakesFourToTenMonkSecondsWithTheOriginalsChance() {
        // no try before 4 monk seconds (1.2 s each); then 28% each monk second, sure at 10.
        // So P(converted by monk second k) = 1 - 0.72^(k - 3) for k = 4..9, and 1 at 10; the mean is
        // sum over k of k * P(exactly k) = 4 x 0.28 + 5 x 0.72 x 0.28 + ... + 10 x 0.72^6 = about 6.6 monk seconds
        double mean = 0, pNot = 1;
        for (int k = 4; k <= 10; k++) {
            double p = k == 10 ? pNot : pNot * 0.28;
            mean += k * p;
            pNot -= p;
        }
        int runs = 60;
        double sum = 0;
        int min = Integer.MAX_VALUE, max = 0;
        for (long seed = 1; seed <= runs; seed++) {
            MatchEngine m = Fixtures.start(TestMap.flat(30, 2).put("TOWN_CENTER", 1, 1, 1).put("TOWN_CENTER", 2, 25, 25).map(),
                    Fixtures.settings(seed, "britons", "franks"));
            int monk = m.lifecycle().spawnUnit(R.typeIndex("monk"), 1, 10_000, 10_000);
            int knight = m.lifecycle().spawnUnit(R.typeIndex("knight"), 2, 15_000, 10_000);
            m.player(2).setStance(1, org.openaok.sim.api.state.Stance.NEUTRAL); // the knight stands still
            assertTrue(m.execute(new Attack(1, new int[] {monk}, knight)).accepted());
            int t = 0;
            while (m.entities().owner(knight) != 1 && t < 500) {
                m.step();
                t++;
            }
            assertEquals(1, m.entities().owner(knight), "seed " + seed + ": converted");
            double monkSeconds = t / 12.0;
            sum += monkSeconds;
            min = Math.min(min, t);
            max = Math.max(max, t);
        }
        assertTrue(min >= 48 - 1, "never before 4 monk seconds (48 ticks): " + min);
        assertTrue(max <= 120 + 1, "always by 10 (120 ticks): " + max);
        double got = sum / runs;
        assertTrue(Math.abs(got - mean) < 0.8, "mean " + got + " monk seconds, by hand " + mean);
    }

    @Test
    void aRelicInAMonasteryBringsThirtyGoldAMinute() {
        int perMinute = R.setting("relic.gold-per-minute", 0);
        assertEquals(30_000, perMinute);
        MatchEngine m = Fixtures.start(TestMap.flat(30, 1).put("TOWN_CENTER", 1, 1, 1).put("MONASTERY", 1, 10, 10).put("RELIC", 0, 18, 12).map(),
                Fixtures.settings(3, "franks"));
        int monk = m.lifecycle().spawnUnit(R.typeIndex("monk"), 1, 16_000, 12_500);
        int relic = 0, monastery = 0;
        for (int id = 1; id < m.entities().end(); id++) {
            String w = R.type(m.entities().type(id)).word();
            if (w.equals("relic")) relic = id;
            if (w.equals("monastery")) monastery = id;
        }
        assertTrue(m.execute(new Gather(1, new int[] {monk}, relic)).accepted());
        for (int i = 0; i < 50; i++) m.step();
        Monks monks = m.require(Monks.class);
        assertEquals(relic, monks.relicCarried(monk), "picked up");
        assertEquals("monk-with-relic", R.type(m.entities().type(monk)).word());
        assertTrue(m.execute(new Garrison(1, new int[] {monk}, monastery)).accepted());
        for (int i = 0; i < 100; i++) m.step();
        assertEquals(1, monks.relicsIn(monastery));
        assertEquals("monk", R.type(m.entities().type(monk)).word(), "the monk is a monk again");
        long gold = m.player(1).stock(Resource.GOLD);
        for (int i = 0; i < 600; i++) m.step();
        assertEquals(perMinute, m.player(1).stock(Resource.GOLD) - gold, "a minute of a relic");
        assertFalse(m.entities().state(relic) == org.openaok.sim.api.state.Entities.ALIVE);
    }
}
