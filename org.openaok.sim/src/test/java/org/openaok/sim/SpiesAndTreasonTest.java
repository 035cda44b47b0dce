package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openaok.sim.Fixtures.steps;


import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Research;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.state.Stance;
import org.openaok.sim.api.system.Prices;
import org.openaok.sim.api.system.Vision;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * What the data's research does to sight and to prices: Cartography shows an ally's sight, Spies
 * every other player's at a price by their civilians, Treason (Spies in Regicide) the Kings for a
 * few seconds, again and again; the Chinese pay less for research, not for the ages.
 */
class SpiesAndTreasonTest {
    private static final Rules R = Fixtures.rules();
    private static final int GOLD = Resource.GOLD.ordinal(), FOOD = Resource.FOOD.ordinal();

    private static MatchSettings settings(int age, String mode, String... civs) {
        MatchSettings s = Fixtures.settings(7, civs);
        return new MatchSettings(7, s.seats(), age, "standard", 200, "normal", "conquest", mode, false, false, 0, 0);
    }

    private static int first(MatchEngine m, String word, int owner) {
        for (int k = 0; k < m.entities().buildings().size(); k++) {
            int b = m.entities().buildings().get(k);
            if (m.entities().type(b) == R.typeIndex(word) && m.entities().owner(b) == owner) return b;
        }
        for (int k = 0; k < m.entities().units().size(); k++) {
            int u = m.entities().units().get(k);
            if (m.entities().type(u) == R.typeIndex(word) && m.entities().owner(u) == owner) return u;
        }
        return 0;
    }

    private static void rich(MatchEngine m, int p) {
        for (Resource r : Resource.values()) m.player(p).addStock(r.ordinal(), 5_000_000);
    }

    @Test
    void cartographyShowsWhatAnAllySees() {
        // a third seat, the allies' enemy, keeps the match from being won at once
        MatchEngine m = Fixtures.start(TestMap.flat(80, 3).put("TOWN_CENTER", 1, 2, 2).put("MARKET", 1, 10, 2)
                .put("TOWN_CENTER", 2, 70, 70).put("VILLAGER", 2, 60, 60).put("TOWN_CENTER", 3, 70, 2).map(),
                settings(2, "random-map", "britons", "franks", "celts"));
        for (int a = 1; a <= 2; a++) m.player(a).setStance(3 - a, Stance.ALLY);
        rich(m, 1);
        Vision v = m.require(Vision.class);
        int tile = m.grid().tile(60, 60);
        steps(m, 2);
        assertFalse(v.visible(1, tile), "an ally's sight is its own until Cartography");
        var r = m.execute(new Research(1, first(m, "market", 1), "ri-cartography"));
        assertTrue(r.accepted(), r.toString());
        steps(m, 61 * 10);
        assertTrue(m.player(1).researched(R.techIndex("ri-cartography")));
        assertTrue(v.visible(1, tile), "with Cartography it sees what its ally's villager sees");
        assertTrue(v.explored(1, tile));
        assertFalse(v.visible(1, m.grid().tile(40, 40)), "but not what nobody sees");
    }

    @Test
    void spiesCostsTwoHundredGoldAnEnemyCivilianAndShowsWhatTheEnemySees() {
        MatchEngine m = Fixtures.start(TestMap.flat(80, 2).put("TOWN_CENTER", 1, 2, 2).put("CASTLE", 1, 10, 2)
                .put("TOWN_CENTER", 2, 70, 70).put("VILLAGER", 2, 60, 60).put("VILLAGER", 2, 61, 60).put("TRADE_CART", 2, 75, 10)
                .put("MILITIA", 2, 50, 70).map(), settings(4, "random-map", "britons", "franks"));
        rich(m, 1);
        int spies = R.techIndex("ri-spies");
        Prices prices = m.require(Prices.class);
        // two villagers and a trade cart (the militia is no civilian)
        assertEquals(600_000, prices.techPrice(1, spies)[GOLD]);
        Vision v = m.require(Vision.class);
        int tile = m.grid().tile(60, 60);
        steps(m, 2);
        assertFalse(v.visible(1, tile));
        long gold = m.player(1).stock(Resource.GOLD);
        assertTrue(m.execute(new Research(1, first(m, "castle", 1), "ri-spies")).accepted());
        assertEquals(gold - 600_000, m.player(1).stock(Resource.GOLD), "charged by the civilians");
        steps(m, 20);
        assertTrue(m.player(1).researched(spies));
        assertTrue(v.visible(1, tile), "it sees what the enemy's villagers see");
        assertTrue(v.sees(1, first(m, "villager", 2)));
        assertFalse(v.visible(1, m.grid().tile(40, 40)));
        assertFalse(v.visible(2, m.grid().tile(10, 2)), "the enemy sees nothing more");
    }

    @Test
    void spiesCostsAtLeastTwoHundredAndAtMostThirtyThousand() {
        TestMap map = TestMap.flat(120, 2).put("TOWN_CENTER", 1, 2, 2).put("TOWN_CENTER", 2, 110, 110);
        MatchEngine none = Fixtures.start(map.map(), settings(4, "random-map", "britons", "franks"));
        assertEquals(200_000, none.require(Prices.class).techPrice(1, R.techIndex("ri-spies"))[GOLD], "no civilian counts as one");
        for (int i = 0; i < 160; i++) map.put("VILLAGER", 2, 30 + i % 80, 60 + i / 80);
        MatchEngine many = Fixtures.start(map.map(), settings(4, "random-map", "britons", "franks"));
        assertEquals(160, many.player(2).count(R.typeIndex("villager")));
        assertEquals(30_000_000, many.require(Prices.class).techPrice(1, R.techIndex("ri-spies"))[GOLD], "160 villagers: the cap");
    }

    @Test
    void theChinesePayLessForResearchButNotForTheAges() {
        MatchEngine m = Fixtures.start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 2, 2).put("BLACKSMITH", 1, 20, 20).map(),
                settings(2, "random-map", "chinese"));
        rich(m, 1);
        Prices prices = m.require(Prices.class);
        assertEquals(135_000, prices.techPrice(1, R.techIndex("ri-forging"))[FOOD], "Forging, 150 food, 10% off in the Feudal Age");
        assertEquals(800_000, prices.techPrice(1, R.techIndex("castle-age"))[FOOD], "the Castle Age at its price");
        long food = m.player(1).stock(Resource.FOOD);
        assertTrue(m.execute(new Research(1, first(m, "blacksmith", 1), "ri-forging")).accepted());
        assertEquals(food - 135_000, m.player(1).stock(Resource.FOOD), "the command charges the same");
        MatchEngine britons = Fixtures.start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 2, 2).map(), settings(2, "random-map", "britons"));
        assertEquals(150_000, britons.require(Prices.class).techPrice(1, R.techIndex("ri-forging"))[FOOD]);
    }

    @Test
    void treasonShowsTheKingsForTenSecondsAndCanBeBoughtAgain() {
        MatchEngine m = Fixtures.start(TestMap.flat(80, 2).put("TOWN_CENTER", 1, 2, 2).put("CASTLE", 1, 10, 2).put("KING", 1, 8, 8)
                .put("TOWN_CENTER", 2, 70, 70).put("KING", 2, 60, 60).put("VILLAGER", 2, 61, 60).put("VILLAGER", 2, 62, 60).map(),
                settings(4, "regicide", "britons", "franks"));
        rich(m, 1);
        int spies = R.techIndex("ri-spies");
        assertEquals(400_000, m.require(Prices.class).techPrice(1, spies)[GOLD], "a flat price, whatever the civilians");
        Vision v = m.require(Vision.class);
        int king = first(m, "king", 2), kingTile = m.grid().tileAt(m.entities().x(king), m.entities().y(king));
        steps(m, 2);
        assertFalse(v.sees(1, king));
        for (int round = 0; round < 2; round++) {
            long gold = m.player(1).stock(Resource.GOLD);
            assertTrue(m.execute(new Research(1, first(m, "castle", 1), "ri-spies")).accepted(), "round " + round);
            assertEquals(gold - 400_000, m.player(1).stock(Resource.GOLD));
            steps(m, 15);
            assertFalse(m.player(1).researched(spies), "Treason is never done with");
            assertTrue(v.sees(1, king), "the enemy King shows");
            assertFalse(v.sees(1, first(m, "villager", 2)), "nothing else does");
            assertFalse(v.visible(1, kingTile), "its ground is not in sight");
            assertTrue(v.explored(1, kingTile), "but explored");
            steps(m, 100);
            assertFalse(v.sees(1, king), "ten seconds later it is hidden again");
        }
    }

    @Test
    void atheismHalvesTheSpiesPrice() {
        MatchEngine m = Fixtures.start(TestMap.flat(80, 2).put("TOWN_CENTER", 1, 2, 2).put("CASTLE", 1, 10, 2)
                .put("TOWN_CENTER", 2, 70, 70).put("VILLAGER", 2, 60, 60).put("VILLAGER", 2, 61, 60).map(),
                settings(4, "random-map", "huns", "franks"));
        rich(m, 1);
        assertTrue(m.execute(new Research(1, first(m, "castle", 1), "ri-atheism")).accepted());
        steps(m, 61 * 10);
        assertTrue(m.player(1).researched(R.techIndex("ri-atheism")));
        assertEquals(200_000, m.require(Prices.class).techPrice(1, R.techIndex("ri-spies"))[GOLD], "two villagers, half price");
    }
}
