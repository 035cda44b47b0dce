package org.openaok.rec;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.openaok.api.diag.Diagnostic;
import org.openaok.rec.internal.Damaged;
import org.openaok.rec.internal.HeaderReader;

/**
 * The reader on recordings of our own making ({@link SyntheticRecording}), one of each game it
 * reads, plain and with every optional part: the version, the lobby, every tile, every player and
 * every object come back as written; a header cut anywhere is refused naming where. And the fuzz
 * target's seeds are these recordings (written again with {@code -Dopenaok.writeSeeds=true}).
 */
class SyntheticRecordingTest {
    static final Path SEEDS = Path.of("src/test/resources/org/openaok/rec/RecReaderFuzzTestInputs/readerNeverFails");

    /** Every game, plain (4 tiles, one player) and rich (6 tiles, three players). */
    static List<SyntheticRecording> all() {
        List<SyntheticRecording> out = new ArrayList<>();
        for (SyntheticRecording.Game g : SyntheticRecording.Game.values()) {
            out.add(new SyntheticRecording(g, 4, false).seat("Ann", 2, 0, 0));
            out.add(new SyntheticRecording(g, 6, true).seat("Ann", 11, 1, 1).seat("Bob", 18, 2, 2).seat("Cy", 7, 3, 1));
        }
        return out;
    }

    static String name(SyntheticRecording r) { return r.game().name().toLowerCase(java.util.Locale.ROOT) + (r.seats().size() > 1 ? "-rich" : "-plain"); }

    /**
     * The fuzz input of a recording: the mode byte (the container, the log version), the inflated
     * header; a plain one without its scenario (some 26 kB, the same in every game but HD: the
     * rich ones of each layout carry it).
     */
    static byte[] seed(SyntheticRecording r) {
        int log = r.game().log;
        int mode = r.game().aok() ? 1 | 7 << 1 : log << 1;
        byte[] header = r.header(r.seats().size() > 1);
        byte[] out = new byte[header.length + 1];
        out[0] = (byte) mode;
        System.arraycopy(header, 0, out, 1, header.length);
        return out;
    }

    @TestFactory
    List<DynamicTest> everyGameReadsBackAsWritten() {
        List<DynamicTest> tests = new ArrayList<>();
        for (SyntheticRecording r : all()) tests.add(DynamicTest.dynamicTest(name(r), () -> readsBack(r)));
        return tests;
    }

    private static void readsBack(SyntheticRecording w) {
        RecReadResult result = RecReader.read("synthetic.mgx", w.file());
        RecordedGame g = result.game().orElseThrow(() -> new AssertionError(result.diagnostics().toString()));
        assertEquals(List.of(), result.diagnostics(), "no warnings");
        assertEquals(w.game().version(), g.version());
        assertEquals(w.game().version, g.gameVersion());
        assertEquals(w.game().save100(), g.saveVersion());
        assertEquals(w.mapId(), g.mapId());
        assertEquals("Arabia", g.mapName());
        assertEquals("tiny", g.lobbySizeName());
        assertEquals(w.size(), g.size());
        for (int i = 0; i < w.size() * w.size(); i++) {
            assertEquals(w.terrain(i), g.terrain(i % w.size(), i / w.size()), "terrain of tile " + i);
            assertEquals(w.elevation(i), g.elevation(i % w.size(), i / w.size()), "elevation of tile " + i);
        }
        assertEquals(w.seats().size(), g.players().size());
        List<List<SyntheticRecording.Obj>> objects = w.objects();
        for (int i = 0; i < w.seats().size(); i++) {
            SyntheticRecording.Seat s = w.seats().get(i);
            RecPlayer p = g.players().get(i);
            assertEquals(i + 1, p.number());
            assertEquals(s.name(), p.name());
            assertEquals(s.civilization(), p.civilization());
            assertEquals(s.color(), p.color());
            assertEquals(s.team(), p.team(), "the lobby's team");
            assertEquals(objects.get(i + 1).get(0).x(), p.startX());
            assertEquals(objects.get(i + 1).get(0).y(), p.startY());
            if (w.game().hdSettings >= 1005) assertEquals(s.team(), p.hdTeam(), "HD's team");
        }
        List<String> expected = new ArrayList<>();
        for (int owner = 0; owner < objects.size(); owner++) {
            for (RecObject.List list : RecObject.List.values()) {
                for (SyntheticRecording.Obj o : objects.get(owner)) {
                    if (o.list() == list) expected.add(o.unitId() + "/" + o.unitClass() + "/" + owner + "/" + o.x() + "/" + o.y() + "/" + list);
                }
            }
        }
        List<String> read = new ArrayList<>();
        for (RecObject o : g.objects()) read.add(o.unitId() + "/" + o.unitClass() + "/" + o.owner() + "/" + o.x() + "/" + o.y() + "/" + o.list());
        assertEquals(expected, read, "every object, in the file's order");
    }

    @Test
    void aHeaderCutAnywhereIsRefusedNamingWhere() {
        for (SyntheticRecording w : all()) {
            byte[] header = w.header();
            for (int cut = 0; cut < header.length; cut += 1 + cut / 64) {
                byte[] part = Arrays.copyOf(header, cut);
                List<Diagnostic> warnings = new ArrayList<>();
                try {
                    HeaderReader.read("cut.mgx", part, w.game().log, warnings);
                    // the scenario and lobby are not needed: a header cut there still gives the map, with a warning
                    assertFalse(warnings.isEmpty(), name(w) + " cut at " + cut + " read without a warning");
                } catch (Damaged e) {
                    assertTrue(e.offset() >= 0 && e.offset() <= cut, name(w) + " cut at " + cut + ": refused at " + e.offset());
                    assertFalse(e.section().isBlank());
                }
                RecReadResult r = RecReader.read("cut.mgx", SyntheticRecording.wrap(part, false, w.game().log));
                assertTrue(r.diagnostics().stream().noneMatch(d -> d.message().startsWith("the header could not be read")), r::toString);
            }
        }
    }

    /**
     * A file is read as far as its header: a recording followed by 3 GB of body reads (the whole
     * file would not fit in an array), and a file whose first word claims a header of 4 GB is
     * refused unread. The files are sparse: they take no room on the disk.
     */
    @Test
    void onlyTheHeaderOfAFileIsRead(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        byte[] rec = new SyntheticRecording(SyntheticRecording.Game.AOC10C, 4, false).seat("Ann", 2, 0, 0).file();
        Path big = dir.resolve("long-game.mgx");
        try (var f = new java.io.RandomAccessFile(big.toFile(), "rw")) {
            f.write(rec);
            f.setLength(3L << 30);
        }
        RecReadResult r = RecReader.read(big);
        assertFalse(r.failed(), r::toString);
        assertEquals(4, r.game().orElseThrow().size());

        Path claims = dir.resolve("claims.mgx");
        try (var f = new java.io.RandomAccessFile(claims.toFile(), "rw")) {
            f.write(new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0, 0, 0, 0});
            f.setLength(5L << 30);
        }
        RecReadResult refused = RecReader.read(claims);
        assertTrue(refused.failed());
        assertEquals("REC002", refused.diagnostics().get(0).code());
        assertTrue(refused.diagnostics().get(0).message().contains("4294967295 bytes"), refused.diagnostics()::toString);

        Path cut = dir.resolve("cut.mgx");
        Files.write(cut, Arrays.copyOf(rec, rec.length / 2));   // the header's length is beyond the file's end
        RecReadResult short_ = RecReader.read(cut);
        assertTrue(short_.failed());
        assertTrue(short_.diagnostics().get(0).message().contains("does not fit a file of " + rec.length / 2 + " bytes"), short_.diagnostics()::toString);
    }

    @Test
    void theSeedsAreTheseRecordings() throws Exception {
        boolean write = System.getProperty("openaok.writeSeeds") != null;
        java.util.Map<String, byte[]> seeds = new java.util.LinkedHashMap<>();
        // the rich ones of each layout: AOC10 is AOC10C but for its log version, MCP and UserPatch 1.4 are 1.5 but for their version strings
        java.util.Set<SyntheticRecording.Game> sameLayout = java.util.EnumSet.of(SyntheticRecording.Game.AOC10, SyntheticRecording.Game.MCP,
                SyntheticRecording.Game.USERPATCH14);
        for (SyntheticRecording r : all()) {
            if (r.seats().size() == 1 || !sameLayout.contains(r.game())) seeds.put(name(r) + ".hdr", seed(r));
        }
        byte[] raw = new SyntheticRecording(SyntheticRecording.Game.AOC10C, 4, false).seat("Ann", 2, 0, 0).file();
        byte[] file = new byte[raw.length + 1];
        file[0] = (byte) 0x80;                  // a whole file, container and all
        System.arraycopy(raw, 0, file, 1, raw.length);
        seeds.put("aoc10c-file.mgx", file);
        if (write) Files.createDirectories(SEEDS);
        for (var e : seeds.entrySet()) {
            Path p = SEEDS.resolve(e.getKey());
            if (write) {
                Files.write(p, e.getValue());
                continue;
            }
            try (var in = getClass().getResourceAsStream("RecReaderFuzzTestInputs/readerNeverFails/" + e.getKey())) {
                assertNotNull(in, p + " is missing: write the seeds with -Dopenaok.writeSeeds=true");
                assertArrayEquals(e.getValue(), in.readAllBytes(), p + " is not today's writer's: write the seeds again with -Dopenaok.writeSeeds=true");
            }
        }
    }
}
