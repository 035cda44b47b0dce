package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.sim.internal.cli.HeadlessMatch;
import org.openaok.sim.internal.record.CommandFile;
import org.openaok.sim.internal.record.MatchRecord;
import org.openaok.sim.internal.record.RecordReader;
import org.openaok.sim.internal.record.Replayer;

/**
 * A match killed outright (SIGKILL, no shutdown hook runs) mid-way leaves a record that replays up
 * to its last flushed second.
 */
class KilledMatchTest {
    /** The match the test kills: a long one, recorded to the file named. */
    public static void main(String[] args) throws Exception {
        var map = Fixtures.map("OpenPlains", 120, 2, 5);
        CommandFile orders = CommandFile.read("fight.txt", new StringReader(FightReplayTest.ORDERS));
        // slowed so the kill comes mid-way whatever the machine: each tick's hash is flushed a second at a time
        var run = HeadlessMatch.run(Fixtures.matches(), map, Fixtures.request("OpenPlains", 120, 2, 5), Fixtures.settings(5, "huns", "persians"),
                orders, 24L * 3600 * 1000, Path.of(args[0]), List.of("test 1"), new PrintStream(new ByteArrayOutputStream()),
                m -> m.addTickListener((tick, results, hash) -> {
                    if (tick % 10 == 0) {
                        try {
                            Thread.sleep(2);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }
                }));
        System.out.println("ended at " + run.match().tick());
    }

    @Test
    void aKilledMatchLeavesARecordThatReplaysToItsLastSecond(@TempDir Path dir) throws Exception {
        Path rec = dir.resolve("killed.rec");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), KilledMatchTest.class.getName(), rec.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("out.txt").toFile()).start();
        try {
            // wait until a good part of the match is on disk, at most two minutes
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
            while (System.nanoTime() < deadline && p.isAlive()) {
                if (Files.exists(rec) && Files.size(rec) > 40_000) break;
                Thread.sleep(50);
            }
            assertTrue(p.isAlive(), "the match ran on: " + Files.readString(dir.resolve("out.txt")));
        } finally {
            p.destroyForcibly(); // SIGKILL on Linux
            p.waitFor(30, TimeUnit.SECONDS);
        }
        assertEquals(137, p.exitValue(), "killed by SIGKILL");
        String text = Files.readString(rec);
        assertFalse(text.contains("\nend "), "the match did not get to write its end");
        MatchRecord record = RecordReader.read(Files.newInputStream(rec));
        assertTrue(record.ticks() >= 100, "whole seconds were flushed: " + record.ticks());
        assertEquals(0, record.ticks() % 10, "the record keeps whole seconds");
        Replayer.Verdict v = Replayer.replay(record, Fixtures.map("OpenPlains", 120, 2, 5), Fixtures.matches(), -1, null);
        assertTrue(v.agrees(), "tick " + v.firstBadTick() + " differs");
        assertEquals(record.ticks(), v.ticks());
    }
}
