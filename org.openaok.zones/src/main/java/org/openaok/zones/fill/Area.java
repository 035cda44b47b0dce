package org.openaok.zones.fill;

import org.openaok.api.map.MapLevel;

/**
 * One zone seen by its fill steps: its tiles, bounding box, level, mask and seal, with the
 * questions every step asks (is this tile mine, may I clear it, may I build on it).
 */
final class Area {
    static final int[] DX = {1, -1, 0, 0, 1, 1, -1, -1};
    static final int[] DY = {0, 0, 1, -1, 1, -1, 1, -1};
    /** Move costs: 2 to a side neighbour, 3 to a diagonal one. */
    static final int[] COST = {2, 2, 2, 2, 3, 3, 3, 3};

    final FillState state;
    final int zone;
    final int level;
    final int size;
    final int[] tiles;
    final int[] owner;
    final byte[] mask;
    final boolean[] seal;
    final MapLevel map;
    final int minX, minY, maxX, maxY;

    Area(FillState state, int zone, MapLevel map) {
        this.state = state;
        this.zone = zone;
        this.level = state.layout.level(zone);
        this.size = state.size;
        this.tiles = state.layout.tiles(zone);
        this.owner = state.layout.owners(level);
        this.mask = state.mask[level];
        this.seal = state.seal[level];
        this.map = map;
        int x0 = size, y0 = size, x1 = -1, y1 = -1;
        for (int i : tiles) {
            int x = i % size, y = i / size;
            x0 = Math.min(x0, x);
            y0 = Math.min(y0, y);
            x1 = Math.max(x1, x);
            y1 = Math.max(y1, y);
        }
        minX = x0;
        minY = y0;
        maxX = x1;
        maxY = y1;
    }

    int w() { return maxX - minX + 1; }

    int h() { return maxY - minY + 1; }

    /** Index within the bounding box of a map tile inside it. */
    int local(int tile) { return (tile / size - minY) * w() + tile % size - minX; }

    int tileOf(int local) { return (local / w() + minY) * size + local % w() + minX; }

    boolean own(int tile) { return tile >= 0 && tile < owner.length && owner[tile] == zone; }

    boolean own(int x, int y) { return x >= 0 && y >= 0 && x < size && y < size && owner[y * size + x] == zone; }

    /** The neighbour of a tile in direction d, or -1 off the map. */
    int step(int tile, int d) {
        int x = tile % size + DX[d], y = tile / size + DY[d];
        return x < 0 || y < 0 || x >= size || y >= size ? -1 : y * size + x;
    }

    /** May a path be cut through it: my ground, not sealed, not built on, not water. */
    boolean cuttable(int tile) { return own(tile) && !seal[tile] && Mask.cuttable(mask[tile]); }

    /** May a blocking thing stand on it: my ground, not a path or passage, not water, nothing on it. */
    boolean buildable(int tile) {
        return own(tile) && Mask.cuttable(mask[tile]) && !map.has(tile, MapLevel.OCCUPIED);
    }

    /** May something that blocks nothing stand on it (an animal, a unit, a relic). */
    boolean standable(int tile) {
        return own(tile) && !seal[tile] && mask[tile] != Mask.USED && mask[tile] != Mask.WATER && !map.has(tile, MapLevel.OCCUPIED);
    }

    /**
     * May a clump that blocks (a mine, a treasure pile, a start's gold) take the tile: it is
     * buildable, off the seal and not beside clear ground, so no clump walls clear ground in.
     */
    boolean clumpable(int tile) {
        return !seal[tile] && sealable(tile);
    }

    /**
     * The same, but the tile may lie on the seal: a mine blocks anyway, so it may stand on the
     * zone's rim (its way in must still be inside).
     */
    boolean sealable(int tile) {
        if (!buildable(tile)) return false;
        for (int d = 0; d < 8; d++) {
            int u = step(tile, d);
            if (u >= 0 && owner[u] == zone && mask[u] == Mask.CLEAR) return false;
        }
        return true;
    }

    /** Open for the zone's paths: clear, or a path may be cut there. */
    void clear(int tile) {
        if (own(tile) && mask[tile] != Mask.USED && mask[tile] != Mask.WATER) mask[tile] = Mask.CLEAR;
    }

    /** On the map's outermost ring of tiles. */
    boolean edge(int t) {
        int x = t % size, y = t / size;
        return x == 0 || y == 0 || x == size - 1 || y == size - 1;
    }

    int chebyshev(int a, int b) { return Math.max(Math.abs(a % size - b % size), Math.abs(a / size - b / size)); }

    long dist2(int a, int b) {
        long dx = a % size - b % size, dy = a / size - b / size;
        return dx * dx + dy * dy;
    }
}
