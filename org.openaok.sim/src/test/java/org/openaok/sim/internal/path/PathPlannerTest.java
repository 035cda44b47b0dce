package org.openaok.sim.internal.path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openaok.sim.internal.path.PathPlanner.NONE;
import static org.openaok.sim.internal.path.PathPlanner.PARTIAL;
import static org.openaok.sim.internal.path.PathPlanner.REACHED;
import static org.openaok.sim.internal.path.TestMaps.LAND;
import static org.openaok.sim.internal.path.TestMaps.THING;
import static org.openaok.sim.internal.path.TestMaps.WATER;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;

class PathPlannerTest {
    /** How much longer than the optimal grid path a planned walk may be on open and random maps. */
    static final double FACTOR = 1.15;

    private final IntList out = new IntList();

    /** A request runs at most two node searches (the second along the region route), each within its budget. */
    static void assertWithinBudget(PlanStats s, PathBudget b) {
        assertTrue(s.abstractExpanded() <= 2 * b.abstractNodes(), s.toString());
        assertTrue(s.regionExpanded() <= b.regions(), s.toString());
        assertTrue(s.tileExpanded() <= b.tileWork(), s.toString());
        assertTrue(s.largestTileSearch() <= Math.max(b.directTiles(), 2 * SectorLayout.TILES), s.toString());
        assertTrue(s.sightSteps() <= b.sightSteps(), s.toString());
    }

    private static int status(PathPlanner p, Grid g, int sx, int sy, Goal goal, int mask, IntList out) {
        return p.plan(g.tile(sx, sy), goal, mask, out);
    }

    @Test
    void openGroundIsOneStraightLeg() {
        Grid g = TestMaps.open(100);
        PathPlanner p = new PathPlanner(g);
        assertEquals(REACHED, status(p, g, 3, 5, Goal.tile(95, 90), LAND, out));
        assertEquals(List.of(g.tile(95, 90)), list(out));
        assertEquals(REACHED, status(p, g, 50, 50, Goal.tile(52, 51), LAND, out));
        assertEquals(List.of(g.tile(52, 51)), list(out));
    }

    @Test
    void neverCutsPastABlockedCorner() {
        Grid g = TestMaps.draw(
                "......",
                "..#...",
                "...#..",
                "......");
        PathPlanner p = new PathPlanner(g);
        // the straight way from 2,2 to 3,1 passes between two trees that touch at a corner
        assertEquals(REACHED, status(p, g, 2, 2, Goal.tile(3, 1), LAND, out));
        PathCheck.assertWalkable(g, g.tile(2, 2), out, LAND);
        assertTrue(out.size() >= 2, "goes round: " + out);
        double len = PathCheck.length(g, g.tile(2, 2), out);
        int best = new FullSearch(g, g.tile(2, 2), LAND).costTo(Goal.tile(3, 1));
        assertEquals(60, best, "round the trees");
        assertTrue(len <= best * FACTOR, "length " + len);
    }

    @Test
    void agreesWithAFullSearchOnRandomMaps() {
        Random r = new Random(20240611);
        int maps = 0, reached = 0, partial = 0;
        double worst = 1, sumRatio = 0;
        for (int m = 0; m < 24; m++) {
            int size = 24 + r.nextInt(150);
            double density = 0.05 + 0.3 * r.nextDouble();
            Grid g = TestMaps.random(size, density, r.nextLong());
            PathPlanner p = new PathPlanner(g);
            maps++;
            for (int q = 0; q < 40; q++) {
                int start = r.nextInt(g.tiles());
                Goal goal = r.nextInt(3) == 0
                        ? Goal.area(r.nextInt(size), r.nextInt(size), 1 + r.nextInt(4), 1 + r.nextInt(4), r.nextInt(2000))
                        : Goal.tile(r.nextInt(size), r.nextInt(size));
                int status = p.plan(start, goal, LAND, out);
                if (!g.passable(start, LAND)) continue; // stepping off is checked on its own
                FullSearch full = new FullSearch(g, start, LAND);
                int best = full.costTo(goal);
                PathCheck.assertWalkable(g, start, out, LAND);
                String where = "map " + m + " size " + size + " from " + PathCheck.xy(g, start) + " to " + goal;
                if (best != Integer.MAX_VALUE) {
                    assertEquals(REACHED, status, where);
                    if (best == 0) {
                        assertTrue(out.isEmpty(), where);
                        continue;
                    }
                    int end = PathCheck.last(out);
                    assertTrue(goal.contains(g.tileX(end), g.tileY(end)), where);
                    double ratio = PathCheck.length(g, start, out) / best;
                    assertTrue(ratio <= FACTOR, where + ": " + ratio + " of optimal " + best);
                    worst = Math.max(worst, ratio);
                    sumRatio += ratio;
                    reached++;
                } else {
                    int near = full.nearestTo(goal);
                    if (near == start) {
                        assertEquals(NONE, status, where);
                        assertTrue(out.isEmpty());
                    } else {
                        assertEquals(PARTIAL, status, where);
                        assertEquals(PathCheck.xy(g, near), PathCheck.xy(g, PathCheck.last(out)), where);
                        double ratio = PathCheck.length(g, start, out) / full.cost[near];
                        assertTrue(ratio <= FACTOR, where + ": " + ratio);
                    }
                    partial++;
                }
            }
        }
        System.out.printf("random maps: %d maps, %d reached (worst %.3f, mean %.3f of optimal), %d unreachable%n", maps, reached, worst,
                sumRatio / reached, partial);
        assertTrue(reached > 500 && partial > 20, "both kinds were tried: " + reached + ", " + partial);
    }

    @Test
    void unreachableGoalGivesThePartialPathToTheClosestReachableTile() {
        Grid g = TestMaps.draw(
                "..........",
                "..........",
                "......####",
                "......#...",
                "......#...",
                "......#...",
                "......####",
                "..........",
                "..........",
                "..........");
        PathPlanner p = new PathPlanner(g);
        Goal goal = Goal.tile(8, 4);
        assertEquals(PARTIAL, status(p, g, 0, 9, goal, LAND, out));
        // 8,1, 5,4 and 8,7 are the reachable tiles closest to 8,4 (3 tiles away): the lowest index wins
        assertEquals(g.tile(8, 1), PathCheck.last(out));
        assertEquals(g.tile(8, 1), new FullSearch(g, g.tile(0, 9), LAND).nearestTo(goal));
        PathCheck.assertWalkable(g, g.tile(0, 9), out, LAND);
        // already standing at the closest tile: nothing better than staying
        assertEquals(NONE, status(p, g, 8, 1, goal, LAND, out));
        assertTrue(out.isEmpty());
        // from inside the room it is reached
        assertEquals(REACHED, status(p, g, 7, 3, goal, LAND, out));
        assertEquals(List.of(g.tile(8, 4)), list(out));
    }

    @Test
    void aWallAcrossTheCorridorReroutesAndFellingItOpensTheShortWay() {
        // two ways from the west room to the east room: a short corridor and a long one round the south
        String[] rows = new String[40];
        for (int y = 0; y < 40; y++) {
            StringBuilder b = new StringBuilder();
            for (int x = 0; x < 40; x++) {
                boolean wall = x >= 10 && x <= 29 && y >= 2 && y <= 35 && !(y == 10 || y == 11);
                b.append(wall ? '#' : '.');
            }
            rows[y] = b.toString();
        }
        Grid g = TestMaps.draw(rows);
        PathPlanner p = new PathPlanner(g);
        int start = g.tile(5, 10);
        Goal goal = Goal.tile(35, 11);
        assertEquals(REACHED, p.plan(start, goal, LAND, out));
        double shortLen = PathCheck.length(g, start, out);
        assertTrue(shortLen < 320, "through the corridor: " + shortLen);

        // a building across the corridor
        g.setBlocker(g.tile(20, 10), THING);
        g.setBlocker(g.tile(20, 11), THING);
        assertEquals(REACHED, p.plan(start, goal, LAND, out));
        PathCheck.assertWalkable(g, start, out, LAND);
        double longLen = PathCheck.length(g, start, out);
        int best = new FullSearch(g, start, LAND).costTo(goal);
        assertTrue(longLen > 400 && longLen <= best * FACTOR, "round the south: " + longLen + " of " + best);

        // one tree of it felled: the short way again
        g.setBlocker(g.tile(20, 11), 0);
        assertEquals(REACHED, p.plan(start, goal, LAND, out));
        PathCheck.assertWalkable(g, start, out, LAND);
        assertTrue(PathCheck.length(g, start, out) < 320, "short way again: " + out);

        // a wall of buildings from top to bottom just west of the goal: unreachable, as close as can be
        g.setBlocker(g.tile(20, 11), THING);
        for (int y = 0; y < 40; y++) g.setBlocker(g.tile(30, y), THING);
        assertEquals(PARTIAL, p.plan(start, goal, LAND, out));
        PathCheck.assertWalkable(g, start, out, LAND);
        assertEquals(g.tile(29, 1), PathCheck.last(out));
        assertEquals(g.tile(29, 1), new FullSearch(g, start, LAND).nearestTo(goal));
    }

    @Test
    void changesOnSectorBordersAreSeen() {
        // a gap in a wall that lies exactly on a sector border (x = 15 | 16), opened and closed
        Grid g = TestMaps.open(48);
        for (int y = 0; y < 48; y++) g.setBlocker(g.tile(16, y), THING);
        PathPlanner p = new PathPlanner(g);
        int start = g.tile(5, 20);
        Goal goal = Goal.tile(30, 20);
        assertEquals(PARTIAL, p.plan(start, goal, LAND, out));
        assertEquals(g.tile(15, 20), PathCheck.last(out));
        g.setBlocker(g.tile(16, 31), 0);
        assertEquals(REACHED, p.plan(start, goal, LAND, out));
        PathCheck.assertWalkable(g, start, out, LAND);
        int best = new FullSearch(g, start, LAND).costTo(goal);
        assertTrue(PathCheck.length(g, start, out) <= best * FACTOR, "through the gap at 16,31: " + out);
        g.setBlocker(g.tile(16, 31), THING);
        assertEquals(PARTIAL, p.plan(start, goal, LAND, out));
    }

    @Test
    void landAndWaterKeepToTheirOwnGround() {
        Grid g = TestMaps.draw(
                "..........~~~~~~..........",
                "..........~~~~~~..........",
                "..........~~~~~~..........",
                "..........,,,,,,..........",
                "..........~~~~~~..........",
                "..........~~~~~~..........",
                "..........~~~~~~..........",
                "..........~~~~~~..........");
        PathPlanner p = new PathPlanner(g);
        // land units cross the river at the ford
        assertEquals(REACHED, status(p, g, 2, 7, Goal.tile(23, 7), LAND, out));
        PathCheck.assertWalkable(g, g.tile(2, 7), out, LAND);
        boolean viaFord = false;
        for (int i = 0; i < out.size(); i++) viaFord |= g.tileY(out.get(i)) == 3;
        assertTrue(viaFord, "through the ford: " + out);
        // boats go along the river, through the ford too, but never onto land
        assertEquals(REACHED, status(p, g, 12, 0, Goal.tile(14, 7), WATER, out));
        PathCheck.assertWalkable(g, g.tile(12, 0), out, WATER);
        // a boat asked onto land gets as close as the water goes
        assertEquals(PARTIAL, status(p, g, 12, 0, Goal.tile(2, 0), WATER, out));
        assertEquals(g.tile(10, 0), PathCheck.last(out));
        // a land unit asked into deep water stops at the bank
        assertEquals(PARTIAL, status(p, g, 2, 0, Goal.tile(12, 0), LAND, out));
        assertEquals(g.tile(9, 0), PathCheck.last(out));
        // both classes at once (an amphibious mask) go straight across
        assertEquals(REACHED, status(p, g, 2, 7, Goal.tile(23, 7), LAND | WATER, out));
        assertEquals(List.of(g.tile(23, 7)), list(out));
    }

    @Test
    void goalsAsRectanglesWithARange() {
        Grid g = TestMaps.open(40);
        PathPlanner p = new PathPlanner(g);
        // a tree at 20,20: gatherers stand on any of its 8 neighbours (range 1 tile)
        g.setBlocker(g.tile(20, 20), THING);
        Goal tree = Goal.area(20, 20, 1, 1, 1000);
        assertEquals(REACHED, status(p, g, 10, 20, tree, LAND, out));
        assertEquals(List.of(g.tile(19, 20)), list(out));
        assertEquals(REACHED, status(p, g, 10, 10, tree, LAND, out));
        assertEquals(List.of(g.tile(19, 19)), list(out), "a diagonal neighbour is in range");
        // a 4x4 building at 25,5: builders reach its edge (half a tile) from the near side
        for (int y = 5; y < 9; y++) for (int x = 25; x < 29; x++) g.setBlocker(g.tile(x, y), THING);
        Goal building = Goal.area(25, 5, 4, 4, 500);
        assertEquals(REACHED, status(p, g, 35, 6, building, LAND, out));
        assertEquals(List.of(g.tile(29, 6)), list(out));
        assertEquals(REACHED, status(p, g, 26, 30, building, LAND, out));
        assertEquals(List.of(g.tile(26, 9)), list(out));
        // a farm's inside (range 0): the nearest tile of the farm
        Goal farm = Goal.area(5, 30, 3, 3, 0);
        assertEquals(REACHED, status(p, g, 1, 31, farm, LAND, out));
        assertEquals(List.of(g.tile(5, 31)), list(out));
        // already in range: reached where it stands
        assertEquals(REACHED, status(p, g, 6, 31, farm, LAND, out));
        assertTrue(out.isEmpty());
        // a goal whose every tile is blocked: as close as possible
        Goal inside = Goal.area(26, 6, 2, 2, 0);
        assertEquals(PARTIAL, status(p, g, 35, 6, inside, LAND, out));
        assertEquals(1500L * 1500, inside.distanceSq(g.tileX(PathCheck.last(out)), g.tileY(PathCheck.last(out))));
    }

    @Test
    void aBlockedStartStepsOffFirst() {
        Grid g = TestMaps.draw(
                ".........",
                "....#....",
                "...###...",
                "....#....",
                ".........");
        PathPlanner p = new PathPlanner(g);
        // a building placed on a villager at 4,2, its straight neighbours blocked too: it steps off
        // diagonally, to the nearer of 5,1 and 5,3 to the goal (equal: the lower index), then on
        assertEquals(REACHED, status(p, g, 4, 2, Goal.tile(8, 2), LAND, out));
        assertEquals(List.of(g.tile(5, 1), g.tile(8, 2)), list(out));
        PathCheck.assertWalkable(g, g.tile(4, 2), out, LAND);
        // with an open straight neighbour it takes that one, though a diagonal one is nearer the goal
        g.setBlocker(g.tile(4, 1), 0);
        assertEquals(REACHED, status(p, g, 4, 2, Goal.tile(8, 0), LAND, out));
        assertEquals(g.tile(4, 1), out.get(0));
        PathCheck.assertWalkable(g, g.tile(4, 2), out, LAND);
        // walled in on every side: no path
        Grid shut = TestMaps.draw(
                "###",
                "#.#",
                "###");
        shut.setBlocker(shut.tile(1, 1), THING);
        PathPlanner q = new PathPlanner(shut);
        assertEquals(NONE, q.plan(shut.tile(1, 1), Goal.tile(0, 0), LAND, out));
        assertTrue(out.isEmpty());
        // off the map or no class: no path
        assertEquals(NONE, q.plan(-1, Goal.tile(0, 0), LAND, out));
        assertEquals(NONE, p.plan(0, Goal.tile(3, 3), 0, out));
    }

    @Test
    void forestMazeRequestsStayWithinTheBudgets() {
        Grid g = TestMaps.forestMaze(240, 99);
        PathPlanner p = new PathPlanner(g);
        PathBudget b = p.budget();
        Random r = new Random(5);
        int maxAbstract = 0, maxTiles = 0, maxSearch = 0, reached = 0;
        for (int q = 0; q < 300; q++) {
            int start = r.nextInt(g.tiles()), end = r.nextInt(g.tiles());
            int status = p.plan(start, Goal.tile(g.tileX(end), g.tileY(end)), LAND, out);
            PlanStats s = p.stats();
            assertWithinBudget(s, b);
            assertTrue(s.abstractExpanded() <= b.abstractNodes(), "a 240 map's graph search fits one budget: " + s);
            maxAbstract = Math.max(maxAbstract, s.abstractExpanded());
            maxTiles = Math.max(maxTiles, s.tileExpanded());
            maxSearch = Math.max(maxSearch, s.largestTileSearch());
            PathCheck.assertWalkable(g, start, out, LAND);
            if (status == REACHED) reached++;
        }
        System.out.printf("forest maze 240: %d of 300 reached; most per request: %d nodes (budget %d), %d tiles (budget %d),"
                + " %d in one search%n", reached, maxAbstract, b.abstractNodes(), maxTiles, b.tileWork(), maxSearch);
        assertTrue(reached > 150, "most requests reach: " + reached);
        assertTrue(maxAbstract > 100, "the maze made the graph search work: " + maxAbstract);
    }

    @Test
    void anExhaustedBudgetGivesPartialPathsThatEachGetCloser() {
        Grid g = TestMaps.forestMaze(240, 3);
        int start = g.tile(1, 1);
        int far = new FullSearch(g, start, LAND).nearestTo(Goal.tile(236, 233));
        Goal goal = Goal.tile(g.tileX(far), g.tileY(far));
        PathPlanner p = new PathPlanner(g, new PathBudget(100, 16384, 100, 4000, 16384));
        int at = start, status = PARTIAL, legs = 0;
        while (status == PARTIAL) {
            status = p.plan(at, goal, LAND, out);
            assertWithinBudget(p.stats(), p.budget());
            assertTrue(status != NONE && !out.isEmpty(), "moves on at leg " + legs);
            PathCheck.assertWalkable(g, at, out, LAND);
            int end = PathCheck.last(out);
            assertTrue(goal.estimate(g.tileX(end), g.tileY(end)) < goal.estimate(g.tileX(at), g.tileY(at)), "closer at leg " + legs);
            at = end;
            assertTrue(++legs < 30, "arrives");
        }
        assertTrue(legs > 2, "the budget ran out on the way: " + legs + " legs");
        assertEquals(REACHED, status);
        assertEquals(far, at);
    }

    @Test
    void smoothingWithoutSightStepsKeepsEveryTurningPoint() {
        Grid g = TestMaps.random(120, 0.2, 23);
        PathPlanner smooth = new PathPlanner(g);
        IntList raw = new IntList();
        PathPlanner rough = new PathPlanner(g, new PathBudget(4096, 16384, 1024, 16384, 0));
        Random r = new Random(2);
        int fewer = 0;
        for (int q = 0; q < 100; q++) {
            int start = r.nextInt(g.tiles()), end = r.nextInt(g.tiles());
            Goal goal = Goal.tile(g.tileX(end), g.tileY(end));
            int a = smooth.plan(start, goal, LAND, out), b = rough.plan(start, goal, LAND, raw);
            assertEquals(a, b);
            assertEquals(0, rough.stats().sightSteps());
            PathCheck.assertWalkable(g, start, raw, LAND);
            if (!raw.isEmpty()) assertEquals(PathCheck.last(out), PathCheck.last(raw));
            assertTrue(out.size() <= raw.size());
            if (out.size() < raw.size()) fewer++;
        }
        assertTrue(fewer > 50, "smoothing dropped turning points in " + fewer + " of 100");
    }

    @Test
    void theSameRequestsGiveTheSamePaths() {
        List<int[]> first = run(), second = run();
        assertTrue(first.stream().filter(a -> a[0] == REACHED && a.length > 1).count() > 100, "real paths were compared");
        assertEquals(first.size(), second.size());
        for (int i = 0; i < first.size(); i++) assertArrayEquals(first.get(i), second.get(i), "request " + i);
    }

    private List<int[]> run() {
        Grid g = TestMaps.random(200, 0.2, 42);
        PathPlanner p = new PathPlanner(g);
        Random r = new Random(8);
        IntList o = new IntList();
        List<int[]> paths = new ArrayList<>();
        for (int q = 0; q < 200; q++) {
            if (q % 10 == 0) g.setBlocker(r.nextInt(g.tiles()), r.nextBoolean() ? THING : 0);
            int status = p.plan(r.nextInt(g.tiles()), Goal.area(r.nextInt(200), r.nextInt(200), 2, 2, r.nextInt(1500)), LAND, o);
            int[] a = new int[o.size() + 1];
            a[0] = status;
            for (int i = 0; i < o.size(); i++) a[i + 1] = o.get(i);
            paths.add(a);
        }
        return paths;
    }

    @Test
    void allocatesNothingOnceWarm() {
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        org.junit.jupiter.api.Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "no allocation counter");
        com.sun.management.ThreadMXBean counter = (com.sun.management.ThreadMXBean) bean;
        Grid g = TestMaps.random(240, 0.2, 11);
        PathPlanner p = new PathPlanner(g);
        Goal goal = new Goal();
        int[] requests = new int[400];
        Random r = new Random(3);
        for (int i = 0; i < requests.length; i++) requests[i] = r.nextInt(g.tiles());
        int tree = g.tile(120, 120);
        long[] bytes = new long[3];
        for (int round = 0; round < 3; round++) {
            long before = counter.getCurrentThreadAllocatedBytes();
            for (int i = 0; i + 1 < requests.length; i += 2) {
                if (i % 20 == 0) g.setBlocker(tree, g.blocker(tree) == 0 ? THING : 0);
                goal.setArea(g.tileX(requests[i + 1]), g.tileY(requests[i + 1]), 1 + i % 3, 1 + i % 2, (i % 5) * 400);
                p.plan(requests[i], goal, LAND, out);
            }
            bytes[round] = counter.getCurrentThreadAllocatedBytes() - before;
        }
        assertTrue(bytes[0] > 0 && bytes[2] == 0, "bytes allocated per round: " + java.util.Arrays.toString(bytes));
    }

    @Test
    void aMapOfTheLargestSizePlansWithinTheBudgets() {
        // 1024 tiles a side: a wall of trees with one gap across the middle, long requests from corner to corner
        Grid g = TestMaps.random(1024, 0.1, 17);
        for (int y = 0; y < 1024; y++) if (y < 700 || y > 702) g.setBlocker(g.tile(512, y), THING);
        PathPlanner p = new PathPlanner(g);
        int[][] trips = {{3, 5, 1010, 1000}, {1000, 20, 30, 990}, {500, 100, 530, 900}};
        for (int[] trip : trips) {
            int start = g.tile(trip[0], trip[1]);
            g.setBlocker(start, 0);
            g.setBlocker(g.tile(trip[2], trip[3]), 0);
            int status = p.plan(start, Goal.tile(trip[2], trip[3]), LAND, out);
            PlanStats s = p.stats();
            assertWithinBudget(s, p.budget());
            PathCheck.assertWalkable(g, start, out, LAND);
            assertEquals(REACHED, status, s.toString());
            assertEquals(g.tile(trip[2], trip[3]), PathCheck.last(out));
            int best = new FullSearch(g, start, LAND).cost[g.tile(trip[2], trip[3])];
            assertTrue(PathCheck.length(g, start, out) <= best * FACTOR, PathCheck.length(g, start, out) + " of " + best);
        }
    }

    @Test
    void aLongMazeOnTheLargestMapIsWalkedInPartialLegs() {
        // too long a way for one search's budget: partial paths along the region route, each walked, then asked again
        Grid g = TestMaps.forestMaze(1024, 5);
        PathPlanner p = new PathPlanner(g);
        int start = g.tile(3, 3);
        g.setBlocker(start, 0);
        FullSearch full = new FullSearch(g, start, LAND);
        int end = full.nearestTo(Goal.tile(1020, 1015));
        Goal goal = Goal.tile(g.tileX(end), g.tileY(end));
        int at = start, status = PARTIAL, legs = 0;
        double walked = 0;
        while (status == PARTIAL) {
            status = p.plan(at, goal, LAND, out);
            assertWithinBudget(p.stats(), p.budget());
            assertFalse(out.isEmpty(), "moves on at leg " + legs);
            PathCheck.assertWalkable(g, at, out, LAND);
            walked += PathCheck.length(g, at, out);
            at = PathCheck.last(out);
            assertTrue(++legs <= 5, "arrives in a few legs");
        }
        assertEquals(REACHED, status);
        assertEquals(end, at);
        assertTrue(legs > 1, "the budget ran out on the way");
        assertTrue(walked <= full.cost[end] * FACTOR, walked + " walked, " + full.cost[end] + " the best");
    }

    @Test
    void goalsReachingOffTheMapAreMet() {
        Grid g = TestMaps.open(32);
        PathPlanner p = new PathPlanner(g);
        // the edge of the map as a 100-wide strip west of it, within a tile and a half
        assertEquals(REACHED, status(p, g, 20, 10, Goal.area(-100, 0, 100, 32, 1500), LAND, out));
        assertEquals(List.of(g.tile(1, 10)), list(out), "1,10 is within a tile and a half");
        // wholly off the map and out of range: as close as the map goes
        assertEquals(PARTIAL, status(p, g, 20, 10, Goal.tile(40, 40), LAND, out));
        assertEquals(List.of(g.tile(31, 31)), list(out));
    }

    @Test
    void badGoalsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Goal.area(0, 0, 0, 1, 0));
        assertThrows(IllegalArgumentException.class, () -> Goal.area(0, 0, 1, 1, -1));
        assertThrows(IllegalArgumentException.class, () -> Goal.area(1 << 20, 0, 1, 1, 0));
        assertThrows(IllegalArgumentException.class, () -> new PathPlanner(new Grid(2000)));
    }

    private static List<Integer> list(IntList l) {
        List<Integer> r = new ArrayList<>();
        for (int i = 0; i < l.size(); i++) r.add(l.get(i));
        return r;
    }
}
