package org.openaok.sim;

import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.sim.api.rules.TypeDef;

/**
 * A hand-made map for tests whose outcome is worked out by hand: flat grass (optionally a lake),
 * the players' starts, and objects put exactly where the test says.
 */
public final class TestMap {
    private final GameMap map;

    private TestMap(int size) {
        map = new GameMap(size);
        MapLevel l = map.surface();
        for (int i = 0; i < l.tiles(); i++) l.paint(i, 0, 1);
    }

    /** Flat grass, {@code size} tiles across, with a start for each player spread along the diagonal. */
    public static TestMap flat(int size, int players) {
        TestMap t = new TestMap(size);
        for (int p = 1; p <= players; p++) {
            int at = size * p / (players + 1);
            t.map.addStart(new PlayerStart(p, 0, at, at, 0, -1));
        }
        return t;
    }

    /** Water (id 1, ships only) over a rectangle of tiles. */
    public TestMap water(int x0, int y0, int w, int h) {
        MapLevel l = map.surface();
        for (int y = y0; y < y0 + h; y++) for (int x = x0; x < x0 + w; x++) l.paint(l.indexOf(x, y), 1, 2);
        return this;
    }

    /** Raises a rectangle of tiles to an elevation level. */
    public TestMap hill(int x0, int y0, int w, int h, int level) {
        MapLevel l = map.surface();
        for (int y = y0; y < y0 + h; y++) for (int x = x0; x < x0 + w; x++) l.setElevation(l.indexOf(x, y), level);
        return this;
    }

    /** Moves a player's start. */
    public TestMap start(int player, int tx, int ty) {
        map.addStart(new PlayerStart(player, 0, tx, ty, 0, -1));
        return this;
    }

    /**
     * Puts an object by its random map constant with its footprint's lowest tile at (tx, ty); units
     * stand at that tile's centre.
     */
    public TestMap put(String constant, int owner, int tx, int ty) {
        TypeDef d = null;
        for (TypeDef t : Fixtures.rules().types()) if (t.constName().equals(constant)) { d = t; break; }
        if (d == null) throw new IllegalArgumentException("no type with the constant " + constant);
        int half = MapObject.UNITS_PER_TILE / 2;
        int x = tx * MapObject.UNITS_PER_TILE + d.width() * half, y = ty * MapObject.UNITS_PER_TILE + d.height() * half;
        map.objects().add(new MapObject(d.id(), owner, x, y, 0, 0, 0, -1));
        return this;
    }

    /** Puts an object by its data id (for types the map data does not list), centred on a tile. */
    public TestMap putId(int id, int owner, int tx, int ty) {
        map.objects().add(MapObject.atTile(id, owner, tx, ty, -1));
        return this;
    }

    public GameMap map() { return map; }
}
