package org.openaok.zones.fill;

import org.openaok.api.data.ObjectType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;

/** Puts objects on the map and marks what they stand on. */
final class Put {
    private Put() {}

    /** Whether every tile of the footprint with top-left tile (tx, ty) passes the test. */
    static boolean fits(Area a, ObjectType type, int tx, int ty, java.util.function.IntPredicate ok) {
        for (int dy = 0; dy < type.height(); dy++) {
            for (int dx = 0; dx < type.width(); dx++) {
                int x = tx + dx, y = ty + dy;
                if (x < 0 || y < 0 || x >= a.size || y >= a.size || !ok.test(y * a.size + x)) return false;
            }
        }
        return true;
    }

    /**
     * Places the object with its footprint's top-left tile at (tx, ty). Its tiles are marked
     * occupied; a blocking object also blocks them and takes them in the mask.
     *
     * @return the footprint's tiles
     */
    static int[] object(GenerationContext ctx, Area a, ObjectType type, int owner, int tx, int ty, int angle, int variant) {
        int w = type.width(), h = type.height();
        int px = tx * MapObject.UNITS_PER_TILE + w * MapObject.UNITS_PER_TILE / 2;
        int py = ty * MapObject.UNITS_PER_TILE + h * MapObject.UNITS_PER_TILE / 2;
        ctx.place(new MapObject(type.id(), owner, px, py, a.level, angle, variant, -1));
        int[] tiles = new int[w * h];
        int k = 0;
        for (int dy = 0; dy < h; dy++) {
            for (int dx = 0; dx < w; dx++) {
                int t = (ty + dy) * a.size + tx + dx;
                tiles[k++] = t;
                a.map.set(t, MapLevel.OCCUPIED);
                if (type.blocks()) {
                    a.map.block(t);
                    a.mask[t] = Mask.USED;
                }
            }
        }
        return tiles;
    }

    /** A one-tile object that blocks nothing, on a tile that stays open (and must be reached). */
    static void standing(GenerationContext ctx, Area a, ObjectType type, int owner, int tile, int angle) {
        object(ctx, a, type, owner, tile % a.size, tile / a.size, angle, 0);
        if (!type.blocks()) a.mask[tile] = Mask.CLEAR;
    }
}
