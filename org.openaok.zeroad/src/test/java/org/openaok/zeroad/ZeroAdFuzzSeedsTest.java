package org.openaok.zeroad;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.Zone;
import org.openaok.api.random.RandomStream;
import org.openaok.gamedata.AocGameData;
import org.openaok.json.JsonReader;
import org.openaok.json.JsonValue;
import org.openaok.json.JsonWriter;

/**
 * The fuzz target's seeds are map data today's writer writes and today's reader reads: a 16-tile
 * map bare, with objects of every owner, with an underground, and as 0 A.D. itself would hold it
 * (without OpenAoK's extension, so the reader maps textures and templates). Seeds the reader
 * refuses at their first field leave the fuzzer nothing to work on (the 8-tile seeds of the
 * writer before 0 A.D. 0.0.26's layout were refused at their size). Written again with
 * {@code -Dopenaok.writeSeeds=true}.
 */
class ZeroAdFuzzSeedsTest {
    static final Path SEEDS = Path.of("src/test/resources/org/openaok/zeroad/ZeroAdReaderFuzzTestInputs/readerNeverFails");
    private static final GameData DATA = AocGameData.load();
    private static final MappingTable MAPPING = MappingTable.builtin();

    private static GameMap sample(int size, int levels, int objects) {
        GameMap map = new GameMap(size, levels, List.of(new Zone(0, 0, "a", ""), new Zone(1, levels - 1, "b", "")));
        RandomStream r = new RandomStream(size * 13L + levels + objects);
        List<Integer> terrains = new ArrayList<>();
        DATA.terrains().forEach(t -> terrains.add(t.id()));
        for (MapLevel level : map.levels()) {
            for (int i = 0; i < level.tiles(); i++) {
                int t = terrains.get(r.nextInt(Math.min(6, terrains.size())));
                level.paint(i, t, DATA.terrain(t).map(x -> x.movement()).orElse(0));
                level.setElevation(i, r.nextInt(3));
            }
        }
        List<Integer> types = new ArrayList<>();
        DATA.objects().forEach(o -> types.add(o.id()));
        for (int k = 0; k < objects; k++) {
            map.objects().add(new MapObject(types.get(r.nextInt(types.size())), r.nextInt(3), r.nextInt(size * 256),
                    r.nextInt(size * 256), r.nextInt(levels), r.nextInt(65536), 0, -1));
        }
        if (objects > 0) map.setCivs(List.of("britons", "franks"));
        return map;
    }

    private static byte[] write(GameMap map) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ZeroAdWriter.write(map, DATA, MAPPING, out);
        return out.toByteArray();
    }

    /** The map data as 0 A.D. would hold it: OpenAoK's extension left out. */
    private static byte[] foreign(byte[] written) throws Exception {
        JsonValue.Obj o = (JsonValue.Obj) JsonReader.parse(new String(written, StandardCharsets.UTF_8), "map.json");
        Map<String, JsonValue> kept = new LinkedHashMap<>(o.members());
        kept.remove(ZeroAdWriter.EXTENSION);
        // a texture only OpenAoK's extension ties to a terrain (a cliff's) is one the seed's ground uses instead
        List<JsonValue> textures = new ArrayList<>();
        String known = null;
        for (JsonValue t : ((JsonValue.Arr) o.get("textureNames").orElseThrow()).items()) {
            if (MAPPING.terrainOf(((JsonValue.Str) t).value()).isPresent() && known == null) known = ((JsonValue.Str) t).value();
        }
        for (JsonValue t : ((JsonValue.Arr) o.get("textureNames").orElseThrow()).items()) {
            JsonValue.Str name = (JsonValue.Str) t;
            textures.add(MAPPING.terrainOf(name.value()).isPresent() ? name : new JsonValue.Str(known, name.line(), name.column()));
        }
        JsonValue.Arr names = (JsonValue.Arr) o.get("textureNames").orElseThrow();
        kept.put("textureNames", new JsonValue.Arr(textures, names.line(), names.column()));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        JsonWriter w = new JsonWriter(out, false);
        w.value(new JsonValue.Obj(kept, o.line(), o.column()));
        w.close();
        return out.toByteArray();
    }

    static Map<String, byte[]> seeds() throws Exception {
        Map<String, byte[]> out = new LinkedHashMap<>();
        out.put("bare-16.json", write(sample(16, 1, 0)));
        byte[] objects = write(sample(16, 1, 12));
        out.put("objects-16.json", objects);
        out.put("underground-16.json", write(sample(16, 2, 8)));
        out.put("foreign-16.json", foreign(objects));
        // found with these seeds: OpenAoK's terrain ids beyond 16 bits were taken, stored negative, and written as such
        out.put("terrain-id-beyond-16-bits.json", beyond16Bits(objects));
        // found by fuzzing with them: a civilisation 0 A.D. does not play was read, and the map then could not be written
        out.put("unplayed-civilisation.json", replaced(objects, "\"civs\":[\"britons\",", "\"civs\":[\"britons!!\","));
        return out;
    }

    private static byte[] beyond16Bits(byte[] written) {
        String s = new String(written, StandardCharsets.UTF_8);
        String t = s.replaceFirst("\"terrains\":\\[0,", "\"terrains\":[40000,");
        assertNotEquals(s, t, "the seed has no terrains to change");
        return t.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] replaced(byte[] written, String what, String with) {
        String s = new String(written, StandardCharsets.UTF_8);
        String t = s.replace(what, with);
        assertNotEquals(s, t, "the seed has no " + what);
        return t.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aCivilisationZeroAdDoesNotPlayIsRefused() throws Exception {
        byte[] bad = seeds().get("unplayed-civilisation.json");
        var e = assertThrows(org.openaok.api.io.MapFormatException.class,
                () -> ZeroAdReader.read(new ByteArrayInputStream(bad), "bad.json", DATA, MAPPING));
        assertTrue(e.getMessage().contains("civs[0] 'britons!!' is no civilisation 0 A.D. plays"), e.getMessage());
    }

    @Test
    void aTerrainIdBeyondSixteenBitsIsRefused() throws Exception {
        byte[] bad = seeds().get("terrain-id-beyond-16-bits.json");
        var e = assertThrows(org.openaok.api.io.MapFormatException.class,
                () -> ZeroAdReader.read(new ByteArrayInputStream(bad), "bad.json", DATA, MAPPING));
        assertTrue(e.getMessage().contains("terrains[0] = 40000 is not 0 to 32767"), e.getMessage());
    }

    @Test
    void theSeedsAreTodaysAndRead() throws Exception {
        boolean write = System.getProperty("openaok.writeSeeds") != null;
        if (write) Files.createDirectories(SEEDS);
        for (var e : seeds().entrySet()) {
            if (write) Files.write(SEEDS.resolve(e.getKey()), e.getValue());
            byte[] kept;
            try (InputStream in = getClass().getResourceAsStream("ZeroAdReaderFuzzTestInputs/readerNeverFails/" + e.getKey())) {
                if (write && in == null) continue;
                assertNotNull(in, e.getKey() + " is missing: write the seeds with -Dopenaok.writeSeeds=true");
                kept = in.readAllBytes();
            }
            if (!write) assertArrayEquals(e.getValue(), kept, e.getKey() + " is not today's writer's: write the seeds again with -Dopenaok.writeSeeds=true");
            if (e.getKey().startsWith("terrain-id-beyond") || e.getKey().startsWith("unplayed")) continue;
            GameMap map = assertDoesNotThrow(() -> ZeroAdReader.read(new ByteArrayInputStream(e.getValue()), e.getKey(), DATA, MAPPING), e.getKey());
            assertEquals(e.getKey().startsWith("foreign") ? 32 : 16, map.size(), e.getKey() + " (0 A.D. pads 16 tiles to two patches)");
        }
    }
}
