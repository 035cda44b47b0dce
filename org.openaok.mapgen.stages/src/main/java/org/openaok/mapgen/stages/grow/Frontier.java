package org.openaok.mapgen.stages.grow;

import java.util.Arrays;

import org.openaok.api.random.RandomStream;

/**
 * The tiles a growing blob may take next: a list for picking at random in constant time, and
 * each tile's place in it so a tile is never in twice and leaves in constant time.
 * Removal swaps the last tile in, so the list's order (and with it every random pick) depends
 * only on what was added and removed, in order. A place is kept plus one, so a new page's
 * zeroed array needs no filling. The places are kept in pages made on first use: lands each have
 * a frontier over the whole map but touch only their part of it. A frontier that will range over
 * the whole map (a clump grower's, reused clump after clump) keeps them in one flat array
 * instead, which saves a load on every add, remove and test.
 */
public final class Frontier {
    private static final int SHIFT = 8;
    private static final int PAGE = 1 << SHIFT;
    private final int[][] pages;
    /** Every tile's place plus one, for a frontier made {@link #flat}; else null. */
    private final int[] flat;
    private int[] tiles = new int[64];
    private int count;

    public Frontier(int mapTiles) {
        this.pages = new int[(mapTiles + PAGE - 1) >> SHIFT][];
        this.flat = null;
    }

    private Frontier(int[] flat) {
        this.pages = null;
        this.flat = flat;
    }

    /** A frontier that keeps every tile's place in one array from the start. */
    public static Frontier flat(int mapTiles) {
        return new Frontier(new int[mapTiles]);
    }

    public int size() { return count; }

    public boolean isEmpty() { return count == 0; }

    public boolean contains(int tile) {
        if (flat != null) return flat[tile] > 0;
        int[] page = pages[tile >> SHIFT];
        return page != null && page[tile & (PAGE - 1)] > 0;
    }

    /** The tile's place plus one, 0 where it is not in. */
    private int place(int tile) {
        if (flat != null) return flat[tile];
        int[] page = pages[tile >> SHIFT];
        return page == null ? 0 : page[tile & (PAGE - 1)];
    }

    private void setPlace(int tile, int place) {
        if (flat != null) {
            flat[tile] = place;
            return;
        }
        int[] page = pages[tile >> SHIFT];
        if (page == null) page = pages[tile >> SHIFT] = new int[PAGE];
        page[tile & (PAGE - 1)] = place;
    }

    /** Adds a tile unless it is in already. */
    public void add(int tile) {
        if (place(tile) > 0) return;
        if (count == tiles.length) tiles = Arrays.copyOf(tiles, count * 2);
        tiles[count++] = tile;
        setPlace(tile, count);
    }

    /** The tile at a list position. */
    public int get(int at) { return tiles[at]; }

    /** A random list position. */
    public int pick(RandomStream rng) { return rng.nextInt(count); }

    /** Removes the tile at a list position; the last tile takes its place. */
    public void removeAt(int at) {
        int tile = tiles[at];
        int last = tiles[--count];
        tiles[at] = last;
        setPlace(last, at + 1);
        setPlace(tile, 0);
    }

    /** Removes a tile if it is in. */
    public void remove(int tile) {
        int at = place(tile) - 1;
        if (at >= 0) removeAt(at);
    }

    public void clear() {
        for (int k = 0; k < count; k++) setPlace(tiles[k], 0);
        count = 0;
    }
}
