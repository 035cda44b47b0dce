package org.openaok.zeroad;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.gamedata.AocGameData;
import org.openaok.json.JsonReader;
import org.openaok.json.JsonValue;

/**
 * Maps of the kind a recorded game yields (the original game's terrain ids and objects, sizes
 * of 120 to 220 tiles, civilisations of every edition): the tiles and objects an independent
 * parser read from the recordings in ../shared/corpus/recs (never copied here) become maps, and
 * their export must name only what 0 A.D. has, keep every object on the map and read back whole.
 */
class RecordedMapsTest {
    /** The recordings' civilisation numbers (1 Britons ... 18 Koreans, then the later editions'), as the lobby names them. */
    static final List<String> CIVS = List.of("", "britons", "franks", "goths", "teutons", "japanese", "chinese", "byzantines",
            "persians", "saracens", "turks", "vikings", "mongols", "celts", "spanish", "aztecs", "mayans", "huns", "koreans",
            "italians", "indians", "incas", "magyars", "slavs", "portuguese", "ethiopians", "malians", "berbers", "khmer",
            "malay", "burmese", "vietnamese");

    private final GameData data = AocGameData.load();
    private final MappingTable mapping = MappingTable.builtin();
    private final ZeroAdNames game = ZeroAdNames.load();

    static List<Path> recordings() throws Exception {
        String prop = System.getProperty("openaok.shared");
        Path dir = (prop != null ? Path.of(prop) : Path.of("..", "shared")).resolve("corpus/recs/extracted");
        Assumptions.assumeTrue(Files.isDirectory(dir), "no ../shared/corpus/recs/extracted here");
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
    }

    /** The map a recording holds: terrain and elevation per tile, every object where it stood, the players' civilisations. */
    GameMap mapOf(Path file) throws Exception {
        JsonValue.Obj r = (JsonValue.Obj) JsonReader.parse(Files.readString(file), file.toString());
        int size = r.number("size").orElseThrow().asInt();
        GameMap map = new GameMap(size);
        MapLevel s = map.surface();
        var terrain = r.array("terrain").orElseThrow();
        var elevation = r.array("elevation").orElseThrow();
        for (int i = 0; i < size * size; i++) {
            int t = ((JsonValue.Num) terrain.get(i)).asInt();
            s.paint(i, t, data.terrain(t).map(x -> x.movement()).orElse(0));
            s.setElevation(i, ((JsonValue.Num) elevation.get(i)).asInt());
        }
        for (JsonValue v : r.array("objects").orElseThrow().items()) {
            JsonValue.Obj o = (JsonValue.Obj) v;
            int x = (int) Math.round(o.number("x").orElseThrow().asDouble() * 256);
            int y = (int) Math.round(o.number("y").orElseThrow().asDouble() * 256);
            if (x < 0 || y < 0 || x >= size * 256 || y >= size * 256) continue;
            map.objects().add(new MapObject(o.number("id").orElseThrow().asInt(), o.number("player").orElseThrow().asInt(), x, y, 0, 0, 0, -1));
        }
        List<String> civs = new ArrayList<>();
        for (JsonValue v : r.array("players").orElseThrow().items()) {
            int civ = ((JsonValue.Obj) v).number("civilization").orElseThrow().asInt();
            civs.add(civ > 0 && civ < CIVS.size() ? CIVS.get(civ) : "");
        }
        map.setCivs(civs);
        return map;
    }

    @Test
    void recordedMapsExportWithWhat0ADHasAndReadBackWhole() throws Exception {
        Map<Integer, Integer> notShown = new TreeMap<>();
        int maps = 0;
        for (Path file : recordings()) {
            GameMap map = mapOf(file);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ZeroAdWriter.write(map, data, mapping, out);
            JsonValue.Obj o = (JsonValue.Obj) JsonReader.parse(out.toString(StandardCharsets.UTF_8), file.toString());
            assertEquals(List.of(), CheckMaps.missing(o, game), file.toString());
            assertEquals(0, o.number("size").orElseThrow().asInt() % 16);
            GameMap back = ZeroAdReader.read(new ByteArrayInputStream(out.toByteArray()), file.toString(), data, mapping);
            assertEquals(map.objects().list(), back.objects().list(), file + ": every object, where it stood");
            for (int i = 0; i < map.surface().tiles(); i++) {
                assertEquals(map.surface().terrain(i), back.surface().terrain(i));
                assertEquals(map.surface().elevation(i), back.surface().elevation(i));
            }
            int shown = o.array("entities").orElseThrow().size();
            for (MapObject m : map.objects().list()) {
                if (data.object(m.type()).isEmpty()) notShown.merge(m.type(), 1, Integer::sum);
            }
            assertTrue(shown > map.objects().size() / 2, file + ": most objects are shown (" + shown + " of " + map.objects().size() + ")");
            CheckMaps.export("rec-" + file.getFileName().toString(), out.toByteArray());
            maps++;
        }
        assertTrue(maps >= 10, maps + " recordings");
        System.out.println("recorded objects 0 A.D. is given no template for (type: count): " + notShown);
    }
}
