package org.openaok.ai.play.internal;

import org.openaok.sim.api.state.Grid;

/**
 * The map's bodies of land and water as the terrain makes them (what stands on the ground aside):
 * every tile labelled with the body it belongs to, and each body's size. A group's "own ground" is
 * its body of land; a target on another is reached across water; a Dock goes on water of a size.
 * Worked out once per match.
 */
final class Land {
    static final int LAND = 1, WATER = 2;
    private final Grid grid;
    /** Per tile: the land body (1..), or 0 when no land mover crosses it. */
    private final int[] landBody;
    /** Per tile: the water body (1..), or 0. */
    private final int[] waterBody;
    private int[] waterSize = new int[16];
    private int[] landSize = new int[16];

    Land(Grid grid) {
        this.grid = grid;
        int n = grid.tiles();
        landBody = new int[n];
        waterBody = new int[n];
        label(LAND, landBody, true);
        label(WATER, waterBody, false);
    }

    private void label(int mask, int[] body, boolean land) {
        int n = grid.tiles(), size = grid.size();
        int next = 0;
        int[] stack = new int[n];
        for (int t0 = 0; t0 < n; t0++) {
            if (body[t0] != 0 || (grid.terrainPass(t0) & mask) == 0) continue;
            int id = ++next;
            int count = 0;
            int sp = 0;
            stack[sp++] = t0;
            body[t0] = id;
            while (sp > 0) {
                int t = stack[--sp];
                count++;
                int x = t % size, y = t / size;
                for (int d = 0; d < 4; d++) {
                    int nx = x + (d == 0 ? 1 : d == 1 ? -1 : 0), ny = y + (d == 2 ? 1 : d == 3 ? -1 : 0);
                    if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                    int nt = ny * size + nx;
                    if (body[nt] != 0 || (grid.terrainPass(nt) & mask) == 0) continue;
                    body[nt] = id;
                    stack[sp++] = nt;
                }
            }
            if (land) {
                if (id >= landSize.length) landSize = java.util.Arrays.copyOf(landSize, id * 2);
                landSize[id] = count;
            } else {
                if (id >= waterSize.length) waterSize = java.util.Arrays.copyOf(waterSize, id * 2);
                waterSize[id] = count;
            }
        }
    }

    /** The land body of the tile under a point (thousandths), or 0. */
    int landAt(int x, int y) {
        int t = grid.tileAt(x, y);
        return t < 0 ? 0 : landBody[t];
    }

    int landOfTile(int tile) { return landBody[tile]; }

    int waterOfTile(int tile) { return waterBody[tile]; }

    int waterSize(int body) { return body <= 0 || body >= waterSize.length ? 0 : waterSize[body]; }

    int landSize(int body) { return body <= 0 || body >= landSize.length ? 0 : landSize[body]; }

    /** The land body a thing stands on or beside (a building's footprint's edge), or 0. */
    int landNear(int x, int y) {
        int b = landAt(x, y);
        if (b != 0) return b;
        int tx = x / Grid.TILE, ty = y / Grid.TILE;
        for (int r = 1; r <= 3; r++) {
            for (int dy = -r; dy <= r; dy++) {
                for (int dx = -r; dx <= r; dx++) {
                    if (Math.max(Math.abs(dx), Math.abs(dy)) != r || !grid.inside(tx + dx, ty + dy)) continue;
                    int v = landBody[grid.tile(tx + dx, ty + dy)];
                    if (v != 0) return v;
                }
            }
        }
        return 0;
    }
}
