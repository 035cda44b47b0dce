package org.openaok.ai.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.openaok.sim.api.match.Outcome;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.players.ComputerPlayersSystem;
import org.openaok.sim.internal.timeline.Timeline;

/**
 * One match of computer players, watched: the age-up times and idle villager time (the match's
 * timeline), the thinks that failed, the units stuck (an order to walk or work but the same spot
 * for two minutes of game time), and how it ended.
 */
final class MatchProbe {
    final String map;
    final long seed;
    final Timeline timeline;
    final MatchEngine match;
    final List<String> failures = new ArrayList<>();
    int stuck;
    long cpuNanos;

    MatchProbe(String map, int size, long seed, String[] ai, int difficulty) {
        this.map = map;
        this.seed = seed;
        ComputerPlayersSystem cps = new ComputerPlayersSystem(List.of(new PerComputerPlayer(false)));
        cps.trace(l -> {
            if (l.contains(" failed: ") || l.contains("cannot play")) failures.add(l);
        });
        match = Matches.start(Matches.map(map, size, ai.length, seed), seed, ai, difficulty, cps);
        timeline = new Timeline(match.context());
        match.addTickListener(timeline);
    }

    MatchProbe run(long untilMs) {
        long c0 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        Entities e = match.entities();
        int[] lastX = new int[0], lastY = new int[0], still = new int[0];
        for (long t = 0; t < untilMs && !match.outcome().over(); t += 30_000) {
            match.runUntil(Math.min(untilMs, t + 30_000));
            if (lastX.length < e.capacity()) {
                lastX = java.util.Arrays.copyOf(lastX, e.capacity());
                lastY = java.util.Arrays.copyOf(lastY, e.capacity());
                still = java.util.Arrays.copyOf(still, e.capacity());
            }
            IntList us = e.units();
            for (int k = 0; k < us.size(); k++) {
                int u = us.get(k);
                if (e.owner(u) <= 0 || e.state(u) != Entities.ALIVE) continue;
                byte o = e.order(u);
                boolean busy = o == OrderKind.MOVE || o == OrderKind.GATHER && e.phase(u) == 0;
                if (busy && e.x(u) == lastX[u] && e.y(u) == lastY[u]) {
                    if (++still[u] == 4) stuck++;
                } else still[u] = 0;
                lastX[u] = e.x(u);
                lastY[u] = e.y(u);
            }
        }
        cpuNanos = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - c0;
        return this;
    }

    static String clock(long ms) { return ms < 0 ? "-" : String.format(Locale.ROOT, "%d:%02d", ms / 60_000, ms / 1000 % 60); }

    String line() {
        Outcome o = match.outcome();
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%-14s seed %-3d", map, seed));
        for (int p = 1; p <= match.players(); p++)
            b.append(String.format(Locale.ROOT, " | p%d feudal %5s castle %5s idle %4.1f%%", p, clock(timeline.ageUp(p, 2)), clock(timeline.ageUp(p, 3)),
                    timeline.idlePerMille(p) / 10.0));
        b.append(String.format(Locale.ROOT, " | %s at %s%s | stuck %d failures %d | cpu %.1f s", o.over() ? o.reason() + " " + o.winners() : "no result",
                clock(match.timeMs()), "", stuck, failures.size(), cpuNanos / 1e9));
        return b.toString();
    }
}
