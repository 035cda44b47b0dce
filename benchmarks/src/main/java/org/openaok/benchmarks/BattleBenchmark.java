package org.openaok.benchmarks;

import java.util.concurrent.TimeUnit;

import org.openaok.api.map.GameMap;
import org.openaok.sim.api.command.AttackMove;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One second of game time (ten ticks) of a war on one core: a Giant (240) map, 8 players with 150
 * soldiers each (militia, spearmen, archers, skirmishers, knights and a few mangonels), every army
 * sent by attack-move at the town of the player across the map, so they meet and fight on the way.
 * Set up again every iteration and run 20 s of game time first, so each iteration measures armies
 * marching and fighting. The fighting share is printed at the end of each iteration.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class BattleBenchmark {
    @Param({"150"})
    public int soldiers;

    private GameMap generated;
    private MatchEngine match;

    @Setup(Level.Trial)
    public void map() { generated = SimMatches.map("OpenPlains", 240, 8, 21); }

    @Setup(Level.Iteration)
    public void war() {
        match = SimMatches.start(generated, 21, 8);
        Armies.raise(match, soldiers);
        match.runUntil(match.timeMs() + 20_000);
    }

    @Benchmark
    public long oneSecond() {
        for (int t = 0; t < 10; t++) match.step();
        return match.hash();
    }

    @TearDown(Level.Iteration)
    public void report() {
        Entities e = match.entities();
        IntList u = e.units();
        int soldiersLeft = 0, fighting = 0;
        for (int k = 0; k < u.size(); k++) {
            int id = u.get(k);
            if (e.owner(id) == 0 || e.state(id) != Entities.ALIVE) continue;
            soldiersLeft++;
            if (e.order(id) == OrderKind.ATTACK_MOVE || e.order(id) == OrderKind.ATTACK) fighting++;
        }
        System.out.printf("%n  game time %d s, %d units standing, %d on the attack%n", match.timeMs() / 1000, soldiersLeft, fighting);
    }

    /** Raises the armies and sends each at the town across the map. */
    static final class Armies {
        private Armies() {}

        static void raise(MatchEngine m, int per) {
            Entities e = m.entities();
            String[] mix = {"man-at-arms", "man-at-arms", "spearman", "archer", "archer", "skirmisher", "knight", "knight", "long-swordsman", "crossbowman"};
            int tc = m.rules().typeIndex("town-center");
            int[] homeX = new int[m.players() + 1], homeY = new int[m.players() + 1];
            for (int k = 0; k < e.buildings().size(); k++) {
                int b = e.buildings().get(k);
                if (e.type(b) == tc) {
                    homeX[e.owner(b)] = e.x(b);
                    homeY[e.owner(b)] = e.y(b);
                }
            }
            int half = m.grid().size() * Grid.TILE / 2;
            for (int p = 1; p <= m.players(); p++) {
                m.player(p).setPopCap(1000);
                m.player(p).addPopRoom(per + 50);
                // the army stands between its town and the middle of the map
                int ax = homeX[p] + (half - homeX[p]) / 4, ay = homeY[p] + (half - homeY[p]) / 4;
                int[] army = new int[per];
                int n = 0;
                for (int i = 0; i < per; i++) {
                    String w = i % 50 == 49 ? "mangonel" : mix[i % mix.length];
                    int id = m.lifecycle().spawnUnit(m.rules().typeIndex(w), p, ax + (i % 15) * 700 - 5000, ay + (i / 15) * 700 - 3500);
                    if (id != 0) army[n++] = id;
                }
                // at the town across the map
                int q = (p + m.players() / 2 - 1) % m.players() + 1;
                m.execute(new AttackMove(p, java.util.Arrays.copyOf(army, n), homeX[q], homeY[q]));
            }
            e.flush();
        }
    }
}
