package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.api.map.GameMap;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.SystemRun;
import org.openaok.sim.internal.cli.HeadlessMatch;
import org.openaok.sim.internal.record.CommandFile;
import org.openaok.sim.internal.record.MatchRecord;
import org.openaok.sim.internal.record.RecordReader;
import org.openaok.sim.internal.record.Replayer;
import org.openaok.sim.internal.service.Matches;

/** A system bundle that fails mid-match fails the match with its name, and the record so far is kept. */
class FaultySystemTest {
    /** A system that works for a while and then fails as a bundle's bug would. */
    static final class Faulty implements GameSystem {
        private final int failAt;
        private final boolean deep;

        Faulty(int failAt, boolean deep) {
            this.failAt = failAt;
            this.deep = deep;
        }

        @Override public String id() { return "faulty"; }

        @Override public List<String> after() { return List.of("movement"); }

        @Override
        public SystemRun start(MatchContext m) {
            return () -> {
                if (m.tick() == failAt) {
                    if (deep) recurse(0);
                    throw new IllegalStateException("the faulty system's bug");
                }
            };
        }

        private static int recurse(int n) { return recurse(n + 1) + 1; }
    }

    private static Matches with(GameSystem extra) {
        List<GameSystem> s = new ArrayList<>(Fixtures.systemServices());
        s.add(extra);
        return Fixtures.matches(Fixtures.installed(s));
    }

    @Test
    void aSystemThatThrowsFailsTheMatchNamingItAndTheRecordSoFarReplays(@TempDir Path dir) throws Exception {
        check(dir, false);
    }

    @Test
    void aSystemThatOverflowsItsStackIsTreatedTheSame(@TempDir Path dir) throws Exception {
        check(dir, true);
    }

    private static void check(Path dir, boolean deep) throws Exception {
        GameMap map = Fixtures.map("OpenPlains", 120, 2, 5);
        Path rec = dir.resolve("faulty.rec");
        CommandFile orders = CommandFile.read("o.txt", new StringReader("0:00 1 train building=@town-center type=villager count=2\n"));
        HeadlessMatch.Run run = HeadlessMatch.run(with(new Faulty(250, deep)), map, Fixtures.request("OpenPlains", 120, 2, 5),
                Fixtures.settings(5, "franks", "mongols"), orders, 60_000, rec, List.of("test 1"), new PrintStream(new ByteArrayOutputStream()));
        assertNotNull(run.failure(), "the match failed");
        assertEquals("faulty", run.failure().system().id(), run.failure().getMessage());
        assertTrue(run.failure().getMessage().contains("faulty") && run.failure().getMessage().contains("tick 250"), run.failure().getMessage());
        assertEquals(250, run.match().tick(), "stopped at the failing tick");
        // the record holds the 250 good ticks, says how it ended, and replays them with the system in place
        String text = Files.readString(rec);
        assertTrue(text.contains("end 250 failed"), text.substring(Math.max(0, text.length() - 300)));
        MatchRecord record = RecordReader.read(Files.newInputStream(rec));
        assertEquals(250, record.ticks());
        Replayer.Verdict v = Replayer.replay(record, map, with(new Faulty(1_000_000, false)), -1, null);
        assertTrue(v.agrees(), "tick " + v.firstBadTick());
        assertEquals(250, v.ticks());
    }
}
