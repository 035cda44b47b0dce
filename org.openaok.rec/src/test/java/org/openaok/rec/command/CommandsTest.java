package org.openaok.rec.command;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.json.JsonReader;
import org.openaok.json.JsonValue;
import org.openaok.rec.Engines;
import org.openaok.rec.Recordings;

/** The two commands as the launcher runs them, with the real services they find in the framework. */
class CommandsTest {
    @TempDir
    Path dir;

    record Run(int status, String out, String err) {}

    private static Run run(org.openaok.api.command.CommandLine c, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = c.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static RecCommand rec() {
        return new RecCommand(Engines.DATA, Engines.analyzer(), List.of(Engines.renderer()), List.of(Engines.writer()));
    }

    private static CompareCommand compare() {
        return new CompareCommand(Engines.aok(), Engines.DATA, Engines.analyzer());
    }

    private static Path recording(String name) {
        Path dir = Recordings.folder();
        Assumptions.assumeTrue(dir != null, "../shared/corpus/recs is absent");
        return dir.resolve(name);
    }

    @Test
    void recDrawsExportsAndMeasuresARecordedMap() throws Exception {
        Path game = recording("aoc-1.0c.mgx");
        Path png = dir.resolve("map.png");
        Path json = dir.resolve("map.json");
        Path report = dir.resolve("report.json");
        Run r = run(rec(), game.toString(), "--png", png.toString(), "--out", json.toString(), "--report", report.toString(), "--stats");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("The Conquerors 1.0c"), r.out());
        assertTrue(r.out().contains("Arabia (map type 9), 120 tiles (tiny), 2 players"), r.out());
        assertTrue(r.out().contains("elevation.0"), r.out());
        assertTrue(r.out().contains("dist_gold"), "the fairness table: " + r.out());
        byte[] image = Files.readAllBytes(png);
        assertEquals((byte) 0x89, image[0]);
        assertEquals('P', image[1]);
        JsonValue.Obj map = (JsonValue.Obj) JsonReader.parse(Files.readString(json), "map.json");
        // 0 A.D. takes whole 16-tile patches: the 120 tiles centred in 128, a height at every corner
        assertEquals(128, map.number("size").orElseThrow().asInt());
        assertEquals(129 * 129, map.array("height").orElseThrow().size());
        assertTrue(map.array("entities").orElseThrow().size() > 1000, "every object, the sleeping trees too");
        JsonValue.Obj rep = (JsonValue.Obj) JsonReader.parse(Files.readString(report), "report.json");
        assertEquals("AOC10C", rep.string("version").orElseThrow());
        assertEquals("Arabia", rep.string("map_name").orElseThrow());
        assertEquals(2, rep.array("players").orElseThrow().size());
        assertTrue(rep.array("measures").orElseThrow().size() > 40);
        assertEquals(2, rep.object("stats").orElseThrow().array("players").orElseThrow().size());
    }

    @Test
    void recSaysWhatIsWrongWithABadFileOrCommandLine() throws Exception {
        Path bad = dir.resolve("bad.mgz");
        Files.write(bad, "this is no recorded game, only some words".getBytes(StandardCharsets.US_ASCII));
        Run r = run(rec(), bad.toString());
        assertEquals(1, r.status());
        assertTrue(r.err().contains("REC002"), r.err());
        assertEquals(1, run(rec(), dir.resolve("none.mgx").toString()).status());
        Run usage = run(rec(), "a.mgx", "b.mgx");
        assertEquals(2, usage.status());
        assertTrue(usage.err().contains("rec takes one recorded game"), usage.err());
        assertEquals(2, run(rec(), "a.mgx", "--seeds", "4").status(), "no such option");
        assertEquals(0, run(rec(), "--help").status());
    }

    @Test
    void compareSetsTheRecordingBesideAScriptAndFlagsWhatLiesOutside() throws Exception {
        Path game = recording("aoc-1.0c.mgx");
        Run json = run(compare(), game.toString(), "--map", "OpenPlains", "--seeds", "3", "--json", "--threads", "2");
        assertEquals(0, json.status(), json.err());
        JsonValue.Obj o = (JsonValue.Obj) JsonReader.parse(json.out(), "compare");
        assertEquals("OpenPlains", o.string("script").orElseThrow());
        assertEquals(3, o.array("seeds").orElseThrow().size());
        assertTrue(o.string("tolerance").orElseThrow().contains("flagged"));
        List<String> names = new ArrayList<>();
        int flagged = 0;
        for (JsonValue v : o.array("measures").orElseThrow().items()) {
            JsonValue.Obj m = (JsonValue.Obj) v;
            names.add(m.string("name").orElseThrow());
            if (m.bool("flagged").orElseThrow()) flagged++;
            double min = m.number("min").orElseThrow().asDouble();
            double max = m.number("max").orElseThrow().asDouble();
            assertTrue(min <= max, m.toString());
        }
        assertEquals(flagged, o.number("flagged").orElseThrow().asInt());
        for (String want : List.of("elevation.0", "land.forest", "extras.gold.piles", "animals.birds", "starts.trees",
                "starts.nearest", "cliffs.pieces", "fish.all", "player.gold_20")) {
            assertTrue(names.contains(want), want + " in " + names);
        }
        assertTrue(flagged > 0, "the project's own OpenPlains is no Arabia: something differs");
        // the same seeds give the same comparison on one thread
        Run again = run(compare(), game.toString(), "--map", "OpenPlains", "--seeds", "3", "--json", "--threads", "1");
        assertEquals(json.out(), again.out());
        // the text form says what it compared and with what tolerance
        Run text = run(compare(), game.toString(), "--map", "OpenPlains", "--seeds", "2");
        assertTrue(text.out().contains("tolerance:"), text.out());
        assertTrue(text.out().contains("measures outside the generated range"), text.out());
    }

    @Test
    void compareWithoutAScriptSaysWhereToFindOne() throws Exception {
        Path game = recording("aoc-1.0.mgx");
        Run r = run(compare(), game.toString(), "--scripts", dir.toString());
        assertEquals(1, r.status());
        assertTrue(r.err().contains("holds no script named like the map 'Arabia'"), r.err());
        try (var in = org.openaok.rms.ShippedMaps.class.getClassLoader().getResourceAsStream(org.openaok.rms.ShippedMaps.FOLDER + "open_plains.rms")) {
            Files.write(dir.resolve("arabia.rms"), in.readAllBytes());
        }
        Run found = run(compare(), game.toString(), "--scripts", dir.toString(), "--seeds", "1");
        assertEquals(0, found.status(), found.err());
        assertTrue(found.out().contains("arabia.rms"), "found by the map's name: " + found.out());
        assertEquals(2, run(compare(), game.toString(), "--seeds", "0").status());
    }
}
