package org.openaok.benchmarks;

import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;

public class EconomyProbe {
    public static void main(String[] a) {
        var map = SimMatches.map("OpenPlains", 240, 8, 11);
        MatchEngine m = SimMatches.start(map, 11, 8);
        EconomyBenchmark.Busy.populate(m, 150);
        m.runUntil(30_000);
        for (int s = 0; s < 12; s++) {
            var mx = java.lang.management.ManagementFactory.getThreadMXBean();
            long c0 = mx.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            m.runUntil(m.timeMs() + 10_000);
            long dt = System.nanoTime() - t0, dc = mx.getCurrentThreadCpuTime() - c0;
            Entities e = m.entities();
            int busy = 0, units = 0;
            for (int k = 0; k < e.units().size(); k++) {
                int id = e.units().get(k);
                if (e.owner(id) == 0 || e.state(id) != Entities.ALIVE) continue;
                units++;
                if (e.order(id) != OrderKind.IDLE) busy++;
            }
            System.out.printf("t=%d %.2f ms wall, %.2f ms cpu per game second, %d of %d units busy%n", m.timeMs() / 1000, dt / 1e7, dc / 1e7, busy, units);
        }
    }
}
