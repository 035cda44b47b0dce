package org.openaok.mapgen.stages.grow;

import java.util.Arrays;

import org.openaok.api.random.RandomStream;

/**
 * The tiles a growing blob may take next: a list for picking at random in constant time, and
 * each tile's place in it so a tile is never in twice and leaves in constant time.
 * Removal swaps the last tile in, so the list's order (and with it every random pick) depends
 * only on what was added and removed, in order. A place is kept plus one, so a new frontier's
 * zeroed array needs no filling (lands each have one the size of the map).
 */
public final class Frontier {
    private final int[] position;
    private int[] tiles = new int[64];
    private int count;

    public Frontier(int mapTiles) {
        this.position = new int[mapTiles];
    }

    public int size() { return count; }

    public boolean isEmpty() { return count == 0; }

    public boolean contains(int tile) { return position[tile] > 0; }

    /** Adds a tile unless it is in already. */
    public void add(int tile) {
        if (position[tile] > 0) return;
        if (count == tiles.length) tiles = Arrays.copyOf(tiles, count * 2);
        tiles[count++] = tile;
        position[tile] = count;
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
        position[last] = at + 1;
        position[tile] = 0;
    }

    /** Removes a tile if it is in. */
    public void remove(int tile) {
        int at = position[tile] - 1;
        if (at >= 0) removeAt(at);
    }

    public void clear() {
        for (int k = 0; k < count; k++) position[tiles[k]] = 0;
        count = 0;
    }
}
