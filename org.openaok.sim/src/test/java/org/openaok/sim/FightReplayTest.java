package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.internal.cli.HeadlessMatch;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.record.CommandFile;
import org.openaok.sim.internal.record.MatchRecord;
import org.openaok.sim.internal.record.RecordReader;
import org.openaok.sim.internal.record.Replayer;

/**
 * A match with fighting in it (scouts raiding villagers, a Town Center ringing its bell and
 * shooting, villagers fighting back) is as deterministic as an economy: the same hash every tick
 * whether the map was generated on 1, 2 or 8 threads, and its record replays tick for tick.
 */
public class FightReplayTest {
    public static final String ORDERS = """
            # each side keeps its economy going while its scout raids the other's villagers
            0:00 1 train building=@town-center type=villager count=3
            0:00 2 train building=@town-center type=villager count=3
            0:00 1 gather units=@villager*3 target=@nearest:forage
            0:00 2 gather units=@villager*3 target=@nearest:forage
            0:01 1 attack units=@scout-cavalry target=@2:villager*1
            0:01 2 attack-move units=@scout-cavalry to=@1:home+2,2
            # player 1's villagers hit back at whoever came; player 2 rings the bell and lets it off again
            0:40 1 attack units=@villager*2 target=@2:scout-cavalry
            0:45 2 town-bell building=@town-center ring=yes
            1:30 2 town-bell building=@town-center ring=no
            1:35 2 gather units=@villager target=@nearest:forage
            """;

    private static MatchSettings settings() { return Fixtures.settings(5, "huns", "persians"); }

    private static GameMap map(int threads) { return Fixtures.map("OpenPlains", 120, 2, 5, threads); }

    @Test
    void theSameFightGivesTheSameHashEveryTickOnOneTwoAndEightThreads() throws Exception {
        Trace one = fight(map(1)), two = fight(map(2)), eight = fight(map(8));
        assertEquals(one.hashes, two.hashes, "the map made on 2 threads plays the same match");
        assertEquals(one.hashes, eight.hashes, "the map made on 8 threads plays the same match");
        System.out.println("fight on OpenPlains seed 5: " + one.blows + " blows, " + one.deaths + " deaths in " + one.hashes.size() + " ticks");
        assertTrue(one.hashes.size() >= 2400, "four game minutes");
        assertTrue(one.blows > 20, "there was fighting: " + one.blows + " blows");
        assertTrue(one.deaths > 0, "somebody died");
    }

    @Test
    void aRecordedFightReplaysTickForTick(@TempDir Path dir) throws Exception {
        GameMap map = map(1);
        Path rec = dir.resolve("fight.rec");
        CommandFile file = CommandFile.read("fight.txt", new StringReader(ORDERS));
        HeadlessMatch.Run run = HeadlessMatch.run(Fixtures.matches(), map, Fixtures.request("OpenPlains", 120, 2, 5), settings(), file,
                240_000, rec, List.of("test 1"), new PrintStream(new ByteArrayOutputStream()));
        assertTrue(run.refused().isEmpty(), "refused: " + run.refused());
        MatchRecord record = RecordReader.read(Files.newInputStream(rec));
        int[] deaths = {0};
        long[] cursor = {0};
        Replayer.Verdict v = Replayer.replay(record, map(2), Fixtures.matches(), -1, (match, tick) -> {
            Events ev = match.events();
            for (long s = Math.max(cursor[0], ev.oldest()); s < ev.next(); s++) if (ev.kind(s) == Events.DIED) deaths[0]++;
            cursor[0] = ev.next();
        });
        assertTrue(v.agrees(), "tick " + v.firstBadTick() + " differs");
        assertEquals(record.ticks(), v.ticks());
        // and the match replayed is the fight, not a quiet one
        assertEquals(fight(map(1)).deaths, deaths[0], "the same deaths in the replay");
    }

    private record Trace(List<Long> hashes, int blows, int deaths) {}

    private static Trace fight(GameMap map) throws Exception {
        CommandFile file = CommandFile.read("fight.txt", new StringReader(ORDERS));
        MatchEngine m = Fixtures.start(map, settings());
        List<Long> out = new ArrayList<>();
        int next = 0, blows = 0, deaths = 0;
        while (m.timeMs() < 240_000 && !m.outcome().over()) {
            while (next < file.lines().size() && file.lines().get(next).tick() <= m.tick()) {
                var r = m.submit(file.resolve(file.lines().get(next), m));
                assertTrue(r.accepted(), "line " + file.lines().get(next).number() + ": " + r);
                next++;
            }
            long from = m.events().next();
            out.add(m.step());
            Events ev = m.events();
            for (long s = Math.max(from, ev.oldest()); s < ev.next(); s++) {
                if (ev.kind(s) == Events.STRUCK) blows++;
                if (ev.kind(s) == Events.DIED) deaths++;
            }
        }
        return new Trace(out, blows, deaths);
    }
}
