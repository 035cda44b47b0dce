package org.openaok.api.map;

/**
 * Something standing on the map: a tree, a mine, an animal, a building, a unit, a cliff piece.
 *
 * <p>Positions are fixed point, {@link #UNITS_PER_TILE} units to a tile, so the centre of tile
 * (x, y) is {@code (x * 256 + 128, y * 256 + 128)}; integer positions keep maps identical on
 * every machine. The rotation is a binary angle: {@link #FULL_TURN} is one whole turn, counted
 * counter-clockwise from the map's x axis.
 *
 * @param type    the object type's id in the game data
 * @param owner   0 for Gaia, 1-8 for a player
 * @param x       position along the map's x axis, in 1/256 tiles
 * @param y       position along the map's y axis, in 1/256 tiles
 * @param level   the map level it stands on
 * @param angle   rotation, in 1/65536 turns
 * @param variant which of the type's interchangeable drawings (or cliff piece) it shows
 * @param source  what placed it, for reports (e.g. the script line of a create_object), or -1
 */
public record MapObject(int type, int owner, int x, int y, int level, int angle, int variant, int source) {
    public static final int UNITS_PER_TILE = 256;
    public static final int FULL_TURN = 65536;

    public MapObject {
        if (owner < 0 || owner > 8) throw new IllegalArgumentException("owner out of range: " + owner);
        if (x < 0 || y < 0) throw new IllegalArgumentException("negative position");
        angle = Math.floorMod(angle, FULL_TURN);
    }

    /** An unrotated object centred on tile (tx, ty) of the surface. */
    public static MapObject atTile(int type, int owner, int tx, int ty, int source) {
        return new MapObject(type, owner, tx * UNITS_PER_TILE + UNITS_PER_TILE / 2,
                ty * UNITS_PER_TILE + UNITS_PER_TILE / 2, 0, 0, 0, source);
    }

    /** The tile it stands on (x). */
    public int tileX() { return x / UNITS_PER_TILE; }

    /** The tile it stands on (y). */
    public int tileY() { return y / UNITS_PER_TILE; }

    public MapObject withOwner(int newOwner) {
        return new MapObject(type, newOwner, x, y, level, angle, variant, source);
    }
}
