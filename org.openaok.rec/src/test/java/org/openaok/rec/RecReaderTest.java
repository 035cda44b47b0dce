package org.openaok.rec;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.openaok.api.diag.Diagnostic;
import org.openaok.json.JsonReader;
import org.openaok.json.JsonValue;

/**
 * The reader against what an independent parser extracted from the public test recordings: the
 * version, map, size and lobby, every tile's terrain and elevation, every player, and every
 * object (unit id, class, owner, position to a thousandth of a tile, list) in the same order.
 * And damaged files give a diagnostic, never an exception.
 */
class RecReaderTest {
    @TestFactory
    List<DynamicTest> everyRecordingAgreesWithTheExtractedFacts() {
        List<Path> recs = Recordings.all();
        Assumptions.assumeFalse(recs.isEmpty(), "../shared/corpus/recs is absent");
        List<DynamicTest> tests = new ArrayList<>();
        for (Path rec : recs) {
            Path facts = Recordings.extracted(rec);
            if (facts == null) continue;
            tests.add(DynamicTest.dynamicTest(rec.getFileName().toString(), () -> agrees(rec, facts)));
        }
        assertFalse(tests.isEmpty(), "no extracted facts beside the recordings");
        return tests;
    }

    private static void agrees(Path rec, Path factsFile) throws Exception {
        RecReadResult r = RecReader.read(rec);
        assertTrue(r.game().isPresent(), () -> rec + ": " + r.diagnostics());
        RecordedGame g = r.game().get();
        assertTrue(r.diagnostics().stream().noneMatch(Diagnostic::isError), () -> r.diagnostics().toString());
        JsonValue.Obj facts = (JsonValue.Obj) JsonReader.parse(Files.readString(factsFile, StandardCharsets.UTF_8), factsFile.toString());

        assertEquals(facts.string("version").orElseThrow(), g.version().name(), "version");
        assertEquals(facts.string("game_version").orElseThrow(), g.gameVersion(), "game version");
        assertEquals(Math.round(facts.number("save_version").orElseThrow().asDouble() * 100), g.saveVersion(), "save version");
        assertEquals(facts.string("map_name").orElseThrow(), g.mapName(), "map name");
        JsonValue mapId = facts.get("map_id").orElseThrow();
        assertEquals(mapId instanceof JsonValue.Num n ? n.asInt() : -1, g.mapId(), "map id");
        assertEquals(facts.string("size_name").orElseThrow(), g.lobbySizeName(), "lobby size");
        int size = facts.number("size").orElseThrow().asInt();
        assertEquals(size, g.size(), "size");
        assertEquals(facts.number("num_players").orElseThrow().asInt(), g.players().size(), "players");

        JsonValue.Arr terrain = facts.array("terrain").orElseThrow();
        JsonValue.Arr elevation = facts.array("elevation").orElseThrow();
        assertEquals(size * size, terrain.size());
        int tileDiffs = 0;
        String first = null;
        for (int i = 0; i < size * size; i++) {
            int t = ((JsonValue.Num) terrain.get(i)).asInt();
            int e = ((JsonValue.Num) elevation.get(i)).asInt();
            if (t != g.terrain(i % size, i / size) || e != g.elevation(i % size, i / size)) {
                tileDiffs++;
                if (first == null) first = "tile " + i + ": " + t + "/" + e + " against " + g.terrain(i % size, i / size) + "/" + g.elevation(i % size, i / size);
            }
        }
        assertEquals(0, tileDiffs, first);

        JsonValue.Arr players = facts.array("players").orElseThrow();
        for (int i = 0; i < players.size(); i++) {
            JsonValue.Obj p = (JsonValue.Obj) players.get(i);
            RecPlayer mine = g.players().get(i);
            assertEquals(p.number("number").orElseThrow().asInt(), mine.number());
            assertEquals(p.number("civilization").orElseThrow().asInt(), mine.civilization(), "civilisation of " + mine.number());
            assertEquals(p.number("color_id").orElseThrow().asInt(), mine.color(), "colour of " + mine.number());
            int team = p.number("team_id").orElseThrow().asInt();
            assertEquals(team >= 0 ? team + 1 : 0, mine.team(), "team of " + mine.number());
            JsonValue.Arr pos = p.array("position").orElseThrow();
            assertEquals(((JsonValue.Num) pos.get(0)).asDouble(), mine.startX(), 1e-3);
            assertEquals(((JsonValue.Num) pos.get(1)).asDouble(), mine.startY(), 1e-3);
        }

        JsonValue.Arr objects = facts.array("objects").orElseThrow();
        List<String> theirs = new ArrayList<>();
        for (JsonValue v : objects.items()) {
            JsonValue.Obj o = (JsonValue.Obj) v;
            theirs.add(key(o.number("id").orElseThrow().asInt(), o.number("class").orElseThrow().asInt(),
                    o.number("player").orElseThrow().asInt(), o.number("x").orElseThrow().asDouble(),
                    o.number("y").orElseThrow().asDouble(), o.string("list").orElseThrow()));
        }
        List<String> mine = new ArrayList<>();
        for (RecObject o : g.objects()) {
            mine.add(key(o.unitId(), o.unitClass(), o.owner(), o.x(), o.y(), switch (o.list()) {
                case OBJECTS -> "obj";
                case SLEEPING -> "sleep";
                case DOPPELGANGER -> "doppel";
            }));
        }
        List<String> a = new ArrayList<>(theirs);
        List<String> b = new ArrayList<>(mine);
        a.sort(null);
        b.sort(null);
        assertEquals(a.size(), b.size(), "objects");
        for (int i = 0; i < a.size(); i++) assertEquals(a.get(i), b.get(i), "object " + i + " (sorted)");
    }

    private static String key(int id, int cls, int owner, double x, double y, String list) {
        return String.format(Locale.ROOT, "%5d %2d %d %9.3f %9.3f %s", id, cls, owner, x, y, list);
    }

    @Test
    void damagedFilesGiveADiagnosticNeverAnException() throws IOException {
        List<Path> recs = Recordings.all();
        Assumptions.assumeFalse(recs.isEmpty(), "../shared/corpus/recs is absent");
        byte[] good = Files.readAllBytes(recs.get(0));
        List<byte[]> bad = new ArrayList<>();
        bad.add(new byte[0]);
        bad.add("not a recorded game at all, just some text".getBytes(StandardCharsets.US_ASCII));
        bad.add(Arrays.copyOf(good, good.length / 50));     // cut short inside the header
        for (int k = 1; k <= 24; k++) {                     // bytes of the compressed header spoiled
            byte[] b = good.clone();
            for (int i = 16 + k * 97; i < 16 + k * 97 + 40 && i < b.length; i++) b[i] ^= (byte) (0x5a + k);
            bad.add(b);
        }
        int failed = 0;
        for (byte[] b : bad) {
            RecReadResult r = assertDoesNotThrow(() -> RecReader.read("bad.mgx", b));
            if (r.failed()) {
                failed++;
                assertTrue(r.diagnostics().stream().anyMatch(Diagnostic::isError), "a failure says why");
                Diagnostic d = r.diagnostics().stream().filter(Diagnostic::isError).findFirst().orElseThrow();
                assertTrue(d.code().startsWith("REC"), d::toString);
                assertEquals("bad.mgx", d.file());
            }
        }
        assertTrue(failed >= 3, "the empty, the text and the cut file fail");
    }

    @Test
    void aMissingFileSaysSo() {
        RecReadResult r = RecReader.read(Path.of("no/such/game.mgz"));
        assertTrue(r.failed());
        assertEquals("REC001", r.diagnostics().get(0).code());
    }
}
