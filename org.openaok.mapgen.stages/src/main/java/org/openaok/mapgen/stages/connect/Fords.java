package org.openaok.mapgen.stages.connect;


import org.openaok.api.data.TerrainRole;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MovementClass;
import org.openaok.mapgen.stages.state.Painter;
import org.openaok.mapgen.stages.state.TerrainTable;

/**
 * Which tiles a land unit reaches from which (by terrain, eight ways), and fords: where a
 * connection's path crosses ground no land unit can walk, shallows laid along it, three tiles
 * wide. Used only where the script's own replacements left two lands the connection was to join
 * apart ({@link ConnectionsStage}).
 */
final class Fords {
    /** How far either side of a path tile a ford reaches. */
    static final int HALF_WIDTH = 1;

    private final MapLevel level;
    private final TerrainTable terrains;
    private final int size;
    private int[] region;

    Fords(MapLevel level, TerrainTable terrains) {
        this.level = level;
        this.terrains = terrains;
        this.size = level.size();
        label();
    }

    /** The data's shallows (the first terrain whose role is SHALLOW), or -1 when it has none. */
    static int shallows(TerrainTable terrains) {
        for (int t = 0; t < terrains.limit(); t++) if (terrains.role(t) == TerrainRole.SHALLOW) return t;
        return -1;
    }

    /** Whether a land unit walks from one tile to the other (each, or a walkable tile within two of it). */
    boolean joined(int a, int b) {
        int ra = regionNear(a);
        return ra >= 0 && ra == regionNear(b);
    }

    /**
     * Whether a land unit walks every tile of the path as the map is now: then its ends lie in
     * one walkable region, and {@link #joined} would say so.
     */
    static boolean walked(MapLevel level, int[] path) {
        for (int t : path) if ((level.terrainPassable(t) & MovementClass.LAND.bit()) == 0) return false;
        return true;
    }

    /** Lays shallows on every tile within {@link #HALF_WIDTH} of the path that no land unit can walk; returns how many. */
    int ford(int[] path, Painter painter, int shallows) {
        int laid = 0;
        for (int t : path) {
            int cx = t % size;
            int cy = t / size;
            for (int y = Math.max(0, cy - HALF_WIDTH); y <= Math.min(size - 1, cy + HALF_WIDTH); y++) {
                for (int x = Math.max(0, cx - HALF_WIDTH); x <= Math.min(size - 1, cx + HALF_WIDTH); x++) {
                    int i = y * size + x;
                    if (walkable(i) || terrains.role(level.terrain(i)) != TerrainRole.WATER) continue;
                    painter.lay(i, shallows);
                    laid++;
                }
            }
        }
        if (laid > 0) label();
        return laid;
    }

    private boolean walkable(int i) { return (level.terrainPassable(i) & MovementClass.LAND.bit()) != 0; }

    private int regionNear(int tile) {
        int x = tile % size;
        int y = tile / size;
        for (int r = 0; r <= 2; r++) {
            for (int dy = -r; dy <= r; dy++) {
                for (int dx = -r; dx <= r; dx++) {
                    int nx = x + dx;
                    int ny = y + dy;
                    if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                    int l = region[ny * size + nx];
                    if (l >= 0) return l;
                }
            }
        }
        return -1;
    }

    private void label() {
        region = org.openaok.mapgen.stages.state.Regions.label(size, this::walkable);
    }
}
