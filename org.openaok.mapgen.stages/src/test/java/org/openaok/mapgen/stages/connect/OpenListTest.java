package org.openaok.mapgen.stages.connect;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashSet;
import java.util.PriorityQueue;
import java.util.Random;

import org.junit.jupiter.api.Test;

class OpenListTest {
    private static final int BITS = 22;

    /**
     * Pushes and pops as a search makes them (f near the last popped, now and then far off, so
     * some searches move to the heap) against a priority queue of the same keys.
     */
    @Test
    void popsTheKeysInTheOrderOfAPriorityQueue() {
        int tiles = 240 * 240;
        OpenList list = new OpenList(tiles, BITS);
        Random r = new Random(19);
        int spilled = 0;
        int ring = 0;
        for (int search = 0; search < 200; search++) {
            list.clear();
            PriorityQueue<Long> expected = new PriorityQueue<>();
            HashSet<Long> pushed = new HashSet<>();
                long f = r.nextInt(500);
            boolean far = search % 4 == 3;
            for (int op = 0; op < 5000; op++) {
                if (expected.isEmpty() || r.nextInt(3) > 0) {
                    long nf = Math.max(0, f - 2 + r.nextInt(far && r.nextInt(500) == 0 ? 200 : 20));
                    int tile = r.nextInt(tiles);
                    long key = nf << BITS | tile;
                    if (!pushed.add(key)) continue;   // the finder never pushes one key twice
                    expected.add(key);
                    list.push(nf, tile);
                } else {
                    long key = list.pop();
                    assertEquals(expected.poll(), key, "search " + search + ", operation " + op);
                    f = key >>> BITS;
                }
                assertEquals(expected.isEmpty(), list.isEmpty());
            }
            while (!expected.isEmpty()) assertEquals(expected.poll(), list.pop());
            assertTrue(list.isEmpty());
            if (list.onHeap()) spilled++;
            else ring++;
        }
        assertTrue(spilled > 10 && ring > 100, spilled + " searches moved to the heap, " + ring + " kept the ring");
    }

    @Test
    void aClearedListHoldsNothingOfTheLastSearch() {
        OpenList list = new OpenList(1000, BITS);
        for (int t = 0; t < 1000; t += 7) list.push(t % 5, t);
        list.pop();
        list.clear();
        assertTrue(list.isEmpty());
        list.push(3, 999);
        list.push(3, 1);
        assertEquals(3L << BITS | 1, list.pop());
        assertEquals(3L << BITS | 999, list.pop());
        assertTrue(list.isEmpty());
    }
}
