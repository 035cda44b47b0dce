package org.openaok.render;

import org.openaok.api.data.GameData;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;

/** A small hand-made map with something of everything a renderer draws; fixed, so its images are too. */
final class TestMaps {
    private TestMaps() {}

    static GameMap sampler(GameData data) {
        int size = 48;
        GameMap map = new GameMap(size);
        MapLevel l = map.surface();
        int grass = id(data, "GRASS");
        int water = id(data, "WATER");
        int desert = id(data, "DESERT");
        int forest = id(data, "FOREST");
        int snow = id(data, "SNOW");
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int i = l.indexOf(x, y);
                int t = x < 10 ? water : y < 12 ? desert : (x - 30) * (x - 30) + (y - 30) * (y - 30) < 36 ? forest
                        : x > 40 && y > 40 ? snow : grass;
                l.paint(i, t, 1);
                // a hill rising to the south-east of the middle
                int d = Math.abs(x - 24) + Math.abs(y - 24);
                if (x >= 10) l.setElevation(i, Math.max(0, 7 - d / 2));
            }
        }
        for (int y = 27; y < 34; y++) {
            for (int x = 27; x < 34; x++) {
                if ((x - 30) * (x - 30) + (y - 30) * (y - 30) < 36) map.objects().add(MapObject.atTile(obj(data, "FOREST_TREE"), 0, x, y, -1));
            }
        }
        map.objects().add(MapObject.atTile(obj(data, "GOLD"), 0, 14, 20, -1));
        map.objects().add(MapObject.atTile(obj(data, "GOLD"), 0, 15, 20, -1));
        map.objects().add(MapObject.atTile(obj(data, "STONE"), 0, 14, 22, -1));
        map.objects().add(MapObject.atTile(obj(data, "FORAGE"), 0, 20, 40, -1));
        map.objects().add(MapObject.atTile(obj(data, "SHEEP"), 0, 22, 41, -1));
        map.objects().add(MapObject.atTile(obj(data, "BOAR"), 0, 36, 16, -1));
        map.objects().add(MapObject.atTile(obj(data, "WOLF"), 0, 44, 20, -1));
        map.objects().add(MapObject.atTile(obj(data, "RELIC"), 0, 24, 24, -1));
        map.objects().add(MapObject.atTile(obj(data, "CLIFF1"), 0, 40, 8, -1));
        // a town centre (4 x 4) centred on a tile corner, and villagers of both players
        map.objects().add(new MapObject(obj(data, "TOWN_CENTER"), 1, 16 * 256, 34 * 256, 0, 0, 0, -1));
        map.objects().add(MapObject.atTile(obj(data, "VILLAGER"), 1, 19, 36, -1));
        map.objects().add(new MapObject(obj(data, "TOWN_CENTER"), 2, 38 * 256, 40 * 256, 0, 0, 0, -1));
        map.objects().add(MapObject.atTile(obj(data, "VILLAGER"), 2, 35, 42, -1));
        map.addStart(new PlayerStart(1, 0, 16, 34, 0, MapLevel.NO_ZONE));
        map.addStart(new PlayerStart(2, 0, 38, 40, 0, MapLevel.NO_ZONE));
        return map;
    }

    private static int id(GameData data, String name) { return data.terrain(name).orElseThrow().id(); }

    private static int obj(GameData data, String name) { return data.object(name).orElseThrow().id(); }
}
