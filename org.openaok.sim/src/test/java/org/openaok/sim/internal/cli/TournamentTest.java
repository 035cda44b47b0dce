package org.openaok.sim.internal.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.sim.Fixtures;
import org.openaok.sim.FightReplayTest;
import org.openaok.sim.internal.record.CommandFile;
import org.openaok.sim.internal.record.RecordReader;

/** A set of matches on a pool comes out match for match as each played alone. */
class TournamentTest {
    @Test
    void aSetOnTwoThreadsGivesWhatEachMatchGivesAlone(@TempDir Path dir) throws Exception {
        CommandFile orders = CommandFile.read("fight.txt", new StringReader(FightReplayTest.ORDERS));
        var request = Fixtures.request("OpenPlains", 120, 2, 21);
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(text, true, StandardCharsets.UTF_8);
        List<Tournament.Game> set = Tournament.play(Fixtures.mapEngine(), Fixtures.matches(), request, 4, 2,
                seed -> Fixtures.settings(seed, "huns", "persians"), orders, 150_000, dir, List.of("test 1"), out);
        assertEquals(4, set.size());
        for (int i = 0; i < 4; i++) {
            Tournament.Game g = set.get(i);
            assertEquals(21 + i, g.seed(), "in seed order");
            assertNull(g.failure());
            var alone = HeadlessMatch.run(Fixtures.matches(), Fixtures.map("OpenPlains", 120, 2, 21 + i), Fixtures.request("OpenPlains", 120, 2, 21 + i),
                    Fixtures.settings(21 + i, "huns", "persians"), orders, 150_000, null, List.of("test 1"), new PrintStream(new ByteArrayOutputStream()));
            assertEquals(alone.match().hash(), g.hash(), "seed " + g.seed() + " as alone");
            assertEquals(alone.match().tick(), g.ticks());
            var record = RecordReader.read(Files.newInputStream(dir.resolve("match-" + g.seed() + ".rec")));
            assertEquals(g.ticks(), record.ticks());
        }
        assertTrue(set.get(0).hash() != set.get(1).hash(), "different seeds, different matches");
        String lines = text.toString(StandardCharsets.UTF_8);
        assertTrue(lines.startsWith("seed 21: still going after 0:02:30"), lines);
        Tournament.summary(set, 2, out);
        assertTrue(text.toString(StandardCharsets.UTF_8).contains("4 matches: wins seat 1 0, seat 2 0; {still going=4}"), text.toString(StandardCharsets.UTF_8));
        StringWriter csv = new StringWriter();
        Tournament.writeCsv(set, 2, csv);
        assertEquals(5, csv.toString().split("\n").length);
        assertTrue(csv.toString().startsWith("seed,ended,reason,winners,seconds,hash,score1,score2\n21,false,,,150,"), csv.toString());
    }
}
