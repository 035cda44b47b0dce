package org.openaok.sim.internal.path;

/**
 * The map cut into square sectors of {@link #SIZE} tiles (the last row and column smaller when
 * the map's side is not a multiple), numbered row by row. A border is numbered {@code 2s} for
 * the one between sector {@code s} and its east neighbour, {@code 2s+1} for its south one.
 */
final class SectorLayout {
    static final int SIZE = 16;
    static final int TILES = SIZE * SIZE;

    final int mapSize;
    final int across;
    final int count;

    SectorLayout(int mapSize) {
        this.mapSize = mapSize;
        this.across = (mapSize + SIZE - 1) / SIZE;
        this.count = across * across;
    }

    int sectorOf(int tile) { return sectorAt(tile % mapSize, tile / mapSize); }

    int sectorAt(int tx, int ty) { return (ty / SIZE) * across + tx / SIZE; }

    int x0(int s) { return (s % across) * SIZE; }

    int y0(int s) { return (s / across) * SIZE; }

    int x1(int s) { return Math.min(mapSize, x0(s) + SIZE) - 1; }

    int y1(int s) { return Math.min(mapSize, y0(s) + SIZE) - 1; }

    /** Whether sector {@code s} holds any tile that may meet the goal. */
    boolean touches(int s, Goal goal) {
        return x0(s) <= goal.maxX() && x1(s) >= goal.minX() && y0(s) <= goal.maxY() && y1(s) >= goal.minY();
    }

    boolean hasEast(int s) { return s % across < across - 1; }

    boolean hasSouth(int s) { return s / across < across - 1; }
}
