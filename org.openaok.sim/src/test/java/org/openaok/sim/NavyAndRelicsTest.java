package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.command.Garrison;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.system.Monks;
import org.openaok.sim.api.system.Victory;
import org.openaok.sim.internal.engine.MatchEngine;

/** Ships fighting on the water and the relic victory. */
class NavyAndRelicsTest {
    private static final Rules R = Fixtures.rules();

    private static int spawn(MatchEngine m, String word, int owner, int x, int y) {
        int id = m.lifecycle().spawnUnit(R.typeIndex(word), owner, x, y);
        assertTrue(id != 0, "no room for a " + word);
        return id;
    }

    private static MatchEngine sea() {
        // a lake across the middle of a 40-tile field
        TestMap t = TestMap.flat(40, 2).water(0, 10, 40, 20).put("TOWN_CENTER", 1, 2, 2).put("TOWN_CENTER", 2, 30, 34);
        return Fixtures.start(t.map(), Fixtures.settings(4, "vikings", "franks"));
    }

    @Test
    void aGalleySinksAFishingShipWithTenAShot() {
        MatchEngine m = sea();
        int galley = spawn(m, "galley", 1, 10_000, 15_000), fisher = spawn(m, "fishing-ship", 2, 14_000, 20_000);
        // pierce 6 against armour 4, and 8 more against ships: 10 a shot, six for the fishing ship's 60
        long hp = m.entities().hp(fisher);
        assertEquals(60_000, hp);
        assertTrue(m.execute(new Attack(1, new int[] {galley}, fisher)).accepted());
        int ticks = 0;
        while (m.entities().state(fisher) == Entities.ALIVE && ticks < 600) {
            m.step();
            ticks++;
            long now = m.entities().state(fisher) == Entities.ALIVE ? m.entities().hp(fisher) : 0;
            if (now != hp) assertEquals(0, (hp - now) % 10_000, "a shot takes 10");
            hp = now;
        }
        assertFalse(m.entities().state(fisher) == Entities.ALIVE, "sunk");
        // five reloads of 3 s between the six shots, with the first flight and the turning
        assertTrue(ticks >= 150 && ticks <= 220, "sunk after " + ticks / 10.0 + " s");
        assertEquals(R.type(m.entities().type(galley)).base().hp(), m.entities().hp(galley), "the fishing ship cannot hit back");
    }

    @Test
    void japaneseFishingShipsHaveTwiceTheHitPoints() {
        TestMap t = TestMap.flat(40, 2).water(0, 10, 40, 20).put("TOWN_CENTER", 1, 2, 2).put("TOWN_CENTER", 2, 30, 34);
        MatchEngine m = Fixtures.start(t.map(), Fixtures.settings(4, "japanese", "franks"));
        assertEquals(120_000, m.entities().hp(spawn(m, "fishing-ship", 1, 14_000, 20_000)));
        assertEquals(60_000, m.entities().hp(spawn(m, "fishing-ship", 2, 18_000, 20_000)));
    }

    @Test
    void aShipNeverLeavesTheWater() {
        MatchEngine m = sea();
        int galley = spawn(m, "galley", 1, 20_000, 15_000);
        assertTrue(m.execute(new Move(1, new int[] {galley}, 20_000, 36_000)).accepted(), "a move ashore is taken to the shore");
        Grid g = m.grid();
        for (int i = 0; i < 400; i++) {
            m.step();
            int tile = g.tileAt(m.entities().x(galley), m.entities().y(galley));
            assertTrue(m.entities().y(galley) >= 10_000 && m.entities().y(galley) < 30_000, "on the lake at tick " + i + ", tile " + tile);
        }
        assertTrue(m.entities().y(galley) > 27_000, "as far as the water goes: " + m.entities().y(galley));
    }

    @Test
    void holdingEveryRelicTheYearsItTakesWins() {
        MatchSettings s = Fixtures.settings(4, "britons", "franks");
        s = new MatchSettings(4, s.seats(), 1, "standard", 200, "normal", "relics", "random-map", false, false, 0, 0);
        TestMap t = TestMap.flat(40, 2).put("TOWN_CENTER", 1, 1, 1).put("TOWN_CENTER", 2, 30, 30).put("MONASTERY", 1, 10, 10)
                .put("RELIC", 0, 16, 11).put("RELIC", 0, 16, 14);
        MatchEngine m = Fixtures.start(t.map(), s);
        int monastery = 0;
        List<Integer> relics = new java.util.ArrayList<>();
        for (int id = 1; id < m.entities().end(); id++) {
            String w = R.type(m.entities().type(id)).word();
            if (w.equals("relic")) relics.add(id);
            if (w.equals("monastery")) monastery = id;
        }
        assertEquals(2, relics.size());
        Victory v = m.require(Victory.class);
        Monks monks = m.require(Monks.class);
        for (int relic : relics) {
            int monk = spawn(m, "monk", 1, 15_000, m.entities().y(relic) + 500);
            assertTrue(m.execute(new Gather(1, new int[] {monk}, relic)).accepted());
            for (int i = 0; i < 60; i++) m.step();
            assertEquals(relic, monks.relicCarried(monk));
            assertTrue(m.execute(new Garrison(1, new int[] {monk}, monastery)).accepted());
            for (int i = 0; i < 80; i++) m.step();
            if (relic != relics.get(relics.size() - 1)) assertEquals(-1, v.relicTicksLeft(1), "one relic of two counts nothing");
        }
        assertEquals(2, monks.relicsIn(monastery));
        int years = R.setting("relics.victory-years", 0) / 1000, yearTicks = R.setting("year.seconds", 0) / 100;
        int left = v.relicTicksLeft(1);
        assertTrue(left > 0 && left <= years * yearTicks, "counting down: " + left);
        for (int i = 0; i < left + 5 && !m.outcome().over(); i++) m.step();
        assertTrue(m.outcome().over());
        assertEquals("relics", m.outcome().reason());
        assertEquals(List.of(1), m.outcome().winners());
    }

    private static int thing(MatchEngine m, String word) {
        for (int id = 1; id < m.entities().end(); id++) if (R.type(m.entities().type(id)).word().equals(word)) return id;
        return 0;
    }

    @Test
    void aFishingShipBringsItsFishToTheDock() {
        // a salmon of 225 food four tiles off a dock on the lake's shore; a fishing ship's deep-water rate
        // 0.28 * 1.75 = 0.49 food a second and 15 a load: 30.6 s a load and a short sail each way
        TestMap t = TestMap.flat(40, 2).water(0, 10, 40, 20).put("TOWN_CENTER", 1, 2, 2).put("TOWN_CENTER", 2, 30, 34)
                .put("DOCK", 1, 20, 10).put("SALMON", 0, 21, 17);
        MatchEngine m = Fixtures.start(t.map(), Fixtures.settings(4, "vikings", "franks"));
        int salmon = thing(m, "salmon"), ship = spawn(m, "fishing-ship", 1, 21_500, 14_500);
        assertEquals(225_000, m.entities().amount(salmon));
        long food = m.player(1).stock(org.openaok.sim.api.rules.Resource.FOOD);
        assertTrue(m.execute(new Gather(1, new int[] {ship}, salmon)).accepted());
        for (int i = 0; i < 1200; i++) m.step();
        long brought = m.player(1).stock(org.openaok.sim.api.rules.Resource.FOOD) - food;
        var g = m.require(org.openaok.sim.api.system.Gathering.class);
        assertEquals(0, brought % 15_000, "whole loads: " + brought);
        assertEquals(45_000, brought, "three loads in two minutes");
        assertEquals(225_000, m.entities().amount(salmon) + g.carried(ship) + brought, "nothing lost on the way");
    }

    @Test
    void aFireShipBurnsAGalleyDownAtCloseRange() {
        // fire ship on galley: melee 1 - 0, pierce 2 - 6 (none), ship 3 - 0: 4 a blow every 0.25 s, 16 a second:
        // the galley's 120 in 7.5 s; the galley's arrows on it: pierce 6 - 6 (none), ship 8 - 5: 3 a shot every 3 s
        MatchEngine m = sea();
        int fire = spawn(m, "fire-ship", 1, 15_000, 15_000), galley = spawn(m, "galley", 2, 17_000, 15_000);
        assertTrue(m.execute(new Attack(1, new int[] {fire}, galley)).accepted());
        assertTrue(m.execute(new Attack(2, new int[] {galley}, fire)).accepted());
        int ticks = 0;
        while (m.entities().state(galley) == Entities.ALIVE && ticks < 400) {
            m.step();
            ticks++;
        }
        assertFalse(m.entities().state(galley) == Entities.ALIVE, "burnt");
        assertTrue(ticks >= 74 && ticks <= 90, "7.5 s of burning and the closing in: " + ticks / 10.0 + " s");
        long lost = 100_000 - m.entities().hp(fire);
        assertEquals(0, lost % 3_000, "galley shots of 3: " + lost);
        assertTrue(lost >= 6_000 && lost <= 12_000, "two to four shots in that time: " + lost);
    }

    @Test
    void aDemolitionShipBlowsUpAndHurtsEveryShipAroundIt() {
        // melee 110 on each galley within its blast of 2 tiles (armour melee 0): 120 - 110 = 10 left; the demolition ship is gone
        MatchEngine m = sea();
        int demo = spawn(m, "demolition-ship", 1, 12_000, 15_000);
        int[] galleys = {spawn(m, "galley", 2, 20_000, 15_000), spawn(m, "galley", 2, 21_000, 15_000), spawn(m, "galley", 2, 20_500, 16_000),
                spawn(m, "galley", 2, 30_000, 20_000)};
        assertTrue(m.execute(new Attack(1, new int[] {demo}, galleys[0])).accepted());
        for (int i = 0; i < 300 && m.entities().state(demo) == Entities.ALIVE; i++) m.step();
        assertFalse(m.entities().state(demo) == Entities.ALIVE, "it went off");
        for (int k = 0; k < 3; k++) assertEquals(10_000, m.entities().hp(galleys[k]), "galley " + k + " in the blast");
        assertEquals(120_000, m.entities().hp(galleys[3]), "the galley far off is untouched");
    }

    @Test
    void aFishingShipBuildsAFishTrapInTheFeudalAgeAndFishesIt() {
        TestMap t = TestMap.flat(40, 2).water(0, 10, 40, 20).put("TOWN_CENTER", 1, 2, 2).put("TOWN_CENTER", 2, 30, 34).put("DOCK", 1, 20, 10);
        MatchSettings s = Fixtures.settings(4, "franks", "britons");
        s = new MatchSettings(4, s.seats(), 2, "standard", 200, "normal", "standard", "random-map", false, false, 0, 0);
        MatchEngine m = Fixtures.start(t.map(), s);
        int ship = spawn(m, "fishing-ship", 1, 22_500, 14_500);
        var dark = Fixtures.start(t.map(), Fixtures.settings(4, "franks", "britons"));
        int darkShip = dark.lifecycle().spawnUnit(R.typeIndex("fishing-ship"), 1, 22_500, 14_500);
        var refused = dark.execute(new org.openaok.sim.api.command.Build(1, new int[] {darkShip}, "fish-trap", 24, 14));
        assertFalse(refused.accepted(), "not in the Dark Age");
        assertEquals(org.openaok.sim.api.command.Refusal.NOT_AVAILABLE, refused.refusal().code(), refused.refusal().message());
        assertFalse(m.execute(new org.openaok.sim.api.command.Build(1, new int[] {ship}, "fish-trap", 24, 5)).accepted(), "not on land");
        assertTrue(m.execute(new org.openaok.sim.api.command.Build(1, new int[] {ship}, "fish-trap", 24, 14)).accepted());
        int trap = 0;
        int ticks = 0;
        for (; ticks < 900; ticks++) {
            m.step();
            trap = thing(m, "fish-trap");
            if (trap != 0 && m.entities().state(trap) == Entities.ALIVE) break;
        }
        // 53 s for one builder, and the few seconds' sail to it
        assertTrue(ticks >= 530 && ticks <= 600, "built after " + ticks / 10.0 + " s");
        assertEquals(700_000, m.entities().amount(trap));
        long food = m.player(1).stock(org.openaok.sim.api.rules.Resource.FOOD);
        if (m.entities().order(ship) == org.openaok.sim.api.state.OrderKind.IDLE) assertTrue(m.execute(new Gather(1, new int[] {ship}, trap)).accepted());
        for (int i = 0; i < 1200; i++) m.step();
        assertTrue(m.player(1).stock(org.openaok.sim.api.rules.Resource.FOOD) - food >= 30_000, "food from the trap");
        assertTrue(m.entities().amount(trap) < 700_000);
    }
}
