package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.command.Research;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.state.Stance;
import org.openaok.sim.api.system.Monks;
import org.openaok.sim.internal.engine.MatchEngine;

/** Theocracy (one monk of those converting together pays) and Faith (a longer minimum and maximum), from effects.tsv. */
class ConversionTechTest {
    private static final int FULL = 100_000;
    /** Faith spent: at most a tick's recharge (a monk later in the list than the one that converted recharges that tick). */
    private static final int SPENT = 1000;

    /** Imperial Age, each seat with a monastery; the techs researched there first, by the rules' own path. */
    private static MatchEngine match(long seed, String tech1, String tech2) {
        MatchSettings d = Fixtures.settings(seed, "britons", "franks");
        MatchSettings s = new MatchSettings(d.seed(), d.seats(), 4, d.resources(), d.popCap(), d.reveal(), d.victory(), d.mode(),
                d.lockTeams(), d.alliedSight(), d.timeLimitSeconds(), d.scoreTarget());
        MatchEngine m = Fixtures.start(TestMap.flat(40, 2).put("TOWN_CENTER", 1, 1, 1).put("MONASTERY", 1, 1, 30)
                .put("TOWN_CENTER", 2, 35, 35).put("MONASTERY", 2, 35, 5).map(), s);
        m.player(1).setStance(2, Stance.NEUTRAL);
        m.player(2).setStance(1, Stance.NEUTRAL); // the knight stands still
        research(m, 1, tech1);
        research(m, 2, tech2);
        return m;
    }

    private static void research(MatchEngine m, int p, String tech) {
        if (tech == null) return;
        for (Resource r : Resource.values()) m.player(p).addStock(r.ordinal(), 5_000_000);
        int monastery = 0;
        for (int id = 1; id < m.entities().end(); id++)
            if (m.entities().owner(id) == p && m.rules().type(m.entities().type(id)).word().equals("monastery")) monastery = id;
        assertTrue(m.execute(new Research(p, monastery, tech)).accepted(), tech);
        int t = m.rules().techIndex(tech);
        for (int i = 0; i < 3000 && !m.player(p).researched(t); i++) m.step();
        assertTrue(m.player(p).researched(t), tech + " researched");
    }

    /** Two of player 1's monks convert one knight together: their faith the moment it changes sides. */
    private static int[] faithAfter(String tech) {
        MatchEngine m = match(5, tech, null);
        int a = Fixtures.spawn(m, "monk", 1, 15_500, 15_500), b = Fixtures.spawn(m, "monk", 1, 15_500, 17_500);
        int knight = Fixtures.spawn(m, "knight", 2, 20_500, 16_500);
        assertTrue(m.execute(new Attack(1, new int[] {a, b}, knight)).accepted());
        for (int i = 0; i < 300 && m.entities().owner(knight) != 1; i++) m.step();
        assertEquals(1, m.entities().owner(knight), "converted");
        Monks monks = m.require(Monks.class);
        return new int[] {monks.faith(a), monks.faith(b)};
    }

    @Test
    void withoutTheocracyEveryMonkConvertingTogetherLosesItsFaith() {
        int[] f = faithAfter(null);
        assertTrue(f[0] < SPENT, "monk a: " + f[0]);
        assertTrue(f[1] < SPENT, "monk b: " + f[1]);
    }

    @Test
    void withTheocracyOnlyOneOfThemLosesItsFaith() {
        int[] f = faithAfter("ri-theocracy");
        assertEquals(FULL, Math.max(f[0], f[1]), "one keeps its faith");
        assertTrue(Math.min(f[0], f[1]) < SPENT, "one has spent it: " + Math.min(f[0], f[1]));
    }

    @Test
    void faithMakesAConversionTakeSixToFourteenMonkSeconds() {
        // the settings' 4 and 10 monk seconds (12 ticks each), Faith's convert-resist-min 2 and -max 4 on top
        int min = Integer.MAX_VALUE, max = 0;
        for (long seed = 1; seed <= 30; seed++) {
            MatchEngine m = match(seed, null, "ri-faith");
            int monk = Fixtures.spawn(m, "monk", 1, 15_500, 15_500);
            int knight = Fixtures.spawn(m, "knight", 2, 20_500, 15_500);
            assertTrue(m.execute(new Attack(1, new int[] {monk}, knight)).accepted());
            int t = 0;
            for (; t < 400 && m.entities().owner(knight) != 1; t++) m.step();
            assertEquals(1, m.entities().owner(knight), "seed " + seed + ": converted");
            min = Math.min(min, t);
            max = Math.max(max, t);
        }
        assertTrue(min >= 6 * 12 - 1, "never before 6 monk seconds (72 ticks): " + min);
        assertTrue(max <= 14 * 12 + 1, "always by 14 (168 ticks): " + max);
        assertTrue(max > 10 * 12 + 1, "some take longer than the plain 10 (120 ticks): " + max);
    }
}
