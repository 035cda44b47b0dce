package org.openaok.zones.placement;

import org.openaok.api.generate.Key;

/**
 * Where the zones lie once placed: the zone of every tile on every level, each zone's tiles
 * (ascending), its centre of mass, its target and actual area, and which zones share a border.
 * Final once the placement stage has run; every later stage reads it.
 */
public final class ZoneLayout {
    public static final Key<ZoneLayout> KEY = Key.of("zones.layout", ZoneLayout.class);

    private final int size;
    private final int[][] owner;
    private final int[] level;
    private final int[][] tiles;
    private final int[] centre;
    private final long[] target;
    private final boolean[][] adjacent;
    private final int iterations;
    private final long energy;

    /**
     * @param owner      zone of each tile, per level
     * @param level      level of each zone
     * @param target     tiles each zone was meant to get
     * @param iterations layout and fitting steps taken
     * @param energy     the placement's energy
     */
    public ZoneLayout(int size, int[][] owner, int[] level, long[] target, int iterations, long energy) {
        this.size = size;
        this.owner = owner;
        this.level = level;
        this.target = target;
        this.iterations = iterations;
        this.energy = energy;
        int n = level.length;
        int[] count = new int[n];
        for (int[] o : owner) for (int z : o) count[z]++;
        tiles = new int[n][];
        for (int z = 0; z < n; z++) tiles[z] = new int[count[z]];
        int[] fill = new int[n];
        long[] sx = new long[n];
        long[] sy = new long[n];
        for (int l = 0; l < owner.length; l++) {
            int[] o = owner[l];
            for (int i = 0; i < o.length; i++) {
                int z = o[i];
                tiles[z][fill[z]++] = i;
                sx[z] += i % size;
                sy[z] += i / size;
            }
        }
        centre = new int[n];
        for (int z = 0; z < n; z++) {
            if (tiles[z].length == 0) {
                centre[z] = -1;
                continue;
            }
            int cx = (int) (sx[z] / tiles[z].length);
            int cy = (int) (sy[z] / tiles[z].length);
            centre[z] = nearestOwn(z, cx, cy);
        }
        adjacent = new boolean[n][n];
        for (int[] o : owner) {
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int a = o[y * size + x];
                    if (x + 1 < size && o[y * size + x + 1] != a) adjacent[a][o[y * size + x + 1]] = adjacent[o[y * size + x + 1]][a] = true;
                    if (y + 1 < size && o[(y + 1) * size + x] != a) adjacent[a][o[(y + 1) * size + x]] = adjacent[o[(y + 1) * size + x]][a] = true;
                }
            }
        }
    }

    /** The zone's tile nearest a point (the point itself when it is the zone's). */
    private int nearestOwn(int z, int cx, int cy) {
        int[] o = owner[level[z]];
        if (o[cy * size + cx] == z) return cy * size + cx;
        int best = tiles[z][0];
        long bestD = Long.MAX_VALUE;
        for (int i : tiles[z]) {
            long dx = i % size - cx;
            long dy = i / size - cy;
            if (dx * dx + dy * dy < bestD) {
                bestD = dx * dx + dy * dy;
                best = i;
            }
        }
        return best;
    }

    public int size() { return size; }

    public int zones() { return level.length; }

    /** The zone of a tile. */
    public int owner(int level, int tile) { return owner[level][tile]; }

    /** The zone of every tile of a level (do not change it). */
    public int[] owners(int level) { return owner[level]; }

    public int level(int zone) { return level[zone]; }

    /** The zone's tiles on its level, ascending (do not change them). */
    public int[] tiles(int zone) { return tiles[zone]; }

    public int area(int zone) { return tiles[zone].length; }

    public long target(int zone) { return target[zone]; }

    /** The tile at the zone's centre of mass (or its tile nearest it). */
    public int centre(int zone) { return centre[zone]; }

    /** Whether the two zones share a border (on one level, side by side). */
    public boolean adjacent(int a, int b) { return a != b && adjacent[a][b]; }

    public boolean owns(int zone, int tile) { return owner[level[zone]][tile] == zone; }

    public int iterations() { return iterations; }

    public long energy() { return energy; }
}
