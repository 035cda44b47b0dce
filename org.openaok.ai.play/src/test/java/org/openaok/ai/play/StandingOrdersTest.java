package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * UserPatch's standing orders in real matches on hand-made ground: each test plays the script with
 * the order and the same script without it, and asserts what the order changed on the map.
 */
class StandingOrdersTest {
    private static final String SHARES = "(defrule (true) => (set-strategic-number sn-food-gatherer-percentage %d)"
            + " (set-strategic-number sn-wood-gatherer-percentage %d) (set-strategic-number sn-stone-gatherer-percentage 0)"
            + " (set-strategic-number sn-gold-gatherer-percentage %d) (set-strategic-number sn-number-explore-groups 0)"
            + " (set-strategic-number sn-percent-civilian-explorers 0) (set-strategic-number sn-cap-civilian-explorers 0) (disable-self))\n";
    /** A harmless UserPatch action, so the script without the order is read at the same level. */
    private static final String UP = "(defrule (true) => (up-modify-goal 100 c:= 0) (disable-self))\n";

    private static String shares(int food, int wood, int gold) { return String.format(SHARES, food, wood, gold) + UP; }

    /** The seat's villagers at work on a resource (walking to it, working it or carrying it home). */
    private static int on(MatchEngine m, Resource r) {
        Entities e = m.entities();
        Gathering g = m.context().find(Gathering.class).orElseThrow();
        int n = 0;
        for (int u : MilitaryTest.all(m, 1, "villager")) {
            int task = g.task(u);
            if (e.order(u) == OrderKind.GATHER && task >= 0 && Arena.RULES.tasks().get(task).resource() == r) n++;
        }
        return n;
    }

    /** Ground of a size with the seat's Town Center in a corner and a house of seat 2's in the other, so the match goes on. */
    private static Arena arena(int size) { return Arena.flat(size).put("town-center", 1, 3, 3).put("house", 2, size - 4, size - 4); }

    private static Arena woodAndGold() {
        Arena a = arena(40).row("villager", 1, 6, 4, 8);
        for (int y = 2; y < 8; y++) a.row("forest-tree", 0, 4, 11, y);
        return a.row("gold", 0, 4, 3, 11);
    }

    /**
     * up-retask-gatherers wood c: 4, the shares turned to gold: four lumberjacks hand in their wood and
     * go to the gold at once, where the executor alone moves its over-share gatherers two a think as
     * they come back from the drop site.
     */
    @Test
    void retaskGatherersSendsLumberjacksWhereTheSharesWantThem() {
        String turn = "(defrule (game-time >= 60) => (set-strategic-number sn-wood-gatherer-percentage 0)"
                + " (set-strategic-number sn-gold-gatherer-percentage 100) %s (disable-self))\n";
        Arena with = woodAndGold(), without = woodAndGold();
        MatchEngine a = with.start(shares(0, 100, 0) + String.format(turn, "(up-retask-gatherers wood c: 4)"));
        MatchEngine b = without.start(shares(0, 100, 0) + String.format(turn, ""));
        a.runUntil(59_000);
        b.runUntil(59_000);
        assertEquals(6, on(a, Resource.WOOD), "all six on wood first");
        long woodBefore = a.player(1).stock(Resource.WOOD) + carried(a);
        a.runUntil(67_000);
        b.runUntil(67_000);
        int goldA = on(a, Resource.GOLD), goldB = on(b, Resource.GOLD);
        assertTrue(goldA >= 4, "four retasked to gold within 7 s: " + goldA);
        assertTrue(goldA > goldB, "sooner than the executor moves them alone: " + goldA + " against " + goldB);
        assertTrue(a.player(1).stock(Resource.WOOD) + carried(a) >= woodBefore, "no wood lost on the way");
        assertEquals(0, with.failures().size() + without.failures().size(), with.failures() + " " + without.failures());
    }

    /**
     * Gold only on an island across a strait, seen (all visible), wood at home, the shares all
     * gold: no villager is sent to the island's gold (the walk ends at the shore and it stands there
     * with the order); they work the wood. Before, five of the six were sent to the gold and stood
     * at the water's edge.
     */
    @Test
    void noVillagerIsSentToGoldAcrossTheWater() {
        Arena a = arena(40).reveal("all-visible").row("villager", 1, 6, 4, 8).water(0, 16, 40, 4);
        for (int y = 2; y < 8; y++) a.row("forest-tree", 0, 4, 11, y);
        a.row("gold", 0, 4, 6, 24);
        MatchEngine m = a.start(shares(0, 20, 80));
        m.runUntil(90_000);
        Entities e = m.entities();
        int across = 0;
        for (int u : MilitaryTest.all(m, 1, "villager")) {
            int t = e.target(u);
            if (e.order(u) == OrderKind.GATHER && t > 0 && e.valid(t) && e.y(t) > 20_000) across++;
        }
        assertEquals(0, across, "villagers sent to the gold across the strait");
        assertTrue(m.player(1).gathered(Resource.WOOD.ordinal()) > 0, "the wood is worked meanwhile");
        assertEquals(0, a.failures().size(), a.failures().toString());
    }

    private static long carried(MatchEngine m) {
        Gathering g = m.context().find(Gathering.class).orElseThrow();
        long n = 0;
        for (int u : MilitaryTest.all(m, 1, "villager")) n += g.carried(u);
        return n;
    }

    /**
     * up-drop-resources food c: 3 at 0:20, the foragers halfway through their loads twelve tiles from
     * the Town Center: they walk there, hand in what they carry and go back to the bushes; without
     * the order nothing is handed in before their loads are full.
     */
    @Test
    void dropResourcesMakesCarriersHandIn() {
        String drop = "(defrule (game-time >= 20) => %s (disable-self))\n";
        MatchEngine[] m = new MatchEngine[2];
        Arena[] arenas = new Arena[2];
        for (int i = 0; i < 2; i++) {
            arenas[i] = arena(40).row("villager", 1, 4, 16, 16).row("forage", 0, 6, 15, 18);
            m[i] = arenas[i].start(shares(100, 0, 0) + String.format(drop, i == 0 ? "(up-drop-resources food c: 3)" : "(up-modify-goal 101 c:= 1)"));
            m[i].runUntil(19_900);
        }
        Gathering g = m[0].context().find(Gathering.class).orElseThrow();
        int[] vs = MilitaryTest.all(m[0], 1, "villager");
        long loads = 0;
        int carriers = 0;
        for (int u : vs) {
            if (g.carried(u) >= 3_000) {
                loads += g.carried(u);
                carriers++;
            }
        }
        assertTrue(carriers > 0, "someone carries 3 food or more at 0:20");
        long foodA = m[0].player(1).stock(Resource.FOOD), foodB = m[1].player(1).stock(Resource.FOOD);
        assertEquals(foodA, foodB, "the two matches are the same until the order");
        m[0].runUntil(44_000);
        m[1].runUntil(44_000);
        long handedA = m[0].player(1).stock(Resource.FOOD) - foodA, handedB = m[1].player(1).stock(Resource.FOOD) - foodB;
        assertTrue(handedA >= loads, "the carriers' " + loads + " handed in within 24 s: " + handedA);
        assertTrue(handedA > handedB, "more than without the order: " + handedA + " against " + handedB);
        assertEquals(4, on(m[0], Resource.FOOD), "and back to the bushes");
        assertEquals(0, arenas[0].failures().size(), arenas[0].failures().toString());
    }

    /** up-assign-builders c: house c: 4: four villagers build the house up-build lays, where the executor alone sends one or two. */
    @Test
    void assignBuildersPutsThatManyOnEachFoundation() {
        String build = "(defrule (game-time >= 5) => %s (up-build place-normal 0 c: house) (disable-self))\n";
        int[] builders = new int[2];
        for (int i = 0; i < 2; i++) {
            Arena ar = arena(40).row("villager", 1, 6, 4, 12).row("forage", 0, 6, 4, 15);
            MatchEngine m = ar.start(shares(100, 0, 0) + String.format(build, i == 0 ? "(up-assign-builders c: house c: 4)" : ""));
            int most = 0;
            for (long t = 6_000; t <= 20_000; t += 1_000) {
                m.runUntil(t);
                most = Math.max(most, building(m));
            }
            builders[i] = most;
            assertEquals(0, ar.failures().size(), ar.failures().toString());
        }
        assertEquals(4, builders[0], "four builders on the house");
        assertTrue(builders[1] < 4, "the executor alone sends fewer: " + builders[1]);
    }

    private static int building(MatchEngine m) {
        Entities e = m.entities();
        int n = 0;
        for (int u : MilitaryTest.all(m, 1, "villager")) {
            byte o = e.order(u);
            if ((o == OrderKind.BUILD || o == OrderKind.REPAIR) && e.valid(e.target(u)) && e.type(e.target(u)) == Arena.type("house")) n++;
        }
        return n;
    }

    /**
     * up-gather-inside c: town-center c: 1: the villagers the Town Center trains go inside it and
     * stay; with 0 they come out again.
     */
    @Test
    void gatherInsideHoldsWhatTheTownCenterTrains() {
        String script = shares(100, 0, 0) + "(defrule (game-time >= 2) => (up-gather-inside c: town-center c: 1) (disable-self))\n"
                + "(defrule (game-time < 80) (can-train villager) => (train villager))\n"
                + "(defrule (game-time >= 90) => (up-gather-inside c: town-center c: 0) (disable-self))\n";
        Arena ar = arena(40).row("villager", 1, 3, 4, 12).row("forage", 0, 6, 4, 15);
        MatchEngine m = ar.start(script);
        m.runUntil(80_000);
        Entities e = m.entities();
        int tc = MilitaryTest.first(m, 1, "town-center");
        int trained = 0, inside = 0;
        IntList us = e.units();
        for (int k = 0; k < us.size(); k++) {
            int u = us.get(k);
            if (e.owner(u) != 1 || e.type(u) != Arena.type("villager") || e.born(u) == 0) continue;
            trained++;
            if (e.state(u) == Entities.GARRISONED && e.container(u) == tc) inside++;
        }
        assertTrue(trained >= 2, "the Town Center trained villagers: " + trained);
        assertEquals(trained, inside, "every one of them is inside it");
        assertEquals(3, on(m, Resource.FOOD), "the three of the start work on");
        m.runUntil(100_000);
        int still = 0;
        for (int k = 0; k < us.size(); k++) if (e.owner(us.get(k)) == 1 && e.state(us.get(k)) == Entities.GARRISONED) still++;
        assertEquals(0, still, "option 0 lets them out");
        assertEquals(0, ar.failures().size(), ar.failures().toString());
    }

    /**
     * up-send-scout group-type-land-explore scout-opposite: the scout rides for the point across the
     * centre from home; up-reset-scouts halts it where it is.
     */
    @Test
    void sendScoutRidesForTheOppositePointAndResetScoutsHaltsIt() {
        String script = shares(100, 0, 0) + "(defrule (game-time >= 3) => (up-send-scout group-type-land-explore scout-opposite) (disable-self))\n"
                + "(defrule (game-time >= 25) => (up-reset-scouts) (disable-self))\n";
        Arena ar = arena(64).put("scout-cavalry", 1, 8, 8).row("villager", 1, 3, 4, 12).row("forage", 0, 6, 4, 15);
        MatchEngine m = ar.start(script);
        int scout = MilitaryTest.first(m, 1, "scout-cavalry");
        Entities e = m.entities();
        m.runUntil(4_000);
        // home is the Town Center's middle, tile (5, 5): the opposite point is (58, 58)
        int px = Grid.centre(58), py = Grid.centre(58);
        long d0 = dist(e.x(scout), e.y(scout), px, py);
        m.runUntil(24_000);
        long d1 = dist(e.x(scout), e.y(scout), px, py);
        assertTrue(d0 - d1 > 20 * Grid.TILE, "20 s of riding toward the point: " + d0 / Grid.TILE + " to " + d1 / Grid.TILE + " tiles");
        m.runUntil(27_000);
        int x = e.x(scout), y = e.y(scout);
        m.runUntil(45_000);
        assertEquals(OrderKind.IDLE, e.order(scout), "halted");
        assertTrue(dist(x, y, e.x(scout), e.y(scout)) < Grid.TILE, "and stays");
        assertEquals(0, ar.failures().size(), ar.failures().toString());
    }

    /** up-request-hunters c: 5: the boar the party of two hunts gets five hunters. */
    @Test
    void requestHuntersSendsMoreToTheBoar() {
        String hunt = shares(100, 0, 0) + "(defrule (true) => (set-strategic-number sn-minimum-boar-hunt-group-size 2) (disable-self))\n"
                + "(defrule (game-time >= 3) => %s (disable-self))\n";
        int[] most = new int[2];
        for (int i = 0; i < 2; i++) {
            Arena ar = arena(40).row("villager", 1, 6, 4, 12).row("forage", 0, 6, 4, 15).put("boar", 0, 12, 5);
            MatchEngine m = ar.start(String.format(hunt, i == 0 ? "(up-request-hunters c: 5)" : ""));
            int boar = MilitaryTest.first(m, 0, "boar");
            Entities e = m.entities();
            for (long t = 2_000; t <= 20_000; t += 500) {
                m.runUntil(t);
                int n = 0;
                for (int u : MilitaryTest.all(m, 1, "villager")) if (e.order(u) == OrderKind.GATHER && e.target(u) == boar) n++;
                most[i] = Math.max(most[i], n);
            }
            assertEquals(0, ar.failures().size(), ar.failures().toString());
        }
        assertTrue(most[1] >= 2 && most[1] < 5, "the party of two alone: " + most[1]);
        assertEquals(5, most[0], "five hunters on the boar");
    }

    /**
     * up-set-offense-priority c: house c: 11 with sn-enable-offensive-priority: the attack group goes
     * for the house in one corner before the barracks in the other, which it takes first without
     * (a house is of the economy, ranked after the rest).
     */
    @Test
    void offensePriorityChoosesTheGroupsTarget() {
        int[] first = new int[2];
        for (int i = 0; i < 2; i++) {
            Arena ar = Arena.flat(48).reveal("all-visible").put("town-center", 1, 3, 3).row("knight", 1, 6, 10, 12).put("house", 2, 42, 6)
                    .put("barracks", 2, 34, 40);
            String prio = i == 0 ? "(defrule (true) => (set-strategic-number sn-enable-offensive-priority 1) (up-set-offense-priority c: house c: 11) (disable-self))\n"
                    : UP;
            MatchEngine m = ar.start(MilitaryTest.ONE_GROUP + "\n" + prio);
            Entities e = m.entities();
            int house = MilitaryTest.first(m, 2, "house"), barracks = MilitaryTest.first(m, 2, "barracks");
            int houseHp = e.hp(house), barracksHp = e.hp(barracks);
            // the first of the two to be struck
            for (long t = 1_000; t < 180_000 && first[i] == 0; t += 500) {
                m.runUntil(t);
                if (e.hp(house) < houseHp) first[i] = e.type(house);
                else if (e.hp(barracks) < barracksHp) first[i] = e.type(barracks);
            }
            assertEquals(0, ar.failures().size(), ar.failures().toString());
        }
        assertEquals(Arena.type("barracks"), first[1], "without priorities the group strikes the barracks first: " + Arena.RULES.type(first[1]).word());
        assertEquals(Arena.type("house"), first[0], "with the house at 11 it strikes the house first: " + Arena.RULES.type(first[0]).word());
    }

    private static long dist(int ax, int ay, int bx, int by) {
        long dx = ax - bx, dy = ay - by;
        return (long) Math.sqrt((double) (dx * dx + dy * dy));
    }

    /** up-reset-building 0 c: town-center: the villager in training at the Town Center is cancelled. */
    @Test
    void resetBuildingEmptiesTheQueue() {
        String script = shares(100, 0, 0) + "(defrule (game-time >= 2) => (train villager) (disable-self))\n"
                + "(defrule (game-time >= 10) => (up-reset-building 0 c: town-center) (disable-self))\n";
        Arena ar = arena(40).row("villager", 1, 3, 4, 12).row("forage", 0, 6, 4, 15);
        MatchEngine m = ar.start(script);
        m.runUntil(9_000);
        org.openaok.sim.api.system.Production p = m.context().find(org.openaok.sim.api.system.Production.class).orElseThrow();
        int tc = MilitaryTest.first(m, 1, "town-center");
        assertEquals(1, p.queue(tc).length, "a villager under way (25 s of training from 0:02)");
        m.runUntil(12_000);
        assertEquals(0, p.queue(tc).length, "the queue cancelled");
        m.runUntil(40_000);
        assertEquals(3, m.player(1).count(Arena.type("villager")), "and never trained");
        assertEquals(0, ar.failures().size(), ar.failures().toString());
    }

    /** up-delete-distant-farms c: 8: the farm fifteen tiles from the Town Center goes, the one beside it stays. */
    @Test
    void deleteDistantFarmsDeletesOnlyTheFarOnes() {
        String script = shares(100, 0, 0) + "(defrule (game-time >= 3) => (up-delete-distant-farms c: 8) (disable-self))\n";
        Arena ar = arena(40).put("farm", 1, 8, 3).put("farm", 1, 22, 4).row("villager", 1, 2, 4, 12);
        MatchEngine m = ar.start(script);
        m.runUntil(2_000);
        int farm = Arena.type("farm");
        assertEquals(2, m.player(1).count(farm));
        m.runUntil(6_000);
        assertEquals(1, m.player(1).count(farm), "one farm left");
        org.openaok.sim.api.state.Entities e = m.entities();
        int left = 0;
        for (int k = 0; k < e.buildings().size(); k++) {
            int b = e.buildings().get(k);
            if (e.owner(b) == 1 && e.type(b) == farm && e.alive(b)) left = b;
        }
        assertTrue(e.x(left) < 12 * Grid.TILE, "the near one");
        assertEquals(0, ar.failures().size(), ar.failures().toString());
    }
}
