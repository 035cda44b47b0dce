package org.openaok.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openaok.ai.play.PerComputerPlayer;
import org.openaok.api.map.GameMap;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.match.SystemInfo;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.internal.engine.InstalledSystem;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.players.ComputerPlayersSystem;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Whole matches headless with every seat a computer player (the shipped randomgame at Hardest), on
 * one core: a 1 against 1 of 40 game minutes on a small map, and an 8-player free-for-all of 10
 * game minutes on a large one. The score is the wall time of one match; the {@code cpuSeconds}
 * counter is the benchmark thread's CPU time for it (the machine is shared), and
 * {@code realTimeFactor} is game time over CPU time.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
public class AiMatchBenchmark {
    @Param({"2", "8"})
    public int players;

    private GameMap map;
    private MatchEngine match;
    private long minutes;

    /** The thread's CPU time per match, and game time over it. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Cpu {
        public double cpuSeconds;
        public double realTimeFactor;
    }

    @Setup(Level.Trial)
    public void map() {
        map = players == 2 ? SimMatches.map("OpenPlains", 144, 2, 5) : SimMatches.map("OpenPlains", 220, 8, 5);
        minutes = players == 2 ? 40 : 10;
    }

    @Setup(Level.Iteration)
    public void start() throws Exception {
        List<InstalledSystem> installed = new ArrayList<>();
        List<GameSystem> systems = new ArrayList<>(SimMatches.systems());
        systems.removeIf(s -> s instanceof ComputerPlayersSystem);
        systems.add(new ComputerPlayersSystem(List.of(new PerComputerPlayer(false))));
        for (GameSystem s : systems) installed.add(new InstalledSystem(s, new SystemInfo(s.id(), "org.openaok.sim", "bench")));
        var service = new org.openaok.sim.internal.service.Matches(() -> installed, SimMatches::tables, () -> SimMatches.DATA);
        String[] civs = {"britons", "franks", "goths", "teutons", "japanese", "chinese", "byzantines", "persians"};
        List<SeatSettings> seats = new ArrayList<>();
        List<String> civList = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            seats.add(new SeatSettings(p + 1, civs[p], 0, p + 1, false, "randomgame", "", 0));
            civList.add(civs[p]);
        }
        match = (MatchEngine) service.start(MatchSettings.defaults(5, civList).withSeats(seats), map);
    }

    @Benchmark
    public long match(Cpu cpu) {
        ThreadMXBean t = ManagementFactory.getThreadMXBean();
        long c0 = t.getCurrentThreadCpuTime();
        match.runUntil(minutes * 60_000);
        long used = t.getCurrentThreadCpuTime() - c0;
        cpu.cpuSeconds += used / 1e9;
        cpu.realTimeFactor += match.timeMs() / 1000.0 / Math.max(1e-9, used / 1e9);
        return match.hash();
    }
}
