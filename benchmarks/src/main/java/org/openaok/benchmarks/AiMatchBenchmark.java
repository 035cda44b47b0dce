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
 * one core: a 1 against 1 of 40 game minutes on a small map, and an 8-player free-for-all of 40
 * game minutes on a large one. The score is the wall time of one match; the {@code cpuSeconds}
 * counter is the CPU time of the benchmark thread and the thinking threads for it (the machine is shared), {@code realTimeFactor}
 * game time over it; {@code processCpuSeconds} and {@code processRealTimeFactor} count the whole
 * process's CPU time instead (the collector's and the compiler's threads too).
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
    private ComputerPlayersSystem thinkers;
    private long minutes;

    /** The thread's CPU time per match, and game time over it. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Cpu {
        public double cpuSeconds;
        public double realTimeFactor;
        public double processCpuSeconds;
        public double processRealTimeFactor;
    }

    @Setup(Level.Trial)
    public void map() {
        map = players == 2 ? SimMatches.map("OpenPlains", 144, 2, 5) : SimMatches.map("OpenPlains", 220, 8, 5);
        minutes = 40;
    }

    @Setup(Level.Iteration)
    public void start() throws Exception {
        List<InstalledSystem> installed = new ArrayList<>();
        List<GameSystem> systems = new ArrayList<>(SimMatches.systems());
        systems.removeIf(s -> s instanceof ComputerPlayersSystem);
        thinkers = new ComputerPlayersSystem(List.of(new PerComputerPlayer(false)));
        systems.add(thinkers);
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
        // the players think on threads of their own (so one that loops can be cut off): their time counts too
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long c0 = t.getCurrentThreadCpuTime() + thinkers.thinkCpuNanos(), p0 = os.getProcessCpuTime();
        match.runUntil(minutes * 60_000);
        long used = t.getCurrentThreadCpuTime() + thinkers.thinkCpuNanos() - c0, all = os.getProcessCpuTime() - p0;
        cpu.cpuSeconds += used / 1e9;
        cpu.realTimeFactor += match.timeMs() / 1000.0 / Math.max(1e-9, used / 1e9);
        cpu.processCpuSeconds += all / 1e9;
        cpu.processRealTimeFactor += match.timeMs() / 1000.0 / Math.max(1e-9, all / 1e9);
        return match.hash();
    }
}
