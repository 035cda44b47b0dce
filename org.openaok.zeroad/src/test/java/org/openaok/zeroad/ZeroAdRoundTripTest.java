package org.openaok.zeroad;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.io.MapFormatException;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.Zone;
import org.openaok.api.random.RandomStream;
import org.openaok.gamedata.AocGameData;
import org.openaok.json.JsonReader;
import org.openaok.json.JsonValue;

class ZeroAdRoundTripTest {
    private final GameData data = AocGameData.load();
    private final MappingTable mapping = MappingTable.builtin();

    /** A map with every terrain, hills, objects of many kinds and owners, rotations and an underground. */
    private GameMap sample(int levels) {
        GameMap map = new GameMap(32, levels, List.of(new Zone(0, 0, "a", ""), new Zone(1, levels - 1, "b", "")));
        RandomStream r = new RandomStream(7);
        var terrains = data.terrains();
        for (MapLevel level : map.levels()) {
            for (int i = 0; i < level.tiles(); i++) {
                var t = terrains.get(r.nextInt(terrains.size()));
                level.paint(i, t.id(), t.movement());
                level.setElevation(i, r.nextInt(8));
            }
        }
        var objects = data.objects();
        for (int k = 0; k < 200; k++) {
            var o = objects.get(r.nextInt(objects.size()));
            map.objects().add(new MapObject(o.id(), r.nextInt(9), r.nextInt(32 * 256), r.nextInt(32 * 256),
                    r.nextInt(levels), r.nextInt(65536), 0, -1));
        }
        return map;
    }

    private byte[] write(GameMap map) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ZeroAdWriter.write(map, data, mapping, out);
        return out.toByteArray();
    }

    @Test
    void writesTheShapeZeroAdExpects() throws Exception {
        byte[] bytes = write(sample(1));
        JsonValue.Obj o = (JsonValue.Obj) JsonReader.parse(new String(bytes, StandardCharsets.UTF_8), "map.json");
        assertEquals(32, o.number("size").orElseThrow().asInt());
        assertEquals(32 * 32, o.array("height").orElseThrow().size());
        assertEquals(20, o.number("seaLevel").orElseThrow().asInt());
        JsonValue.Obj tileData = o.object("tileData").orElseThrow();
        assertEquals(32 * 32, tileData.array("index").orElseThrow().size());
        assertEquals(32 * 32, tileData.array("priority").orElseThrow().size());
        JsonValue.Arr entities = o.array("entities").orElseThrow();
        assertEquals(200, entities.size());
        JsonValue.Obj e = (JsonValue.Obj) entities.get(0);
        assertEquals(1, e.number("id").orElseThrow().asInt());
        assertTrue(e.string("templateName").isPresent());
        for (String axis : List.of("x", "y", "z")) {
            assertTrue(e.object("position").orElseThrow().number(axis).isPresent());
            assertTrue(e.object("rotation").orElseThrow().number(axis).isPresent());
        }
        assertFalse(o.has("levels"), "one level writes plain 0 A.D. data");
        int textures = o.array("textureNames").orElseThrow().size();
        for (JsonValue v : tileData.array("index").orElseThrow().items()) assertTrue(((JsonValue.Num) v).asInt() < textures);
    }

    @Test
    void positionsAreFourMapUnitsATile() throws Exception {
        GameMap map = new GameMap(16);
        map.objects().add(MapObject.atTile(66, 0, 3, 5, -1));
        String json = new String(write(map), StandardCharsets.UTF_8);
        assertTrue(json.contains("\"position\":{\"x\":14,\"y\":0,\"z\":22}"), json);
    }

    @Test
    void aWrittenMapReadsBackToTheSameBytes() throws Exception {
        for (int levels : new int[] {1, 2}) {
            GameMap original = sample(levels);
            byte[] first = write(original);
            GameMap back = ZeroAdReader.read(new ByteArrayInputStream(first), "map.json", data, mapping);
            assertEquals(levels, back.levels().size());
            byte[] second = write(back);
            assertArrayEquals(first, second, "round trip with " + levels + " level(s)");
            assertEquals(original.surface().terrain(17), back.surface().terrain(17));
            assertEquals(original.surface().elevation(17), back.surface().elevation(17));
        }
    }

    @Test
    void malformedDataSaysWhatIsWrong() {
        String[][] cases = {
                {"[1,2]", "must be an object"},
                {"{\"size\":16}", "missing textureNames"},
                {"{\"size\":8,\"textureNames\":[\"temp_grass_long\"],\"height\":[1],\"tileData\":{\"index\":[],\"priority\":[]},\"entities\":[]}", "height has 1 values"},
                {"{\"size\":8,\"textureNames\":[\"no_such_texture\"]}", "no_such_texture"},
                {"{\"size\":8,", "not JSON"},
                // found by fuzzing: threw NumberFormatException
                {"{\"size\":8,\"textureNames\":[\"openaok_terrain_desert_dirt_rough\"]}", "names no id"},
                {"{\"size\":8,\"textureNames\":[\"openaok_terrain_-3\"]}", "names no id"},
                {"{\"size\":8,\"textureNames\":[\"openaok_terrain_52797367\"]}", "terrain ids are 0-32767"},
                // nine levels: the map model threw IllegalArgumentException
                {"{\"size\":8,\"textureNames\":[],\"levels\":[{},{},{},{},{},{},{},{}]}", "9 levels; a map has at most 8"},
        };
        for (String[] c : cases) {
            MapFormatException e = assertThrows(MapFormatException.class,
                    () -> ZeroAdReader.read(new ByteArrayInputStream(c[0].getBytes(StandardCharsets.UTF_8)), "bad.json", data, mapping));
            assertTrue(e.getMessage().contains(c[1]), c[1] + " in " + e.getMessage());
        }
    }

    @Test
    void everyTerrainAndObjectOfTheGameDataHasItsOwnTextureAndTemplate() {
        for (var t : data.terrains()) {
            assertFalse(mapping.texture(t.name(), t.id()).name().startsWith("openaok_"), "no texture for " + t.name());
        }
        for (var o : data.objects()) {
            assertFalse(mapping.template(o.name(), o.id()).startsWith("openaok/"), "no template for " + o.name());
        }
    }

    @Test
    void rotationsAreExact() {
        assertEquals(0, ZeroAdWriter.radiansE9(0));
        assertEquals(3_141_592_654L, ZeroAdWriter.radiansE9(32768));
        assertEquals(1_570_796_327L, ZeroAdWriter.radiansE9(16384));
    }
}
