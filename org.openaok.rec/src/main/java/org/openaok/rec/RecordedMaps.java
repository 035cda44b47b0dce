package org.openaok.rec;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectKind;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.TerrainType;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;

/**
 * A recorded game's map in the map model, to be drawn, exported and measured as a generated map
 * is: each tile's terrain (with the movement it allows) and elevation, every object (unit ids as
 * the game's, positions to 1/256 of a tile; types the game data does not know are kept as they
 * are), tiles under blocking objects blocked, and each player's start on its Town Center (where
 * the player's view began, if it has none).
 */
public final class RecordedMaps {
    /** The Town Center's unit id. */
    static final int TOWN_CENTER = 109;

    /**
     * The lobby's words for the recordings' civilisation numbers, 1-18 as The Conquerors numbers
     * them (the game's civilisation table; later numbers, HD's own, have no word here).
     */
    static final String[] CIVS = {"", "britons", "franks", "goths", "teutons", "japanese", "chinese", "byzantines", "persians",
            "saracens", "turks", "vikings", "mongols", "celts", "spanish", "aztecs", "mayans", "huns", "koreans"};

    private RecordedMaps() {}

    /** The lobby's word for a recording's civilisation number, or "" when it has none here. */
    static String civ(int number) { return number >= 1 && number < CIVS.length ? CIVS[number] : ""; }

    public static GameMap toGameMap(RecordedGame game, GameData data) {
        int size = game.size();
        GameMap map = new GameMap(size);
        MapLevel level = map.surface();
        for (int i = 0; i < size * size; i++) {
            int t = game.terrain()[i] & 0xff;
            level.paint(i, t, data.terrain(t).map(TerrainType::movement).orElse(0));
            level.setElevation(i, Math.min(127, game.elevation()[i] & 0xff));
        }
        for (RecObject o : game.objects()) {
            int x = Math.round(o.x() * MapObject.UNITS_PER_TILE);
            int y = Math.round(o.y() * MapObject.UNITS_PER_TILE);
            if (x < 0 || y < 0 || x >= size * MapObject.UNITS_PER_TILE || y >= size * MapObject.UNITS_PER_TILE) continue;
            if (o.owner() < 0 || o.owner() > 8) continue;
            MapObject mo = new MapObject(o.unitId(), o.owner(), x, y, 0, 0, 0, -1);
            map.objects().add(mo);
            ObjectType type = data.object(o.unitId()).orElse(null);
            if (type != null && type.blocks()) mark(level, type, mo);
        }
        for (RecPlayer p : game.players()) {
            int sx = (int) Math.floor(p.startX());
            int sy = (int) Math.floor(p.startY());
            for (RecObject o : game.objects()) {
                if (o.owner() == p.number() && o.unitId() == TOWN_CENTER) {
                    sx = (int) Math.floor(o.x());
                    sy = (int) Math.floor(o.y());
                    break;
                }
            }
            sx = Math.max(0, Math.min(size - 1, sx));
            sy = Math.max(0, Math.min(size - 1, sy));
            map.addStart(new PlayerStart(p.number(), p.team(), sx, sy, 0, MapLevel.NO_ZONE));
        }
        // each seat's civilisation, so an export (0 A.D.'s templates) and a match start as the recorded game did
        int seats = 0;
        for (RecPlayer p : game.players()) seats = Math.max(seats, p.number());
        String[] civs = new String[Math.max(0, seats)];
        java.util.Arrays.fill(civs, "");
        for (RecPlayer p : game.players()) if (p.number() >= 1) civs[p.number() - 1] = civ(p.civilization());
        map.setCivs(java.util.Arrays.asList(civs));
        return map;
    }

    private static void mark(MapLevel level, ObjectType type, MapObject o) {
        int half = MapObject.UNITS_PER_TILE / 2;
        int left = Math.floorDiv(o.x() - type.width() * half + half, MapObject.UNITS_PER_TILE);
        int top = Math.floorDiv(o.y() - type.height() * half + half, MapObject.UNITS_PER_TILE);
        int flags = MapLevel.BLOCKED | MapLevel.OCCUPIED | (type.kind() == ObjectKind.CLIFF ? MapLevel.CLIFF : 0);
        int size = level.size();
        for (int y = Math.max(0, top); y < Math.min(size, top + type.height()); y++) {
            for (int x = Math.max(0, left); x < Math.min(size, left + type.width()); x++) level.set(y * size + x, flags);
        }
    }
}
