package org.openaok.mapgen.stages.grow;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/**
 * A frontier keeps its places in pages, or in one flat array: either way tiles on either side
 * of a page's edge and the map's last tile behave as any other.
 */
class FrontierTest {
    private static final int TILES = 3 * 256 + 7;   // a last page only partly on the map

    @Test
    void addsOnceAndRemovesBySwappingTheLastIn() {
        addsOnceAndRemovesBySwappingTheLastIn(new Frontier(TILES));
    }

    @Test
    void aFlatFrontierDoesTheSame() {
        addsOnceAndRemovesBySwappingTheLastIn(Frontier.flat(TILES));
    }

    private static void addsOnceAndRemovesBySwappingTheLastIn(Frontier f) {
        int[] tiles = {255, 256, 0, TILES - 1, 511, 255};
        for (int t : tiles) f.add(t);
        assertEquals(5, f.size(), "a tile added twice is in once");
        for (int t : new int[] {0, 255, 256, 511, TILES - 1}) assertTrue(f.contains(t), "tile " + t);
        assertFalse(f.contains(257));
        assertFalse(f.contains(512), "a page never touched holds nothing");
        f.remove(256);   // the last tile (511) takes its place
        assertFalse(f.contains(256));
        assertEquals(511, f.get(1));
        f.removeAt(1);
        assertFalse(f.contains(511));
        assertEquals(TILES - 1, f.get(1));
        f.remove(257);   // not in: nothing happens
        assertEquals(3, f.size());
        f.clear();
        assertTrue(f.isEmpty());
        for (int t : tiles) assertFalse(f.contains(t));
        f.add(TILES - 1);
        assertEquals(TILES - 1, f.get(0));
    }
}
