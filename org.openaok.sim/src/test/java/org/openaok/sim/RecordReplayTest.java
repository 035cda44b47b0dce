package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.map.GameMap;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.internal.cli.HeadlessMatch;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.record.CommandFile;
import org.openaok.sim.internal.record.MatchRecord;
import org.openaok.sim.internal.record.RecordException;
import org.openaok.sim.internal.record.RecordReader;
import org.openaok.sim.internal.record.Replayer;

/** A match driven by a file of timed commands, recorded, and played again tick for tick. */
class RecordReplayTest {
    static final String ORDERS = """
            # the first minutes of an opening, by what things are rather than by id
            0:00 1 train building=@town-center type=villager count=4
            0:00 1 gather units=@villager*2 target=@nearest:forage
            0:00 1 build units=@villager*1 type=house at=@HOUSE
            0:05 2 train building=@town-center type=villager count=2
            0:05 2 gather units=@villager target=@nearest:forage
            1:30 1 gather-point building=@town-center to=@home+0,6
            2:00 2 resign
            """;

    private static GenerationRequest request() { return Fixtures.request("OpenPlains", 120, 2, 5); }

    private static MatchSettings settings() { return Fixtures.settings(5, "franks", "mongols"); }

    /** The orders, with the house put on open ground near player 1's town center. */
    private static String orders(GameMap map) {
        MatchEngine probe = Fixtures.start(map, settings());
        int[] spot = Sites.free(probe, 1, "house");
        return ORDERS.replace("@HOUSE", spot[0] + "," + spot[1]);
    }

    private static HeadlessMatch.Run play(GameMap map, Path record) throws Exception {
        CommandFile file = CommandFile.read("orders.txt", new StringReader(orders(map)));
        return HeadlessMatch.run(Fixtures.matches(), map, request(), settings(), file, 180_000, record, List.of("test 1"),
                new PrintStream(new ByteArrayOutputStream()));
    }

    @Test
    void aRecordedMatchReplaysTickForTick(@TempDir Path dir) throws Exception {
        GameMap map = Fixtures.map("OpenPlains", 120, 2, 5);
        Path rec = dir.resolve("game.rec");
        HeadlessMatch.Run run = play(map, rec);
        assertTrue(run.refused().isEmpty(), "refused: " + run.refused());
        assertTrue(run.outcome().over(), "player 2 resigned");
        assertEquals(List.of(1), run.outcome().winners());
        assertTrue(run.match().player(1).count(run.match().rules().typeIndex("villager")) >= 7, "four more villagers");

        MatchRecord record = RecordReader.read(Files.newInputStream(rec));
        assertEquals(run.match().tick(), record.ticks());
        Replayer.Verdict v = Replayer.replay(record, Fixtures.map("OpenPlains", 120, 2, 5), Fixtures.matches(), -1, null);
        assertTrue(v.agrees(), "tick " + v.firstBadTick() + " differs");
        assertEquals(record.ticks(), v.ticks());
    }

    @Test
    void theSameOrdersGiveTheSameHashEveryTick() throws Exception {
        GameMap map = Fixtures.map("OpenPlains", 120, 2, 5);
        List<Long> a = hashes(map), b = hashes(Fixtures.map("OpenPlains", 120, 2, 5));
        assertEquals(a, b);
        assertTrue(a.size() > 1000);
    }

    private static List<Long> hashes(GameMap map) throws Exception {
        CommandFile file = CommandFile.read("orders.txt", new StringReader(orders(map)));
        MatchEngine m = Fixtures.start(map, settings());
        List<Long> out = new ArrayList<>();
        int next = 0;
        while (m.timeMs() < 180_000 && !m.outcome().over()) {
            while (next < file.lines().size() && file.lines().get(next).tick() <= m.tick()) m.submit(file.resolve(file.lines().get(next++), m));
            out.add(m.step());
        }
        return out;
    }

    @Test
    void anAlteredRecordNamesTheFirstTickThatDiffers(@TempDir Path dir) throws Exception {
        GameMap map = Fixtures.map("OpenPlains", 120, 2, 5);
        Path rec = dir.resolve("game.rec");
        play(map, rec);
        // one villager less in the first order: the match parts from the record at once
        String altered = alter(Files.readString(rec));
        MatchRecord record = RecordReader.read(new ByteArrayInputStream(altered.getBytes(StandardCharsets.UTF_8)));
        Replayer.Verdict v = Replayer.replay(record, map, Fixtures.matches(), -1, null);
        assertFalse(v.agrees());
        assertEquals(0, v.firstBadTick(), "the first tick's orders were changed");
    }

    /** The record with player 1's first order trained one villager fewer. */
    private static String alter(String text) {
        StringBuilder b = new StringBuilder();
        boolean done = false;
        for (String line : text.split("\n", -1)) {
            if (!done && line.startsWith("c 0 -1 1 train")) {
                line = line.replace("count=4", "count=3");
                done = true;
            }
            b.append(line).append('\n');
        }
        return b.substring(0, b.length() - 1);
    }

    @Test
    void aRecordCutShortReplaysUpToItsLastWholeLine(@TempDir Path dir) throws Exception {
        GameMap map = Fixtures.map("OpenPlains", 120, 2, 5);
        Path rec = dir.resolve("game.rec");
        play(map, rec);
        byte[] all = Files.readAllBytes(rec);
        // killed in the middle of writing a line, about two thirds through
        byte[] cut = java.util.Arrays.copyOf(all, all.length * 2 / 3 + 7);
        MatchRecord record = RecordReader.read(new ByteArrayInputStream(cut));
        assertFalse(record.notes().isEmpty(), "the cut line is told");
        assertTrue(record.ticks() > 100);
        Replayer.Verdict v = Replayer.replay(record, map, Fixtures.matches(), -1, null);
        assertTrue(v.agrees());
        assertEquals(record.ticks(), v.ticks());
    }

    @Test
    void aDamagedRecordIsRefusedWithItsLineAndByte() {
        String bad = "openaok-record 1\nsettings seed=1 start-age=1 resources=standard pop-cap=200 reveal=normal victory=conquest "
                + "mode=random-map lock-teams=false allied-sight=false time-limit=0 score=0\nseat 1 civ=franks team=0 colour=1 human=false\n"
                + "map size=120 seed=1 players=1\nmap-hash 00\nc 0 -1 1 fly to=1,1\n";
        RecordException e = assertThrows(RecordException.class,
                () -> RecordReader.read(new ByteArrayInputStream(bad.getBytes(StandardCharsets.UTF_8))));
        assertTrue(e.getMessage().contains("line 6"), e.getMessage());
        assertThrows(RecordException.class, () -> RecordReader.read(new ByteArrayInputStream("not a record\n".getBytes())));
        assertThrows(RecordException.class, () -> RecordReader.read(new ByteArrayInputStream(new byte[0])));
    }

    @Test
    void aCommandFileMistakeNamesTheFileAndLine() {
        var e = assertThrows(org.openaok.sim.api.command.CommandFormatException.class,
                () -> CommandFile.read("orders.txt", new StringReader("0:00 1 train building=1 type=villager\n0:0x 1 stop units=1\n")));
        assertTrue(e.getMessage().startsWith("orders.txt:2:"), e.getMessage());
        var e2 = assertThrows(org.openaok.sim.api.command.CommandFormatException.class,
                () -> CommandFile.read("o.txt", new StringReader("1:00 1 stop units=1\n0:30 1 stop units=1\n")));
        assertTrue(e2.getMessage().contains("time order"), e2.getMessage());
        var e3 = assertThrows(org.openaok.sim.api.command.CommandFormatException.class,
                () -> CommandFile.read("o.txt", new StringReader("0:30 9 stop units=1\n")));
        assertTrue(e3.getMessage().contains("seat 9"), e3.getMessage());
    }
}
