package org.openaok.benchmarks;

import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * The CPU time of the economy benchmark's match (8 players, 150 villagers each, Giant) per game
 * second, in samples of ten game seconds from 30 s in, as its busy share thins. These samples
 * come in the JVM's first seconds, while much of the tick still runs its first compiled code (a
 * compile log on a loaded machine had the optimised code of the gathering, sight, hash and combat
 * loops only by the last three samples); with {@code warm} a first match is played through the same
 * two minutes unmeasured, so the samples show the optimised code, as the benchmark's warm-up does.
 */
public class EconomyProbe {
    public static void main(String[] a) {
        var map = SimMatches.map("OpenPlains", 240, 8, 11);
        if (a.length > 0 && a[0].equals("warm")) {
            MatchEngine first = SimMatches.start(map, 11, 8);
            EconomyBenchmark.Busy.populate(first, 150);
            first.runUntil(150_000);
        }
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
