package org.openaok.zeroad;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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
import org.openaok.json.JsonWriter;

class ZeroAdRoundTripTest {
    private final GameData data = AocGameData.load();
    private final MappingTable mapping = MappingTable.builtin();

    /**
     * A map of every terrain (and terrains and objects the game data does not know, as a
     * recording has), hills, objects of every kind and owner, rotations, civilisations and,
     * with two levels, an underground.
     */
    private GameMap sample(int size, int levels) {
        GameMap map = new GameMap(size, levels, List.of(new Zone(0, 0, "a", ""), new Zone(1, levels - 1, "b", "")));
        RandomStream r = new RandomStream(size * 7L + levels);
        List<Integer> terrains = new ArrayList<>();
        data.terrains().forEach(t -> terrains.add(t.id()));
        terrains.addAll(List.of(15, 36, 41, 99));
        for (MapLevel level : map.levels()) {
            for (int i = 0; i < level.tiles(); i++) {
                int t = terrains.get(r.nextInt(terrains.size()));
                level.paint(i, t, data.terrain(t).map(x -> x.movement()).orElse(0));
                level.setElevation(i, r.nextInt(8));
            }
        }
        List<Integer> objects = new ArrayList<>();
        data.objects().forEach(o -> objects.add(o.id()));
        objects.addAll(List.of(64, 1091));
        for (int k = 0; k < 300; k++) {
            map.objects().add(new MapObject(objects.get(r.nextInt(objects.size())), r.nextInt(9), r.nextInt(size * 256),
                    r.nextInt(size * 256), r.nextInt(levels), r.nextInt(65536), r.nextInt(3), -1));
        }
        map.setCivs(List.of("britons", "", "Saracens", "han"));
        return map;
    }

    private byte[] write(GameMap map) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ZeroAdWriter.write(map, data, mapping, out);
        return out.toByteArray();
    }

    private GameMap read(byte[] bytes) throws Exception {
        return ZeroAdReader.read(new ByteArrayInputStream(bytes), "map.json", data, mapping);
    }

    private static JsonValue.Obj json(byte[] bytes) throws Exception {
        return (JsonValue.Obj) JsonReader.parse(new String(bytes, StandardCharsets.UTF_8), "map.json");
    }

    @Test
    void aWrittenMapReadsBackToTheSameMap() throws Exception {
        for (int size : new int[] {32, 120, 144, 200, 220, 255}) {
            for (int levels : new int[] {1, 2}) {
                GameMap original = sample(size, levels);
                byte[] first = write(original);
                GameMap back = read(first);
                String what = size + " tiles, " + levels + " level(s)";
                assertEquals(size, back.size(), what);
                assertEquals(levels, back.levels().size(), what);
                for (int l = 0; l < levels; l++) {
                    for (int i = 0; i < size * size; i++) {
                        assertEquals(original.level(l).terrain(i), back.level(l).terrain(i), what + ", terrain of tile " + i);
                        assertEquals(original.level(l).elevation(i), back.level(l).elevation(i), what + ", elevation of tile " + i);
                    }
                }
                List<MapObject> a = original.objects().list(), b = back.objects().list();
                assertEquals(a.size(), b.size(), what);
                for (int k = 0; k < a.size(); k++) {
                    MapObject x = a.get(k), y = b.get(k);
                    assertEquals(List.of(x.type(), x.owner(), x.x(), x.y(), x.level(), x.angle(), x.variant()),
                            List.of(y.type(), y.owner(), y.x(), y.y(), y.level(), y.angle(), y.variant()), what + ", object " + k);
                }
                assertEquals(original.civs(), back.civs());
                assertArrayEquals(first, write(back), what + ": written again, the same bytes");
            }
        }
    }

    @Test
    void writesWhat0ADLoads() throws Exception {
        for (int size : new int[] {36, 120, 144, 168, 200, 220, 240, 255}) {
            GameMap map = sample(size, 1);
            JsonValue.Obj o = json(write(map));
            int n = o.number("size").orElseThrow().asInt();
            assertEquals(0, n % 16, size + ": whole patches");
            int margin = ((JsonValue.Obj) o.get(ZeroAdWriter.EXTENSION).orElseThrow()).number("margin").orElseThrow().asInt();
            assertTrue(margin >= 3 && n - size - margin >= 3, size + " in " + n + ": the off-world edge all round");
            assertTrue(n - size < 6 + 16, size + " in " + n + ": the smallest such size");
            assertEquals((n + 1) * (n + 1), o.array("height").orElseThrow().size(), "corner heights");
            JsonValue.Obj tiles = o.object("tileData").orElseThrow();
            assertEquals(n * n, tiles.array("index").orElseThrow().size());
            assertEquals(n * n, tiles.array("priority").orElseThrow().size());
            int id = ZeroAdWriter.FIRST_ENTITY_ID;
            for (JsonValue v : o.array("entities").orElseThrow().items()) {
                JsonValue.Obj e = (JsonValue.Obj) v;
                assertEquals(id++, e.number("id").orElseThrow().asInt(), "ids from 150, one after another");
                String template = e.string("templateName").orElseThrow();
                int player = e.number("player").orElseThrow().asInt();
                double x = e.object("position").orElseThrow().number("x").orElseThrow().asDouble();
                double z = e.object("position").orElseThrow().number("z").orElseThrow().asDouble();
                assertTrue(x >= margin && x < margin + size && z >= margin && z < margin + size, template + " on the map, in tiles");
                if (template.matches("(units|structures)/.*")) {
                    String civ = template.split("/")[1];
                    String expected = player == 0 ? "gaul" : List.of("", "brit", "athen", "ptol", "han", "athen", "athen", "athen", "athen").get(player);
                    if (!template.startsWith("structures/palisades")) assertEquals(expected, civ, template + " of player " + player);
                }
                assertFalse(template.startsWith("skirmish/"), "no skirmish templates");
            }
            JsonValue.Obj water = o.object("Environment").orElseThrow().object("Water").orElseThrow().object("WaterBody").orElseThrow();
            assertEquals(ZeroAdMapping.SEA_LEVEL_METRES, water.number("Height").orElseThrow().asInt(), "the water where the sea is");
            assertEquals(n * 2, o.object("Camera").orElseThrow().object("Position").orElseThrow().number("x").orElseThrow().asInt());
        }
    }

    @Test
    void positionsAreTilesAndRotationsAreTheEngines() throws Exception {
        GameMap map = new GameMap(16);
        map.objects().add(MapObject.atTile(66, 0, 3, 5, -1));                               // facing +x
        map.objects().add(new MapObject(66, 0, 256, 256, 0, 16384, 0, -1));                 // facing +y, the engine's +z
        map.objects().add(new MapObject(66, 0, 256, 256, 0, 32768, 0, -1));                 // facing -x
        String json = new String(write(map), StandardCharsets.UTF_8);
        // 16 tiles pad to 32, 8 tiles in
        assertTrue(json.contains("\"position\":{\"x\":11.5,\"y\":0,\"z\":13.5},\"rotation\":{\"x\":0,\"y\":1.570796327,\"z\":0}"), json);
        assertTrue(json.contains("\"position\":{\"x\":9,\"y\":0,\"z\":9},\"rotation\":{\"x\":0,\"y\":0,\"z\":0}"), json);
        assertTrue(json.contains("\"rotation\":{\"x\":0,\"y\":4.71238898,\"z\":0}"), json);
        assertEquals(3_141_592_654L, ZeroAdWriter.radiansE9(32768));
    }

    @Test
    void eachPlayerGetsTheTemplatesOfItsCivilisation() throws Exception {
        GameMap map = new GameMap(32);
        map.objects().add(MapObject.atTile(109, 1, 8, 8, -1));
        map.objects().add(MapObject.atTile(109, 2, 24, 24, -1));
        map.objects().add(MapObject.atTile(109, 0, 16, 16, -1));
        map.objects().add(MapObject.atTile(448, 2, 20, 24, -1));
        map.setCivs(List.of("japanese"));
        String json = new String(write(map), StandardCharsets.UTF_8);
        assertTrue(json.contains("\"templateName\":\"structures/han/civil_centre\",\"player\":1"), json);
        assertTrue(json.contains("\"templateName\":\"structures/athen/civil_centre\",\"player\":2"), "the default civilisation");
        assertTrue(json.contains("\"templateName\":\"structures/gaul/civil_centre\",\"player\":0"), "Gaia's town, capturable");
        assertTrue(json.contains("\"templateName\":\"units/athen/cavalry_javelineer_b\",\"player\":2"));
        map.setCivs(List.of("japanese", "klingons"));
        MapFormatException e = assertThrows(MapFormatException.class, () -> write(map));
        assertTrue(e.getMessage().contains("player 2") && e.getMessage().contains("klingons") && e.getMessage().contains("britons"),
                e.getMessage());
    }

    @Test
    void theUndergroundIsKeptForOpenAoKAndExportsAsAMapOfItsOwn() throws Exception {
        GameMap map = sample(48, 2);
        JsonValue.Obj o = json(write(map));
        long shown = o.array("entities").orElseThrow().size();
        long onSurface = map.objects().list().stream().filter(x -> x.level() == 0
                && mapping.template(ZeroAdWriter.objectName(data, x.type()), x.type(), "athen").isPresent()).count();
        assertEquals(onSurface, shown, "0 A.D. shows the surface's objects only");
        map.level(1).setZone(5, 1);
        map.addStart(new org.openaok.api.map.PlayerStart(1, 0, 3, 4, 0, 0));
        map.addStart(new org.openaok.api.map.PlayerStart(2, 0, 5, 6, 1, 1));
        GameMap below = map.levelAsMap(1);
        assertEquals(1, below.levels().size());
        for (int i = 0; i < 48 * 48; i++) assertEquals(map.level(1).terrain(i), below.surface().terrain(i));
        assertEquals(List.of(new Zone(0, 0, "b", "")), below.zones(), "the level's zones, numbered from 0 on level 0");
        assertEquals(0, below.surface().zone(5));
        assertEquals(List.of(new org.openaok.api.map.PlayerStart(2, 0, 5, 6, 0, 0)), below.starts());
        assertTrue(below.objects().list().stream().allMatch(x -> x.level() == 0));
        assertEquals(map.civs(), below.civs());
        JsonValue.Obj u = json(write(below));
        long underground = map.objects().list().stream().filter(x -> x.level() == 1
                && mapping.template(ZeroAdWriter.objectName(data, x.type()), x.type(), "athen").isPresent()).count();
        assertEquals(underground, u.array("entities").orElseThrow().size(), "as its own map, the underground's objects are shown");
        assertEquals(0, ((JsonValue.Obj) u.get(ZeroAdWriter.EXTENSION).orElseThrow()).array("levels").orElseThrow().size());
    }

    @Test
    void cliffPiecesBecomeRidgesInTheTerrain() throws Exception {
        GameMap map = new GameMap(32);
        for (int i = 0; i < map.surface().tiles(); i++) map.surface().paint(i, 0, 0);
        map.objects().add(MapObject.atTile(264, 0, 10, 10, -1));
        JsonValue.Obj o = json(write(map));
        assertEquals(0, o.array("entities").orElseThrow().size(), "no entity for a cliff piece");
        List<String> textures = new ArrayList<>();
        o.array("textureNames").orElseThrow().items().forEach(v -> textures.add(((JsonValue.Str) v).value()));
        assertEquals(List.of("temp_grass_long", "temp_cliff_a"), textures);
        int n = 48, m = 8;
        JsonValue.Arr index = o.object("tileData").orElseThrow().array("index").orElseThrow();
        for (int z = 0; z < n; z++) {
            for (int x = 0; x < n; x++) {
                boolean under = x >= m + 9 && x <= m + 11 && z >= m + 9 && z <= m + 11;
                assertEquals(under ? 1 : 0, ((JsonValue.Num) index.get(z * n + x)).asInt(), "tile " + x + "," + z);
            }
        }
        ZeroAdGround ground = new ZeroAdGround(o);
        assertEquals(2024 + 736, ground.at(m + 10.5, m + 10.5), 0.001, "the ridge's top");
        assertEquals(2024, ground.at(m + 8.5, m + 10.5), 0.001, "beside it, the plain");
        assertEquals(2024, ground.at(m + 9, m + 10.5), 0.001, "its foot");
        assertEquals(2024 + 736, ground.at(m + 10, m + 10.5), 0.001, "a tile up, 8 m higher: too steep to climb");
    }

    @Test
    void mapDataOfAnotherProgramReadsAs0ADSeesIt() throws Exception {
        GameMap map = new GameMap(40);
        var grass = data.terrain("GRASS").orElseThrow();
        var water = data.terrain("DEEP_WATER").orElseThrow();
        for (int i = 0; i < map.surface().tiles(); i++) {
            boolean sea = map.surface().x(i) < 12;
            map.surface().paint(i, sea ? water.id() : grass.id(), 0);
            map.surface().setElevation(i, sea || map.surface().x(i) < 20 ? 0 : 3);
        }
        map.objects().add(MapObject.atTile(109, 1, 30, 20, -1));
        map.objects().add(MapObject.atTile(53, 0, 5, 20, -1));
        map.setCivs(List.of("spanish"));
        JsonValue.Obj o = json(write(map));
        // the same data without OpenAoK's member, as an external program would write it
        Map<String, JsonValue> members = new java.util.LinkedHashMap<>(o.members());
        members.remove(ZeroAdWriter.EXTENSION);
        StringWriter text = new StringWriter();
        try (JsonWriter w = new JsonWriter(text, false)) {
            w.value(new JsonValue.Obj(members, 1, 1));
        }
        GameMap back = read(text.toString().getBytes(StandardCharsets.UTF_8));
        int n = 48, m = 4;
        assertEquals(n, back.size(), "the padded square");
        for (int y = 0; y < 40; y++) {
            for (int x = 0; x < 40; x++) {
                int i = y * 40 + x;
                assertEquals(map.surface().terrain(i), back.surface().terrain((y + m) * n + x + m));
                // the flat land, the plateau's top and the sea read back exactly; the slope between may be a level off
                if (x < 11 || x > 21 || (x > 12 && x < 19)) {
                    assertEquals(map.surface().elevation(i), back.surface().elevation((y + m) * n + x + m), "elevation at " + x + "," + y);
                }
            }
        }
        List<MapObject> objects = back.objects().list();
        assertEquals(List.of(109, 53), objects.stream().map(MapObject::type).toList());
        assertEquals((30 + m) * 256 + 128, objects.get(0).x());
        assertEquals(List.of("iber"), back.civs(), "the civilisation its templates are of");
    }

    @Test
    void malformedDataSaysWhatIsWrong() {
        String[][] cases = {
                {"[1,2]", "must be an object"},
                {"{\"size\":16}", "missing textureNames"},
                {"{\"size\":120,\"textureNames\":[]}", "whole number of 16-tile patches"},
                {"{\"size\":16,\"textureNames\":[\"temp_grass_long\"],\"height\":[" + "1,".repeat(255) + "1]}", "(size+1)²"},
                {"{\"size\":16,\"textureNames\":[\"no_such_texture\"]}", "no_such_texture"},
                {"{\"size\":16,\"textureNames\":[],\"OpenAoK\":{\"format\":1,\"size\":12,\"margin\":1}}", "does not make a 16-tile map"},
                {"{\"size\":16,\"textureNames\":[],\"OpenAoK\":{\"format\":7}}", "format 7"},
                {"{\"size\":16,", "not JSON"},
        };
        for (String[] c : cases) {
            MapFormatException e = assertThrows(MapFormatException.class,
                    () -> ZeroAdReader.read(new ByteArrayInputStream(c[0].getBytes(StandardCharsets.UTF_8)), "bad.json", data, mapping));
            assertTrue(e.getMessage().contains(c[1]), c[1] + " in " + e.getMessage());
        }
    }

    @Test
    void rotationsAreExact() {
        assertEquals(0, ZeroAdWriter.radiansE9(0));
        assertEquals(1_570_796_327L, ZeroAdWriter.radiansE9(16384));
        for (int a : new int[] {0, 1, 16384, 40000, 65535}) assertEquals(a, ZeroAdWriter.engineAngle(ZeroAdWriter.engineAngle(a)));
    }
}
