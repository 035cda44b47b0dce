package org.openaok.benchmarks;

import org.openaok.sim.internal.engine.MatchEngine;

/** Not a benchmark: prints wall and CPU time per game second of the war, for finding where time goes. */
public class BattleProbe {
    public static void main(String[] a) {
        var map = SimMatches.map("OpenPlains", 240, 8, 21);
        MatchEngine m = SimMatches.start(map, 21, 8);
        BattleBenchmark.Armies.raise(m, 150);
        var mx = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int s = 0; s < 12; s++) {
            long c0 = mx.getCurrentThreadCpuTime(), t0 = System.nanoTime();
            m.runUntil(m.timeMs() + 10_000);
            long dt = System.nanoTime() - t0, dc = mx.getCurrentThreadCpuTime() - c0;
            int alive = 0;
            for (int k = 0; k < m.entities().units().size(); k++) {
                int id = m.entities().units().get(k);
                if (m.entities().owner(id) != 0 && m.entities().alive(id)) alive++;
            }
            System.out.printf("t=%d %.2f ms wall, %.2f ms cpu per game second, %d units%n", m.timeMs() / 1000, dt / 1e7, dc / 1e7, alive);
        }
    }
}
