package org.openaok.benchmarks;

import java.util.concurrent.TimeUnit;

import org.openaok.api.map.GameMap;
import org.openaok.sim.api.command.Build;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.Siting;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Game time of a busy economy on one core, per game second: a Giant (240) map, 8 players, 170
 * villagers each (1,360, so that 1,200 or more have an order at every moment measured, as issue
 * 12 asks) gathering wood, food, gold and stone and building houses, on top of each player's
 * starting units. Every iteration sets the match up again, warms it for 30 s of game time and
 * measures the next 10 game seconds once: a fixed stretch of game time, so a faster build does
 * not measure a later, thinner economy (an iteration of fixed wall time did: on a quiet machine
 * it reached 115 s, with a fifth of the units idle). The score is milliseconds per game second.
 * At the end of each iteration the game time, the busy share (units with an order), the CPU time
 * of the benchmark thread per game second (on a shared machine the wall time is partly the other
 * processes') and memory per entity are printed.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 8)
@Measurement(iterations = 10)
@Fork(1)
public class EconomyBenchmark {
    @Param({"OpenPlains"})
    public String map;

    @Param({"170"})
    public int villagers;

    private GameMap generated;
    private MatchEngine match;

    @Setup(Level.Trial)
    public void map() {
        generated = SimMatches.map(map, 240, 8, 11);
    }

    @Setup(Level.Iteration)
    public void economy() {
        // the last iteration's match let go first, or it is counted against this one (0 bytes an entity)
        match = null;
        System.gc();
        long before = used();
        match = SimMatches.start(generated, 11, 8);
        Busy.populate(match, villagers);
        match.runUntil(match.timeMs() + 30_000);
        System.gc();
        long after = used();
        perEntity = (after - before) / Math.max(1, match.entities().end());
    }

    private long perEntity;

    private static long used() {
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();
    private long cpu, seconds;

    /** Ten game seconds (100 ticks); JMH divides the time by the ten. */
    @Benchmark
    @OperationsPerInvocation(10)
    public long oneSecond() {
        long c0 = THREADS.getCurrentThreadCpuTime();
        for (int t = 0; t < 100; t++) match.step();
        cpu += THREADS.getCurrentThreadCpuTime() - c0;
        seconds += 10;
        return match.hash();
    }

    @TearDown(Level.Iteration)
    public void report() {
        Entities e = match.entities();
        IntList u = e.units();
        int busy = 0, units = 0;
        for (int k = 0; k < u.size(); k++) {
            int id = u.get(k);
            if (e.owner(id) == 0 || e.state(id) != Entities.ALIVE) continue;
            units++;
            if (e.order(id) != OrderKind.IDLE) busy++;
        }
        System.out.printf("%n  game time %d s, %d player units, %d busy (%d%%), %.2f ms of CPU a game second, %d entities, about %d bytes of heap an entity (whole match)%n",
                match.timeMs() / 1000, units, busy, 100 * busy / Math.max(1, units), cpu / 1e6 / Math.max(1, seconds), e.end(), perEntity);
        cpu = seconds = 0;
    }

    /** Fills a match with a working economy. */
    static final class Busy {
        private Busy() {}

        static void populate(MatchEngine m, int perPlayer) {
            Entities e = m.entities();
            int villager = m.rules().typeIndex("villager"), tc = m.rules().typeIndex("town-center");
            for (int p = 1; p <= m.players(); p++) {
                int home = 0;
                for (int k = 0; k < e.buildings().size(); k++) if (e.owner(e.buildings().get(k)) == p && e.type(e.buildings().get(k)) == tc) home = e.buildings().get(k);
                if (home == 0) continue;
                m.player(p).setPopCap(1000);
                m.player(p).addPopRoom(perPlayer + 50);
                m.player(p).addStock(1, 50_000_000);
                int[] made = new int[perPlayer];
                // spread round the town, as a grown economy stands: rings of 3.5 to 8 tiles
                for (int i = 0; i < perPlayer; i++) {
                    int ring = 3500 + (i * 7919 % 4500), ang = i * 40503 % 65536;
                    long cx = e.x(home) + (long) ring * cos(ang) / 1024, cy = e.y(home) + (long) ring * sin(ang) / 1024;
                    made[i] = m.lifecycle().spawnUnit(villager, p, (int) Math.max(0, cx), (int) Math.max(0, cy));
                }
                // their share of the map round the town is explored, as a minute of scouting would have it
                int tx = e.x(home) / Grid.TILE, ty = e.y(home) / Grid.TILE;
                for (int y = ty - 30; y <= ty + 30; y++) for (int x = tx - 30; x <= tx + 30; x++)
                    if (m.grid().inside(x, y)) m.sight().explore(p, m.grid().tile(x, y));
                String[] jobs = {"tree", "tree", "tree", "tree", "forage", "gold-mine", "gold-mine", "stone-mine", "build", "tree"};
                for (int i = 0; i < perPlayer; i++) {
                    int u = made[i];
                    if (u == 0) continue;
                    String job = jobs[i % jobs.length];
                    if (job.equals("build")) {
                        int[] at = site(m, p, home, "house", i);
                        if (at != null) m.execute(new Build(p, new int[] {u}, "house", at[0], at[1]));
                        continue;
                    }
                    int t = nearest(m, e.x(home), e.y(home), job, i);
                    if (t == 0) t = nearest(m, e.x(home), e.y(home), "tree", i);
                    if (t != 0) m.execute(new Gather(p, new int[] {u}, t));
                }
            }
            e.flush();
        }

        private static int cos(int a) { return (int) Math.round(1024 * Math.cos(a * Math.PI * 2 / 65536)); }

        private static int sin(int a) { return (int) Math.round(1024 * Math.sin(a * Math.PI * 2 / 65536)); }

        /** The k-th nearest thing of a class to a point (so the gatherers spread over the sources). */
        static int nearest(MatchEngine m, int x, int y, String cls, int k) {
            Entities e = m.entities();
            Grid g = m.grid();
            int tx = x / Grid.TILE, ty = y / Grid.TILE, skip = k / 10 % 12, found = 0;
            for (int r = 1; r < 60; r++) {
                for (int dy = -r; dy <= r; dy++) for (int dx = -r; dx <= r; dx++) {
                    if (Math.max(Math.abs(dx), Math.abs(dy)) != r || !g.inside(tx + dx, ty + dy)) continue;
                    int b = g.blocker(g.tile(tx + dx, ty + dy));
                    if (b == 0) continue;
                    TypeDef d = m.rules().type(e.type(b));
                    if (!d.unitClass().equals(cls) || e.amount(b) <= 0 || !open(g, tx + dx, ty + dy)) continue;
                    if (found++ >= skip) return b;
                }
            }
            return 0;
        }

        /** A source a gatherer can stand beside: one of its eight neighbours is open ground. */
        static boolean open(Grid g, int x, int y) {
            for (int dy = -1; dy <= 1; dy++) for (int dx = -1; dx <= 1; dx++)
                if ((dx != 0 || dy != 0) && g.inside(x + dx, y + dy) && g.passable(g.tile(x + dx, y + dy), 1)) return true;
            return false;
        }

        static int[] site(MatchEngine m, int p, int home, String building, int i) {
            Siting s = m.require(Siting.class);
            Entities e = m.entities();
            int type = m.rules().typeIndex(building);
            int tx = e.x(home) / Grid.TILE, ty = e.y(home) / Grid.TILE;
            // houses in a loose ring beyond the town's working ground, four tiles apart so nobody is walled in
            for (int r = 13 + i % 5; r < 30; r++) {
                for (int dy = -r; dy <= r; dy += 4) for (int dx = -r; dx <= r; dx += 4) {
                    if (Math.max(Math.abs(dx), Math.abs(dy)) != r) continue;
                    if (s.whyNot(p, type, tx + dx, ty + dy) == null) return new int[] {tx + dx, ty + dy};
                }
            }
            return null;
        }
    }
}
