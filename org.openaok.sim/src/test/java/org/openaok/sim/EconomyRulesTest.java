package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Build;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.Research;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.command.Train;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * The economy's rules against the data, on hand-made maps where the arithmetic can be done by hand.
 * A tick is 100 ms. Every expected figure is worked out in the test from the tables' numbers.
 */
class EconomyRulesTest {
    private static final Rules R = Fixtures.rules();

    private static MatchEngine start(TestMap map) { return Fixtures.start(map.map(), Fixtures.settings(7, "britons")); }

    private static int first(MatchEngine m, String word) {
        int t = m.rules().typeIndex(word);
        Entities e = m.entities();
        for (int id = 1; id < e.end(); id++) if (e.type(id) == t && e.present(id)) return id;
        throw new AssertionError("no " + word);
    }

    private static int count(MatchEngine m, int player, String word) { return m.player(player).count(m.rules().typeIndex(word)); }

    private static void ok(MatchEngine m, Command c) {
        Result r = m.submit(c);
        assertTrue(r.accepted(), r.toString());
    }

    private static void steps(MatchEngine m, int n) { for (int i = 0; i < n; i++) m.step(); }

    /** Seconds of the tables as ticks. */
    private static int ticks(int millis) { return (millis + 99) / 100; }

    @Test
    void aTownCenterTrainsAVillagerInItsTime() {
        MatchEngine m = start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 10, 10).put("VILLAGER", 1, 20, 20));
        int time = R.type("villager").orElseThrow().base().time(); // 25 s in the tables
        assertEquals(25_000, time);
        int tc = first(m, "town-center");
        long food = m.player(1).stock(Resource.FOOD);
        ok(m, new Train(1, tc, "villager", 1));
        steps(m, ticks(time) - 1);
        assertEquals(1, count(m, 1, "villager"), "not yet, a tick before its time");
        m.step();
        assertEquals(2, count(m, 1, "villager"), "the villager after " + time + " ms");
        assertEquals(food - R.type("villager").orElseThrow().base().cost(Resource.FOOD), m.player(1).stock(Resource.FOOD),
                "paid once, when queued");
    }

    @Test
    void aHouseTakesItsTimeWithOneBuilderAndThreeQuartersOfItWithTwo() {
        int time = R.type("house").orElseThrow().base().time(); // 25 s
        assertEquals(25_000, time);
        // one builder: 3t/(1+2) = t
        assertEquals(ticks(time), buildTicks(1));
        // two builders: 3t/(2+2) = 18.75 s, finished in the tick that reaches it
        assertEquals(ticks(3 * time / 4), buildTicks(2));
        // three: 3t/5 = 15 s
        assertEquals(ticks(3 * time / 5), buildTicks(3));
    }

    private static int buildTicks(int builders) {
        TestMap t = TestMap.flat(40, 1).put("TOWN_CENTER", 1, 2, 2);
        for (int b = 0; b < builders; b++) t.put("VILLAGER", 1, 20 + b, 19);
        MatchEngine m = start(t);
        int[] units = new int[builders];
        int vil = m.rules().typeIndex("villager");
        int k = 0;
        for (int id = 1; id < m.entities().end(); id++) if (m.entities().type(id) == vil) units[k++] = id;
        // the house's footprint starts the row below the builders: each stands within reach
        ok(m, new Build(1, units, "house", 20, 20));
        for (int tick = 1; tick < 1000; tick++) {
            m.step();
            if (count(m, 1, "house") == 1) return tick;
        }
        throw new AssertionError("the house was never finished");
    }

    @Test
    void feudalAgeTakesItsResearchTime() {
        MatchEngine m = start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 10, 10).put("BARRACKS", 1, 20, 10).put("MILL", 1, 20, 20)
                .put("VILLAGER", 1, 30, 30));
        m.player(1).addStock(Resource.FOOD.ordinal(), 300_000);
        int time = R.tech("feudal-age").orElseThrow().time(); // 130 s
        assertEquals(130_000, time);
        ok(m, new Research(1, first(m, "town-center"), "feudal-age"));
        steps(m, ticks(time) - 1);
        assertEquals(1, m.player(1).age());
        m.step();
        assertEquals(2, m.player(1).age());
    }

    @Test
    void feudalAgeNeedsTwoDarkAgeBuildings() {
        MatchEngine m = start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 10, 10).put("MILL", 1, 20, 20).put("VILLAGER", 1, 30, 30));
        m.player(1).addStock(Resource.FOOD.ordinal(), 300_000);
        Result r = m.submit(new Research(1, first(m, "town-center"), "feudal-age"));
        m.step();
        assertTrue(m.player(1).pending(R.techIndex("feudal-age")) == false, r.toString());
    }

    @Test
    void aForagerNextToAMillGathersAtTheTasksRate() {
        // the bush touches the mill: no walking, so 60 s give exactly 60 x the rate
        MatchEngine m = start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 2, 2).put("MILL", 1, 20, 20).put("FORAGE", 0, 22, 20)
                .put("VILLAGER", 1, 22, 21));
        int rate = R.task("forager").orElseThrow().rate(); // 0.31 food a second
        int carry = R.task("forager").orElseThrow().carry(); // 10
        int villager = first(m, "villager"), bush = first(m, "forage");
        long before = m.player(1).stock(Resource.FOOD);
        ok(m, new Gather(1, new int[] {villager}, bush));
        steps(m, 600);
        Gathering g = m.require(Gathering.class);
        // a tick gathers rate/10; a load is full in the tick that reaches the capacity, and what that tick
        // gathers past it is lost, as the original clamps the load to the capacity
        int perTick = rate / 10;
        int ticksPerLoad = (carry + perTick - 1) / perTick; // 323 ticks for 10 food at 31 a tick
        long loads = 600 / ticksPerLoad;
        long carried = (600 % ticksPerLoad) * (long) perTick;
        assertEquals(loads * carry, m.player(1).stock(Resource.FOOD) - before, "whole loads of " + carry + " dropped");
        assertEquals(carried, g.carried(villager), "and the load under way");
    }

    @Test
    void aForagerWalkingToTheMillBringsLessThanTheRateAllows() {
        // six tiles between the bush and the mill: each load of 10 takes 10/0.31 s of work and the walk there and back
        MatchEngine m = start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 2, 2).put("MILL", 1, 14, 20).put("FORAGE", 0, 22, 20)
                .put("VILLAGER", 1, 22, 21));
        int rate = R.task("forager").orElseThrow().rate();
        int speed = R.type("villager").orElseThrow().base().speed(); // 0.8 tiles a second
        int villager = first(m, "villager");
        ok(m, new Gather(1, new int[] {villager}, first(m, "forage")));
        steps(m, 600);
        long food = m.player(1).stock(Resource.FOOD) - 200_000 + m.require(Gathering.class).carried(villager);
        // the walk: from within reach (0.75) of the bush's edge at x=22 to within reach of the mill's edge at x=16,
        // 6 - 2 x 0.75 = 4.5 tiles each way at most, 9 tiles a round trip; at least 6 - 2 x 1.5 (diagonal stands)
        double work = 10.0 / (rate / 1000.0);
        double roundTripMax = 2 * 4.5 / (speed / 1000.0), roundTripMin = 2 * 3.0 / (speed / 1000.0);
        long loadsMin = (long) Math.floor(60 / (work + roundTripMax)), loadsMax = (long) Math.ceil(60 / (work + roundTripMin));
        assertTrue(food >= loadsMin * 10_000 && food <= 60L * rate, "food " + food + " outside " + loadsMin + " loads .. the rate's " + 60L * rate);
        assertTrue(food < 60L * rate, "walking costs time: " + food);
        assertTrue(m.player(1).stock(Resource.FOOD) - 200_000 <= loadsMax * 10_000);
    }

    @Test
    void aBoarsFoodIsBroughtHomeWhole() {
        // hunters kill the boar beside the town center and bring home every bit of its food
        TestMap t = TestMap.flat(40, 1).put("TOWN_CENTER", 1, 10, 10).put("BOAR", 0, 16, 11);
        for (int i = 0; i < 5; i++) t.put("VILLAGER", 1, 15, 9 + i);
        MatchEngine m = start(t);
        int boar = first(m, "boar");
        int food = R.type("boar").orElseThrow().amount(); // 340
        assertEquals(340_000, food);
        int vil = m.rules().typeIndex("villager");
        int[] hunters = new int[5];
        int k = 0;
        for (int id = 1; id < m.entities().end(); id++) if (m.entities().type(id) == vil) hunters[k++] = id;
        long before = m.player(1).stock(Resource.FOOD);
        ok(m, new Gather(1, hunters, boar));
        for (int s = 0; s < 6000 && m.entities().present(boar); s++) m.step();
        assertFalse(m.entities().present(boar), "the boar's food was all taken");
        Gathering g = m.require(Gathering.class);
        for (int s = 0; s < 600; s++) {
            long carried = 0;
            for (int h : hunters) if (m.entities().alive(h)) carried += g.carried(h);
            if (carried == 0) break;
            m.step();
        }
        assertEquals(food, m.player(1).stock(Resource.FOOD) - before, "all " + food / 1000 + " food at the town center");
        boolean bitten = count(m, 1, "villager") < 5;
        for (int h : hunters) if (m.entities().alive(h) && m.entities().hp(h) < 25_000) bitten = true;
        assertTrue(bitten, "the boar fought back");
    }

    @Test
    void theWoodcuttersOfAFelledTreeSpreadAlongTheForestEdge() {
        // a row of trees at x=24 beside a lumber camp; four woodcutters on the middle one, which is all but used up
        TestMap map = TestMap.flat(40, 1).put("TOWN_CENTER", 1, 2, 2).put("LUMBER_CAMP", 1, 20, 19);
        for (int y = 14; y <= 26; y++) map.put("OAKTREE", 0, 24, y);
        for (int y = 18; y <= 21; y++) map.put("VILLAGER", 1, 23, y);
        MatchEngine m = start(map);
        Entities e = m.entities();
        int tree = 0;
        int[] cutters = new int[4];
        int n = 0;
        for (int id = 1; id < e.end(); id++) {
            if (!e.present(id)) continue;
            String w = m.rules().type(e.type(id)).word();
            if (w.equals("villager")) cutters[n++] = id;
            if (m.rules().type(e.type(id)).unitClass().equals("tree") && e.y(id) / 1000 == 20) tree = id;
        }
        ok(m, new Gather(1, cutters, tree));
        e.setAmount(tree, 1);
        steps(m, 30);
        assertFalse(e.present(tree), "the tree used up");
        java.util.Map<Integer, Integer> on = new java.util.TreeMap<>();
        for (int u : cutters) {
            assertEquals(org.openaok.sim.api.state.OrderKind.GATHER, e.order(u), "still cutting wood");
            on.merge(e.target(u), 1, Integer::sum);
        }
        // the nearest tree alone would take all four (one tile off, two on one side); with the crowding counted, no tree takes more than two
        assertTrue(on.values().stream().allMatch(c -> c <= 2), "the next trees: " + on);
        assertTrue(on.size() >= 2, "spread: " + on);
    }

    @Test
    void aWalkToWhereNoWayLeadsEndsWhereItCanGetNoCloser() {
        // a lake from x=20 east: a walk to its middle stops at the shore, its order done, not left a walk that never moves
        MatchEngine m = start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 2, 2).water(20, 0, 20, 40).put("VILLAGER", 1, 15, 20));
        int v = first(m, "villager");
        ok(m, new org.openaok.sim.api.command.Move(1, new int[] {v}, 30_500, 20_500));
        steps(m, 300);
        Entities e = m.entities();
        assertTrue(e.x(v) > 18_000, "walked to the shore: " + e.x(v));
        assertEquals(org.openaok.sim.api.state.OrderKind.IDLE, e.order(v), "the walk is over");
        // told again from the shore, where no step brings it closer (a group gathering there, say): over at once too
        ok(m, new org.openaok.sim.api.command.Move(1, new int[] {v}, 30_500, 20_500));
        steps(m, 5);
        assertEquals(org.openaok.sim.api.state.OrderKind.IDLE, e.order(v), "the second walk is over");
        assertEquals(org.openaok.sim.api.system.Movement.FAILED, m.require(org.openaok.sim.api.system.Movement.class).status(v));
    }

    @Test
    void theAllClearLeavesAVillagerToldOtherwiseSinceTheBellToItsNewWork() {
        // a miner at the gold when the bell rings; let out and sent to the trees before the all-clear
        TestMap map = TestMap.flat(40, 1).put("TOWN_CENTER", 1, 2, 2).put("GOLD", 0, 10, 4).put("VILLAGER", 1, 9, 6);
        for (int y = 12; y <= 16; y++) map.put("OAKTREE", 0, 6, y);
        MatchEngine m = start(map);
        Entities e = m.entities();
        int v = first(m, "villager"), tc = first(m, "town-center"), gold = 0, tree = 0;
        for (int id = 1; id < e.end(); id++) {
            if (!e.present(id)) continue;
            if (m.rules().type(e.type(id)).unitClass().equals("tree")) tree = id;
            if (m.rules().type(e.type(id)).resource() == Resource.GOLD) gold = id;
        }
        Gathering ga = m.require(Gathering.class);
        long goldAtStart = e.amount(gold);
        ok(m, new Gather(1, new int[] {v}, gold));
        steps(m, 100);
        ok(m, new org.openaok.sim.api.command.TownBell(1, tc, true));
        steps(m, 100);
        assertEquals(Entities.GARRISONED, e.state(v), "sheltered at the bell");
        ok(m, new org.openaok.sim.api.command.Ungarrison(1, tc, new int[0], 0, 0));
        ok(m, new Gather(1, new int[] {v}, tree));
        steps(m, 20);
        ok(m, new org.openaok.sim.api.command.TownBell(1, tc, false));
        steps(m, 1);
        // before, the all-clear sent it back to the gold with the woodcutter's task: wood taken from the gold mine
        assertEquals(org.openaok.sim.api.state.OrderKind.GATHER, e.order(v));
        assertEquals(tree, e.target(v), "still at the trees");
        steps(m, 300);
        assertEquals(m.rules().tasks().get(ga.task(v)).resource().word(), m.rules().type(e.type(e.target(v))).resource().word(),
                "its task is for what it gathers");
        assertTrue(ga.ledger(Gathering.Account.FROM_SOURCES, Resource.WOOD.ordinal()) > 0, "wood cut");
        assertEquals(goldAtStart - ga.ledger(Gathering.Account.FROM_SOURCES, Resource.GOLD.ordinal()), e.amount(gold),
                "the gold mine lost only what was mined as gold");
    }
}
