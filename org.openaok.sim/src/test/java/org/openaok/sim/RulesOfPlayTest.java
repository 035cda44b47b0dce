package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Build;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.Delete;
import org.openaok.sim.api.command.Diplomacy;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Research;
import org.openaok.sim.api.command.Reseed;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.command.Trade;
import org.openaok.sim.api.command.Train;
import org.openaok.sim.api.command.Tribute;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.system.Market;
import org.openaok.sim.api.system.Vision;
import org.openaok.sim.internal.engine.MatchEngine;

/** Farms, herds, the market, tribute, sight and the ends of a match, against the tables. */
class RulesOfPlayTest {
    private static final Rules R = Fixtures.rules();

    private static int first(MatchEngine m, String word, int owner) {
        int t = m.rules().typeIndex(word);
        Entities e = m.entities();
        for (int id = 1; id < e.end(); id++) if (e.type(id) == t && e.present(id) && (owner < 0 || e.owner(id) == owner)) return id;
        return 0;
    }

    private static Result run(MatchEngine m, Command c) {
        Result r = m.execute(c);
        return r;
    }

    private static void steps(MatchEngine m, int n) { for (int i = 0; i < n; i++) m.step(); }

    @Test
    void aFarmRunsOutAndIsLaidAgainFromTheReseedQueue() {
        MatchEngine m = Fixtures.start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 2, 2).put("MILL", 1, 20, 20).put("VILLAGER", 1, 22, 23).map(),
                Fixtures.settings(3, "britons"));
        m.player(1).addStock(Resource.WOOD.ordinal(), 500_000);
        int villager = first(m, "villager", 1), mill = first(m, "mill", 1);
        int farmFood = R.type("farm").orElseThrow().amount(); // 175 food
        assertEquals(175_000, farmFood);
        assertTrue(run(m, new Build(1, new int[] {villager}, "farm", 22, 20)).accepted());
        assertTrue(run(m, new Reseed(1, mill, 1)).accepted());
        long wood = m.player(1).stock(Resource.WOOD);
        long food = m.player(1).stock(Resource.FOOD);
        int farm = first(m, "farm", 1);
        // the farmer farms what it built
        int rate = R.task("farmer").orElseThrow().rate();
        int ticks = 0;
        while (m.entities().present(farm) && ticks < 20_000) {
            m.step();
            ticks++;
        }
        assertFalse(m.entities().present(farm), "the farm ran out");
        // at the farmer's rate, with loads walked to the mill beside it, 175 food take a little more than 175/rate seconds
        double pure = 175.0 / (rate / 1000.0) + R.type("farm").orElseThrow().base().time() / 1000.0;
        assertTrue(ticks / 10.0 >= pure && ticks / 10.0 < pure * 1.4, ticks / 10.0 + " s for a farm, the rate alone gives " + pure);
        // the paid-for reseed lays it again where it was
        steps(m, 5);
        int again = first(m, "farm", 1);
        assertNotEquals(0, again, "a new farm from the reseed queue");
        assertEquals(wood, m.player(1).stock(Resource.WOOD), "the reseed was paid when queued");
        steps(m, 3000);
        assertTrue(m.player(1).stock(Resource.FOOD) - food >= farmFood, "the first farm's food was brought in");
    }

    @Test
    void sheepBelongToWhoeverSeesThemFirst() {
        MatchEngine m = Fixtures.start(TestMap.flat(60, 2).put("TOWN_CENTER", 1, 5, 5).put("TOWN_CENTER", 2, 50, 50)
                .put("SHEEP", 0, 8, 12).put("SHEEP", 0, 30, 30).put("SCOUT", 2, 45, 45).map(), Fixtures.settings(3, "britons", "franks"));
        m.step();
        int near = 0, far = 0;
        for (int id = 1; id < m.entities().end(); id++) {
            if (!m.rules().type(m.entities().type(id)).word().equals("sheep")) continue;
            if (m.entities().x(id) < 20_000) near = id; else far = id;
        }
        assertEquals(1, m.entities().owner(near), "the sheep in player 1's sight");
        assertEquals(0, m.entities().owner(far), "nobody sees the middle one yet");
        int scout = first(m, "scout-cavalry", 2);
        assertTrue(run(m, new Move(2, new int[] {scout}, 31_000, 32_000)).accepted());
        steps(m, 200);
        assertEquals(2, m.entities().owner(far), "the scout found it");
    }

    @Test
    void theMarketsPricesMoveWithEachLot() {
        MatchEngine m = Fixtures.start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 2, 2).put("MARKET", 1, 20, 20).put("VILLAGER", 1, 30, 30).map(),
                Fixtures.settings(3, "britons"));
        m.player(1).addStock(Resource.GOLD.ordinal(), 1_000_000);
        Market market = m.require(Market.class);
        int food = Resource.FOOD.ordinal();
        // the base price of food 100 gold a lot; the fee 30% on top to buy, off to sell
        assertEquals(130_000, market.price(1, food, true));
        assertEquals(70_000, market.price(1, food, false));
        long gold = m.player(1).stock(Resource.GOLD);
        assertTrue(run(m, new Trade(1, true, "food")).accepted());
        assertEquals(gold - 130_000, m.player(1).stock(Resource.GOLD));
        // each lot bought raises the base by 3: 103 x 1.3 = 133.9
        assertEquals(133_900, market.price(1, food, true));
        assertFalse(run(m, new Trade(1, true, "gold")).accepted(), "gold is not traded for gold");
    }

    @Test
    void tributeCostsItsTaxOnTopAndNeedsAMarket() {
        MatchEngine m = Fixtures.start(TestMap.flat(60, 2).put("TOWN_CENTER", 1, 2, 2).put("TOWN_CENTER", 2, 50, 50)
                .put("VILLAGER", 1, 10, 10).put("VILLAGER", 2, 40, 40).map(), Fixtures.settings(3, "britons", "franks"));
        assertFalse(run(m, new Tribute(1, 2, "wood", 100)).accepted(), "no market yet");
        Result none = run(m, new Tribute(1, 2, "wood", 100));
        assertTrue(none.refusal().message().contains("market"), none.toString());
    }

    @Test
    void refusedCommandsSayWhyAndChangeNothing() {
        MatchEngine m = Fixtures.start(TestMap.flat(40, 2).put("TOWN_CENTER", 1, 2, 2).put("VILLAGER", 1, 10, 10)
                .put("TOWN_CENTER", 2, 30, 30).put("VILLAGER", 2, 25, 25).map(), Fixtures.settings(3, "britons", "franks"));
        long h = m.hash();
        int tc1 = first(m, "town-center", 1), tc2 = first(m, "town-center", 2), v2 = first(m, "villager", 2);
        List<Result> refused = List.of(
                run(m, new Train(1, tc2, "villager", 1)),
                run(m, new Train(1, tc1, "knight", 1)),
                run(m, new Train(1, tc1, "villager", 99)),
                run(m, new Train(1, tc1, "unicorn", 1)),
                run(m, new Research(1, tc1, "castle-age")),
                run(m, new Move(1, new int[] {v2}, 1000, 1000)),
                run(m, new Build(1, new int[] {first(m, "villager", 1)}, "castle", 5, 5)),
                run(m, new Build(1, new int[] {first(m, "villager", 1)}, "house", 1, 1)),
                run(m, new Delete(1, tc2)),
                run(m, new Gather(1, new int[] {first(m, "villager", 1)}, tc1)));
        for (Result r : refused) {
            assertFalse(r.accepted(), r.command() + " was carried out");
            assertFalse(r.refusal().message().isBlank());
        }
        m.step();
        MatchEngine fresh = Fixtures.start(TestMap.flat(40, 2).put("TOWN_CENTER", 1, 2, 2).put("VILLAGER", 1, 10, 10)
                .put("TOWN_CENTER", 2, 30, 30).put("VILLAGER", 2, 25, 25).map(), Fixtures.settings(3, "britons", "franks"));
        assertEquals(h, fresh.hash());
        fresh.step();
        assertEquals(fresh.hash(), m.hash(), "the refused commands changed nothing");
    }

    @Test
    void sightComesFromOwnThingsAndExploredStays() {
        MatchEngine m = Fixtures.start(TestMap.flat(80, 2).put("TOWN_CENTER", 1, 2, 2).put("SCOUT", 1, 10, 10)
                .put("TOWN_CENTER", 2, 70, 70).put("VILLAGER", 2, 65, 65).map(), Fixtures.settings(3, "britons", "franks"));
        Vision v = m.require(Vision.class);
        int tile = m.grid().tile(40, 40);
        assertFalse(v.visible(1, tile));
        int scout = first(m, "scout-cavalry", 1);
        assertTrue(run(m, new Move(1, new int[] {scout}, 40_500, 40_500)).accepted());
        steps(m, 400);
        assertTrue(v.visible(1, tile), "the scout sees where it stands");
        assertTrue(run(m, new Move(1, new int[] {scout}, 10_500, 10_500)).accepted());
        steps(m, 400);
        assertFalse(v.visible(1, tile), "gone out of sight");
        assertTrue(v.explored(1, tile), "but explored");
        assertFalse(v.explored(2, tile), "player 2 never went there");
    }

    @Test
    void aPlayerWithNothingLeftIsDefeatedAndTheLastStandingWins() {
        MatchEngine m = Fixtures.start(TestMap.flat(40, 2).put("TOWN_CENTER", 1, 2, 2).put("VILLAGER", 1, 10, 10)
                .put("VILLAGER", 2, 30, 30).map(), Fixtures.settings(3, "britons", "franks"));
        assertTrue(run(m, new Delete(2, first(m, "villager", 2))).accepted());
        m.step();
        assertTrue(m.player(2).defeated());
        assertTrue(m.outcome().over());
        assertEquals(List.of(1), m.outcome().winners());
        assertEquals("conquest", m.outcome().reason());
    }

    @Test
    void alliesWinTogether() {
        var s = Fixtures.settings(3, "britons", "franks", "goths");
        var seats = List.of(new SeatSettings(1, "britons", 1, 1, false, "", ""), new SeatSettings(2, "franks", 1, 2, false, "", ""),
                new SeatSettings(3, "goths", 2, 3, false, "", ""));
        MatchEngine m = Fixtures.start(TestMap.flat(60, 3).put("TOWN_CENTER", 1, 2, 2).put("TOWN_CENTER", 2, 50, 2)
                .put("VILLAGER", 3, 30, 50).map(), s.withSeats(seats));
        assertFalse(run(m, new Diplomacy(3, 1, "ally")).accepted() && false);
        assertTrue(run(m, new Delete(3, first(m, "villager", 3))).accepted());
        m.step();
        assertEquals(List.of(1, 2), m.outcome().winners());
    }

    @Test
    void inRegicideTheKingsDeathIsDefeat() {
        MatchSettings s = Fixtures.settings(3, "britons", "franks");
        s = new MatchSettings(3, s.seats(), 1, "standard", 200, "normal", "conquest", "regicide", false, false, 0, 0);
        MatchEngine m = Fixtures.start(TestMap.flat(40, 2).put("TOWN_CENTER", 1, 2, 2).put("KING", 1, 10, 10)
                .put("TOWN_CENTER", 2, 30, 30).put("KING", 2, 25, 25).map(), s);
        assertTrue(run(m, new Delete(2, first(m, "king", 2))).accepted());
        m.step();
        assertTrue(m.player(2).defeated(), "the king is dead");
        assertEquals(0, first(m, "town-center", 2), "a defeated player's things are destroyed");
    }

    @Test
    void deathMatchStartsRich() {
        MatchSettings s = Fixtures.settings(3, "britons");
        s = new MatchSettings(3, s.seats(), 1, "deathmatch", 200, "normal", "conquest", "death-match", false, false, 0, 0);
        MatchEngine m = Fixtures.start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 2, 2).map(), s);
        assertEquals(R.setting("start.deathmatch.wood", 0), m.player(1).stock(Resource.WOOD));
        assertEquals(20_000_000, m.player(1).stock(Resource.WOOD));
    }
}
