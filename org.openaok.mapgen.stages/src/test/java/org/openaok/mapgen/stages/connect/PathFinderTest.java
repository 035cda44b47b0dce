package org.openaok.mapgen.stages.connect;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Random;

import org.junit.jupiter.api.Test;

class PathFinderTest {
    /**
     * Told that no tile costs less than 2 while the script's cheapest terrain costs 1, the
     * finder aims closer; it must still give the very path the plain search gives, ties and
     * all: maps of few costs (many equal paths), walls, closed goals, starts next to goals.
     */
    @Test
    void aimingCloserGivesThePlainSearchsPath() {
        Random r = new Random(19);
        int size = 60;
        PathFinder finder = new PathFinder(size);
        int focusedSame = 0;
        for (int map = 0; map < 300; map++) {
            int[] cost = new int[size * size];
            int[] choices = map % 3 == 0 ? new int[] {2, 2, 2, 2, 3} : map % 3 == 1 ? new int[] {2, 7, 9, 15} : new int[] {3, 3, 4, 0};
            for (int i = 0; i < cost.length; i++) cost[i] = choices[r.nextInt(choices.length)];
            if (map % 5 == 0) for (int y = 5; y < size - 5; y++) cost[y * size + size / 2] = 0;   // a wall with ways round
            int start = r.nextInt(cost.length);
            int goal = map % 17 == 0 ? Math.min(cost.length - 1, start + 1) : r.nextInt(cost.length);
            if (map % 7 == 0) cost[goal] = 0;
            int lowest = Integer.MAX_VALUE;
            for (int c : cost) if (c > 0) lowest = Math.min(lowest, c);
            costs(finder, cost);
            int[] plain = finder.find(start, goal, 1, 1, () -> { });
            int[] focused = finder.find(start, goal, 1, lowest, () -> { });
            assertArrayEquals(plain, focused, "map " + map + ": " + start + " to " + goal);
            if (plain != null) focusedSame++;
        }
        assertTrue(focusedSame > 250, focusedSame + " maps with a path");
    }

    /** A tile cheaper than the caller said (a wrong lowest) makes it search the plain way, not give another path. */
    @Test
    void aTileCheaperThanToldFallsBackToThePlainSearch() {
        int size = 30;
        int[] cost = new int[size * size];
        java.util.Arrays.fill(cost, 2);
        for (int x = 3; x < 27; x++) cost[15 * size + x] = 1;
        PathFinder finder = new PathFinder(size);
        costs(finder, cost);
        int start = 15 * size + 2;
        int goal = 15 * size + 27;
        assertArrayEquals(finder.find(start, goal, 1, 1, () -> { }), finder.find(start, goal, 1, 2, () -> { }));
    }

    /**
     * The finder's grid has a closed rim round the map: a way along the map's edge, corner to
     * corner round a wall, stays on the map, one tile a step.
     */
    @Test
    void aWayAlongTheEdgeStaysOnTheMap() {
        int size = 20;
        int[] cost = new int[size * size];
        java.util.Arrays.fill(cost, 1);
        for (int y = 0; y < size - 1; y++) for (int x = 1; x < size; x++) cost[y * size + x] = 0;   // open: column 0, bottom row
        PathFinder finder = new PathFinder(size);
        costs(finder, cost);
        int start = size - 1;   // the top right corner, closed ground but a start
        int goal = size * size - 1;
        int[] path = finder.find(0, goal, 1, 1, () -> { });
        assertNotNull(path);
        assertEquals(2 * size - 2, path.length);   // down column 0, then the bottom row from the diagonal on
        for (int k = 0; k < path.length; k++) {
            int t = path[k];
            assertTrue(t >= 0 && t < size * size, "tile " + t);
            assertTrue(t % size == 0 || t / size == size - 1, "on the open edge: " + t);
            if (k > 0) {
                int p = path[k - 1];
                assertTrue(Math.abs(t % size - p % size) <= 1 && Math.abs(t / size - p / size) <= 1, p + " to " + t);
            }
        }
        assertNull(finder.find(start, size + 1, 1, 1, () -> { }), "walled in: no way");
    }

    private static void costs(PathFinder finder, int[] cost) {
        for (int t = 0; t < cost.length; t++) finder.cost(t, cost[t]);
    }
}
