package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.api.map.GameMap;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.command.Train;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.player.ComputerPlayer;
import org.openaok.sim.api.player.SeatContext;
import org.openaok.sim.api.player.SeatPlayers;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.internal.cli.HeadlessMatch;
import org.openaok.sim.internal.players.ComputerPlayersSystem;
import org.openaok.sim.internal.record.MatchRecord;
import org.openaok.sim.internal.record.RecordReader;
import org.openaok.sim.internal.record.Replayer;
import org.openaok.sim.internal.service.Matches;

/**
 * A computer player that throws, loops or blocks is cut off at its think's limit, named in the
 * record and on the console; its seat idles, the other seats and the match go on, and nothing the
 * stuck player does afterwards reaches the match.
 */
class FaultyComputerPlayerTest {
    enum Fault { NONE, THROWS, LOOPS, BLOCKS, START_THROWS }

    /** A player in Java that queues a villager each think and, from its fifth think, misbehaves as told. */
    static final class Player implements ComputerPlayer {
        final String name;
        final Fault fault;
        final CountDownLatch release = new CountDownLatch(1);
        final AtomicInteger lateResults = new AtomicInteger(), lateAccepted = new AtomicInteger();
        volatile boolean stuck;

        Player(String name, Fault fault) {
            this.name = name;
            this.fault = fault;
        }

        @Override public String id() { return name; }

        @Override public boolean accepts(String ai) { return ai.equals(name); }

        @Override
        public Brain start(SeatContext seat) {
            if (fault == Fault.START_THROWS) throw new IllegalArgumentException("no such script");
            int[] thinks = {0};
            return () -> {
                if (++thinks[0] >= 5) {
                    switch (fault) {
                        case THROWS -> throw new IllegalStateException("the player's bug");
                        case LOOPS -> {
                            stuck = true;
                            // a loop that ignores interrupts, as a buggy player's would; the test lets it out at the end
                            while (release.getCount() > 0) Thread.onSpinWait();
                            Result r = seat.execute(new Train(seat.seat(), townCenter(seat), "villager", 1));
                            lateResults.incrementAndGet();
                            if (r.accepted()) lateAccepted.incrementAndGet();
                            return;
                        }
                        case BLOCKS -> {
                            stuck = true;
                            try {
                                release.await(1, TimeUnit.MINUTES);
                            } catch (InterruptedException e) {
                                // told to stop: a well-behaved blocked player returns
                            }
                            return;
                        }
                        default -> { }
                    }
                }
                seat.execute(new Train(seat.seat(), townCenter(seat), "villager", 1));
            };
        }

        static int townCenter(SeatContext seat) {
            Entities e = seat.match().entities();
            int t = seat.match().rules().typeIndex("town-center");
            for (int id = 1; id < e.end(); id++) if (e.type(id) == t && e.present(id) && e.owner(id) == seat.seat()) return id;
            return -1;
        }
    }

    private record Played(HeadlessMatch.Run run, String err, Path record, Matches matches, SeatPlayers seats, List<Integer> commandsOf2) {}

    private static Played play(Path dir, Player one, Player two, long thinkCpuMs, long thinkWallMs) throws Exception {
        ComputerPlayersSystem cps = new ComputerPlayersSystem(List.of(one, two));
        cps.thinkLimits(thinkCpuMs, thinkWallMs);
        List<GameSystem> systems = new ArrayList<>(Fixtures.systemServices());
        systems.removeIf(s -> s instanceof ComputerPlayersSystem);
        systems.add(cps);
        Matches matches = Fixtures.matches(Fixtures.installed(systems));
        GameMap map = Fixtures.map("OpenPlains", 120, 2, 9);
        MatchSettings base = Fixtures.settings(9, "franks", "mongols");
        List<SeatSettings> seats = List.of(base.seat(1).withAi(one.name, 0), base.seat(2).withAi(two.name, 0));
        Path rec = dir.resolve("match.rec");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<Integer> commandsOf2 = new ArrayList<>();
        SeatPlayers[] found = new SeatPlayers[1];
        HeadlessMatch.Run run = HeadlessMatch.run(matches, map, Fixtures.request("OpenPlains", 120, 2, 9), base.withSeats(seats), null,
                30_000, rec, List.of("test 1"), new PrintStream(err, true, StandardCharsets.UTF_8), m -> {
                    found[0] = m.find(SeatPlayers.class).orElseThrow();
                    m.addCommandLog((tick, slot, c, r) -> { if (c.player() == 2) commandsOf2.add(tick); });
                });
        return new Played(run, err.toString(StandardCharsets.UTF_8), rec, matches, found[0], commandsOf2);
    }

    private static void assertCutOff(Played p, String expected, int lastTickOf2) throws Exception {
        assertNull(p.run().failure(), "the match is not failed by a computer player");
        assertEquals(300, p.run().match().tick(), "the match went on to its end");
        String why = p.seats().cutOff(2);
        assertNotNull(why, "seat 2 was cut off");
        assertTrue(why.contains(expected), why);
        assertNull(p.seats().cutOff(1), "seat 1 plays on");
        assertEquals(31, p.seats().thinks(1), "seat 1 thought every second, from 0:00 to 0:30");
        assertTrue(p.err().contains("seat 2: bad (- -) cut off: " + why), "told on the console: " + p.err());
        // nothing of seat 2 after it was cut off: its think 5 is at 4.125 s, tick 41
        for (int t : p.commandsOf2()) assertTrue(t <= lastTickOf2, "seat 2 gave a command at tick " + t + " after it was cut off");
        String note = "seat 2: bad (- -) cut off: " + why + "; the seat idles";
        assertTrue(Files.readAllLines(p.record()).stream().filter(l -> l.startsWith("n "))
                .anyMatch(l -> java.net.URLDecoder.decode(l.substring(l.indexOf(' ', 2) + 1), StandardCharsets.UTF_8).equals(note)),
                "the record names the cut-off: " + note);
        MatchRecord record = RecordReader.read(Files.newInputStream(p.record()));
        GameMap map = Fixtures.map("OpenPlains", 120, 2, 9);
        Replayer.Verdict v = Replayer.replay(record, map, p.matches(), -1, null);
        assertTrue(v.agrees(), "the record replays: tick " + v.firstBadTick());
        assertEquals(300, v.ticks());
    }

    @Test
    void aPlayerThatThrowsIsCutOffNamedAndItsSeatIdles(@TempDir Path dir) throws Exception {
        Played p = play(dir, new Player("good", Fault.NONE), new Player("bad", Fault.THROWS), 1000, 10_000);
        assertCutOff(p, "think 5 threw IllegalStateException: the player's bug", 40);
        assertTrue(p.seats().cutOff(2).contains("FaultyComputerPlayerTest"), "says where it threw: " + p.seats().cutOff(2));
    }

    @Test
    void aPlayerThatLoopsIsCutOffAtItsCpuLimitAndWhatItDoesAfterIsRefused(@TempDir Path dir) throws Exception {
        Player bad = new Player("bad", Fault.LOOPS);
        Played p;
        try {
            p = play(dir, new Player("good", Fault.NONE), bad, 200, 20_000);
        } finally {
            bad.release.countDown();
        }
        assertCutOff(p, "think 5 did not return within 200 ms of CPU time", 40);
        // the loop ends once the test lets it: its late order comes back refused and never reaches the match
        for (int i = 0; i < 500 && bad.lateResults.get() == 0; i++) Thread.sleep(10);
        assertEquals(1, bad.lateResults.get(), "the stuck player went on and gave an order");
        assertEquals(0, bad.lateAccepted.get(), "its late order was refused");
        for (int t : p.commandsOf2()) assertTrue(t <= 40, "tick " + t);
    }

    @Test
    void aPlayerThatBlocksIsCutOffAtItsWallClockLimit(@TempDir Path dir) throws Exception {
        Player bad = new Player("bad", Fault.BLOCKS);
        Played p;
        try {
            // long enough that the good seat's quick thinks are never cut off by a busy machine's scheduling
            p = play(dir, new Player("good", Fault.NONE), bad, 1000, 2500);
        } finally {
            bad.release.countDown();
        }
        assertCutOff(p, "think 5 did not return within 1000 ms of CPU time (2500 ms in all)", 40);
    }

    @Test
    void aPlayerThatCannotStartLeavesItsSeatIdleAndIsNamed(@TempDir Path dir) throws Exception {
        Played p = play(dir, new Player("good", Fault.NONE), new Player("bad", Fault.START_THROWS), 1000, 10_000);
        assertCutOff(p, "its start threw IllegalArgumentException: no such script", -1);
        assertTrue(p.commandsOf2().isEmpty());
    }
}
