package org.openaok.sim;

import static org.openaok.sim.Fixtures.field;
import static org.openaok.sim.Fixtures.spawn;
import static org.openaok.sim.Fixtures.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.command.Garrison;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Pack;
import org.openaok.sim.api.command.Ungarrison;
import org.openaok.sim.api.command.Wall;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.system.Garrisons;
import org.openaok.sim.internal.engine.MatchEngine;

/** Armies on the move, walls and gates, siege that packs, transports, and the wins that are not conquest. */
class ArmyTest {
    private static final Rules R = Fixtures.rules();


    @Test
    void aGroupWalksAtItsSlowestPaceAndArrivesInFormation() {
        MatchEngine m = field(60);
        int[] g = new int[6];
        for (int i = 0; i < 3; i++) g[i] = spawn(m, "knight", 1, 10_000 + i * 800, 10_000);
        for (int i = 0; i < 3; i++) g[3 + i] = spawn(m, "archer", 1, 10_000 + i * 800, 11_000);
        assertTrue(m.execute(new Move(1, g, 40_000, 10_500)).accepted());
        // the archers' 0.96 tiles a second sets the pace: the knights (1.35) are no further on after 10 s
        steps(m, 100);
        int knightsX = 0, archersX = 0;
        for (int i = 0; i < 3; i++) knightsX += m.entities().x(g[i]);
        for (int i = 3; i < 6; i++) archersX += m.entities().x(g[3 + i - 3]);
        assertTrue(knightsX / 3 - 10_800 < 10_000 + 1500, "the knights kept to the archers' pace: " + knightsX / 3);
        steps(m, 400);
        // arrived: the knights in front (further along the way east), no two units on one spot
        int minKnight = Integer.MAX_VALUE, maxArcher = 0;
        for (int i = 0; i < 3; i++) minKnight = Math.min(minKnight, m.entities().x(g[i]));
        for (int i = 3; i < 6; i++) maxArcher = Math.max(maxArcher, m.entities().x(g[i]));
        assertTrue(minKnight > maxArcher, "the knights lead: " + minKnight + " against the archers' " + maxArcher);
        for (int a : g) for (int b : g) {
            if (a >= b) continue;
            long dx = m.entities().x(a) - m.entities().x(b), dy = m.entities().y(a) - m.entities().y(b);
            assertTrue(dx * dx + dy * dy > 500L * 500L, "two units on one spot");
        }
    }

    @Test
    void aWallIsLaidAsALineOfSegmentsAndRaisedOneAfterTheOther() {
        MatchEngine m = field(40);
        m.player(1).addStock(Resource.WOOD.ordinal(), 500_000);
        int v = spawn(m, "villager", 1, 10_500, 9_500);
        m.step(); // the villager's sight: a wall goes on explored ground only
        assertTrue(m.execute(new Wall(1, new int[] {v}, "palisade-wall", 8, 10, 13, 10)).accepted());
        steps(m, 1200);
        int wall = R.typeIndex("palisade-wall");
        assertEquals(6, m.player(1).count(wall), "six segments, all raised by the one villager");
        // the line shuts the way: a unit of the other player walks round it
        int tile = m.grid().tile(12, 10);
        assertFalse(m.grid().passable(tile, 1));
    }

    @Test
    void aGateLetsItsOwnerThroughAndNobodyElse() {
        MatchEngine m = field(40);
        int gate = m.lifecycle().placeBuilding(R.typeIndex("gate"), 1, 10, 20, true);
        assertTrue(gate != 0);
        // a wall either side, so the gate is the way
        for (int x = 0; x < 40; x++) if (x < 10 || x > 13) m.lifecycle().placeBuilding(R.typeIndex("stone-wall"), 1, x, 20, true);
        int own = spawn(m, "villager", 1, 11_500, 18_500), theirs = spawn(m, "villager", 2, 12_500, 18_500);
        assertTrue(m.execute(new Move(1, new int[] {own}, 11_500, 23_500)).accepted());
        assertTrue(m.execute(new Move(2, new int[] {theirs}, 12_500, 23_500)).accepted());
        steps(m, 300);
        assertTrue(m.entities().y(own) > 21_000, "the owner walked through");
        assertTrue(m.entities().y(theirs) < 20_000, "the other player did not");
    }

    @Test
    void aTrebuchetUnpacksToShootAndPacksToWalk() {
        MatchEngine m = field(60);
        int treb = spawn(m, "trebuchet-packed", 1, 10_000, 30_000);
        int house = m.lifecycle().placeBuilding(R.typeIndex("house"), 2, 30, 30, true);
        assertTrue(m.execute(new Attack(1, new int[] {treb}, house)).accepted());
        int hp = m.entities().hp(house);
        steps(m, 600);
        assertEquals("trebuchet", R.type(m.entities().type(treb)).word(), "unpacked where it could reach");
        assertTrue(m.entities().hp(house) < hp || !m.entities().present(house), "and shot");
        assertTrue(m.execute(new Pack(1, new int[] {treb}, true)).accepted());
        steps(m, 60);
        assertEquals("trebuchet-packed", R.type(m.entities().type(treb)).word());
    }

    @Test
    void aTransportCarriesUnitsAcrossWater() {
        TestMap t = TestMap.flat(40, 2).water(0, 15, 40, 10).put("TOWN_CENTER", 1, 2, 2).put("TOWN_CENTER", 2, 30, 30);
        MatchEngine m = Fixtures.start(t.map(), Fixtures.settings(4, "britons", "franks"));
        int ship = spawn(m, "transport-ship", 1, 20_000, 15_500);
        int[] men = {spawn(m, "militiaman", 1, 19_000, 13_500), spawn(m, "militiaman", 1, 21_000, 13_500)};
        assertTrue(m.execute(new Garrison(1, men, ship)).accepted());
        steps(m, 100);
        Garrisons g = m.require(Garrisons.class);
        assertEquals(2, g.count(ship), "both aboard");
        assertTrue(m.execute(new Ungarrison(1, ship, new int[0], 20_000, 27_000)).accepted());
        steps(m, 400);
        assertEquals(0, g.count(ship));
        for (int u : men) assertTrue(m.entities().y(u) >= 25_000, "landed across the water");
    }

    @Test
    void aWonderStandingItsYearsWins() {
        MatchSettings s = Fixtures.settings(4, "britons", "franks");
        s = new MatchSettings(4, s.seats(), 1, "standard", 200, "normal", "standard", "random-map", false, false, 0, 0);
        MatchEngine m = Fixtures.start(TestMap.flat(40, 2).put("TOWN_CENTER", 1, 1, 1).put("TOWN_CENTER", 2, 30, 30).map(), s);
        m.lifecycle().placeBuilding(R.typeIndex("wonder"), 1, 10, 10, true);
        int years = R.setting("wonder.years", 0) / 1000, yearTicks = R.setting("year.seconds", 0) / 100;
        m.step();
        var v = m.require(org.openaok.sim.api.system.Victory.class);
        assertEquals(years * yearTicks - 1, v.wonderTicksLeft(1));
        for (int i = 0; i < years * yearTicks + 5 && !m.outcome().over(); i++) m.step();
        assertTrue(m.outcome().over());
        assertEquals("wonder", m.outcome().reason());
        assertEquals(List.of(1), m.outcome().winners());
    }
}
