package org.openaok.mapgen.stages.object;

import org.openaok.api.data.ObjectType;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;

/**
 * The tiles an object covers: a rectangle of its type's size, centred on its position. An object
 * of odd width stands on a tile's centre, one of even width on a tile's corner, so a footprint
 * always covers whole tiles. The anchor tile of a footprint is the tile its centre falls in (for
 * an even width, the tile to the lower right of the corner).
 *
 * @param left   first tile along x
 * @param top    first tile along y
 * @param width  tiles along x
 * @param height tiles along y
 */
public record Footprint(int left, int top, int width, int height) {
    private static final int HALF = MapObject.UNITS_PER_TILE / 2;

    /** The footprint of an object of the type anchored on tile (tx, ty). */
    public static Footprint at(ObjectType type, int tx, int ty) {
        return new Footprint(tx - type.width() / 2, ty - type.height() / 2, type.width(), type.height());
    }

    /** The footprint of an object standing where it stands. */
    public static Footprint of(ObjectType type, MapObject o) {
        return new Footprint(leftOf(type, o), topOf(type, o), type.width(), type.height());
    }

    /** The first tile along x of {@link #of}, for loops over every object that need make no footprint. */
    public static int leftOf(ObjectType type, MapObject o) {
        return Math.floorDiv(o.x() - type.width() * HALF + HALF, MapObject.UNITS_PER_TILE);
    }

    /** The first tile along y of {@link #of}. */
    public static int topOf(ObjectType type, MapObject o) {
        return Math.floorDiv(o.y() - type.height() * HALF + HALF, MapObject.UNITS_PER_TILE);
    }

    /** An object of the type anchored on tile (tx, ty), unrotated. */
    public static MapObject place(ObjectType type, int owner, int tx, int ty, int variant, int source) {
        int x = (tx - type.width() / 2) * MapObject.UNITS_PER_TILE + type.width() * HALF;
        int y = (ty - type.height() / 2) * MapObject.UNITS_PER_TILE + type.height() * HALF;
        return new MapObject(type.id(), owner, x, y, 0, 0, variant, source);
    }

    /** Whether every tile lies on a map of {@code size} tiles across. */
    public boolean inside(int size) {
        return left >= 0 && top >= 0 && left + width <= size && top + height <= size;
    }

    /** Whether the tile is one of the footprint's. */
    public boolean covers(int x, int y) {
        return x >= left && y >= top && x < left + width && y < top + height;
    }

    /** Sets the flags on every tile of the footprint that lies on the map. */
    public void mark(MapLevel level, int flags) {
        int size = level.size();
        for (int y = Math.max(0, top); y < Math.min(size, top + height); y++) {
            for (int x = Math.max(0, left); x < Math.min(size, left + width); x++) level.set(y * size + x, flags);
        }
    }

    /** Clears the flags on every tile of the footprint that lies on the map. */
    public void unmark(MapLevel level, int flags) {
        int size = level.size();
        for (int y = Math.max(0, top); y < Math.min(size, top + height); y++) {
            for (int x = Math.max(0, left); x < Math.min(size, left + width); x++) level.clear(y * size + x, flags);
        }
    }
}
