package org.openaok.mapgen.stages.check;

import java.util.List;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectType;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.MovementClass;
import org.openaok.mapgen.stages.object.Footprint;
import org.openaok.mapgen.stages.state.ObjectTypes;

/**
 * Where a land mover can walk, and which tiles reach which (eight ways). Either by the terrain
 * alone (what separates islands) or by the terrain and what Gaia left standing on it (forests,
 * mines, cliffs): a player's own buildings are left out, since a player can walk out of a town.
 */
final class Walking {
    private Walking() {}

    /** Tiles a land mover may cross by terrain alone. */
    static boolean[] byTerrain(MapLevel level) {
        boolean[] out = new boolean[level.tiles()];
        int bit = MovementClass.LAND.bit();
        for (int i = 0; i < out.length; i++) out[i] = (level.terrainPassable(i) & bit) != 0;
        return out;
    }

    /** Tiles a land mover may cross by terrain, less what Gaia objects that block movement cover. */
    static boolean[] withGaia(MapLevel level, GameData data, List<MapObject> objects) {
        boolean[] out = byTerrain(level);
        int size = level.size();
        ObjectTypes types = new ObjectTypes(data);
        for (MapObject o : objects) {
            if (o.owner() != 0 || o.level() != level.index()) continue;
            ObjectType t = types.of(o.type());
            if (t == null || !t.blocks()) continue;
            int left = Footprint.leftOf(t, o);
            int top = Footprint.topOf(t, o);
            for (int y = Math.max(0, top); y < Math.min(size, top + t.height()); y++) {
                for (int x = Math.max(0, left); x < Math.min(size, left + t.width()); x++) out[y * size + x] = false;
            }
        }
        return out;
    }

    /** Each tile's region among the walkable ones (eight ways), -1 for a tile that is not walkable. */
    static int[] regions(boolean[] walkable, int size) {
        return org.openaok.mapgen.stages.state.Regions.label(walkable, size);
    }

    /**
     * The region a start reaches: its own tile's, or where the start tile itself is not walkable
     * (a cleared start stands on its Town Center), the first walkable neighbour's within two tiles.
     */
    static int regionOf(int[] regions, int size, int x, int y) {
        for (int r = 0; r <= 2; r++) {
            for (int dy = -r; dy <= r; dy++) {
                for (int dx = -r; dx <= r; dx++) {
                    int nx = x + dx;
                    int ny = y + dy;
                    if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                    int l = regions[ny * size + nx];
                    if (l >= 0) return l;
                }
            }
        }
        return -1;
    }
}
