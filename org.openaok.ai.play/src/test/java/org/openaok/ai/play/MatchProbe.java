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
 * timeline), the thinks that failed, the units stuck (an order to walk, or to walk to their
 * source, held or given again for two minutes of game time with no work done meanwhile and without
 * getting half a tile from one point, looked at every second), and how it ended.
 */
final class MatchProbe {
    final String map;
    final long seed;
    final Timeline timeline;
    final MatchEngine match;
    final List<String> failures = new ArrayList<>();
    /** What each seat's compilation reported (rules, errors, warnings), as {@code check} does. */
    final List<String> compiled = new ArrayList<>();
    int stuck;
    /** Of those, the gatherers stuck on their way to a source. */
    int stuckGatherers;
    /** Villagers that died bitten by a Gaia animal (a boar, a wolf) within the ten seconds before. */
    int eatenVillagers;
    /** The most of the players' units on one tile at a sample, and the pressed pairs summed over the samples (see crowding). */
    int maxOnTile, pressedPairs;
    /** Those villagers by what bit them: its type's word and how many. */
    final java.util.Map<String, Integer> eatenBy = new java.util.TreeMap<>();
    /** The first stuck units, each as what it is, what it was told and where it stood. */
    final List<String> stuckUnits = new ArrayList<>();
    long cpuNanos;
    private final ComputerPlayersSystem cps;

    MatchProbe(String map, int size, long seed, String[] ai, int difficulty) {
        this.map = map;
        this.seed = seed;
        cps = new ComputerPlayersSystem(List.of(new PerComputerPlayer(false)));
        cps.trace(l -> {
            if (compileSummary(l)) compiled.add(l);
            else if (l.contains(" failed: ") || l.contains("cannot play")) failures.add(l);
        });
        match = Matches.start(Matches.map(map, size, ai.length, seed), seed, ai, difficulty, cps);
        timeline = new Timeline(match.context());
        match.addTickListener(timeline);
        // a villager bitten by a Gaia animal in the ten seconds before it died (a resigning seat's units die with no blow)
        Entities ents = match.entities();
        java.util.Map<Integer, long[]> bitten = new java.util.HashMap<>();
        match.context().lifecycle().addListener(new org.openaok.sim.api.system.Lifecycle.Listener() {
            @Override
            public void struck(int victim, int attacker) {
                if (ents.valid(attacker) && ents.owner(attacker) == 0 && ents.owner(victim) > 0) bitten.put(victim, new long[] {match.timeMs(), ents.type(attacker)});
            }

            @Override
            public void removed(int id) {
                long[] at = bitten.remove(id);
                if (at != null && match.timeMs() - at[0] <= 10_000 && "villager".equals(match.rules().type(ents.type(id)).unitClass())) {
                    eatenVillagers++;
                    eatenBy.merge(match.rules().type((int) at[1]).word(), 1, Integer::sum);
                }
            }
        });
    }

    /** A seat's compilation as its start traces it: "seat 1: Mabel.per (UserPatch): 67 rules, no errors" (or "3 errors; the first: ..."). */
    private static final java.util.regex.Pattern SUMMARY = java.util.regex.Pattern.compile("seat \\d+: [^:]+ \\([^)]*\\): \\d+ rules, .*", java.util.regex.Pattern.DOTALL);
    /** A seat refused its start because every rule of its script has an error: "... cannot play '...': its start threw ...: 2 errors and no rule; the first: ...". */
    private static final java.util.regex.Pattern NO_RULE = java.util.regex.Pattern.compile("seat \\d+: .* cannot play '[^']*': its start threw [A-Za-z.]*: \\d+ errors and no rule; the first: .*", java.util.regex.Pattern.DOTALL);

    /**
     * Whether a trace line is a compilation's summary, which says what {@code check} says of the
     * script, not how the match went: the rules and errors of one that plays (its diagnostics may
     * say "failed", as "File open failed"), or the start refused of one whose every rule has an
     * error. Any other start refused ("no script file") is a failure.
     */
    static boolean compileSummary(String l) { return SUMMARY.matcher(l).matches() || NO_RULE.matcher(l).matches(); }

    /**
     * How long a unit holds an order to walk (or to walk to its source), all told, while it stays
     * within {@link #STILL_WITHIN} of one point and is not seen at work: it is stuck.
     */
    static final long STUCK_MS = 120_000;
    /** Thousandths of a tile: a unit pressed to and fro in a jam is no less stuck than one that stands. */
    static final int STILL_WITHIN = 500;
    /** How often the units are looked at. A look every 30 s counted a woodcutter stuck whose round trip to its camp took just 30 s: each look found it on the same point, on its way back. */
    static final long LOOK_MS = 1_000;

    MatchProbe run(long untilMs) {
        // the players think on threads of their own: their time counts with the match thread's
        long c0 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() + cps.thinkCpuNanos();
        Entities e = match.entities();
        // per unit: where its still stretch began, and how long it has been found walking in it (-1: counted already)
        int[] fromX = new int[0], fromY = new int[0];
        long[] still = new long[0];
        for (long t = 0; t < untilMs && !match.outcome().over(); t += LOOK_MS) {
            match.runUntil(Math.min(untilMs, t + LOOK_MS));
            if (fromX.length < e.capacity()) {
                fromX = java.util.Arrays.copyOf(fromX, e.capacity());
                fromY = java.util.Arrays.copyOf(fromY, e.capacity());
                still = java.util.Arrays.copyOf(still, e.capacity());
            }
            IntList us = e.units();
            if ((t + LOOK_MS) % 30_000 == 0) crowding(us);
            for (int k = 0; k < us.size(); k++) {
                int u = us.get(k);
                byte o = e.order(u);
                boolean ours = e.owner(u) > 0 && e.state(u) == Entities.ALIVE;
                boolean walking = o == OrderKind.MOVE || o == OrderKind.GATHER && e.phase(u) == 0;
                long dx = e.x(u) - fromX[u], dy = e.y(u) - fromY[u];
                // a stretch ends when the unit gets away from its point or is seen at work (gathering, building, fighting);
                // a look that finds it idle does not end it: given up, then sent again, it stood on
                if (!ours || o != OrderKind.IDLE && !walking || dx * dx + dy * dy > (long) STILL_WITHIN * STILL_WITHIN) still[u] = 0;
                if (still[u] == 0) {
                    // a new stretch begins at a look that finds it walking
                    fromX[u] = e.x(u);
                    fromY[u] = e.y(u);
                    if (ours && walking) still[u] = 1;
                    continue;
                }
                if (still[u] < 0) continue;
                // the time it is found walking counts, not the idle time between (a soldier long idle, then sent, is not stuck at once)
                if (!walking) continue;
                still[u] += LOOK_MS;
                if (still[u] <= STUCK_MS) continue;
                still[u] = -1;
                stuck++;
                if (o == OrderKind.GATHER) stuckGatherers++;
                if (stuckUnits.size() < 12) {
                    int tg = e.target(u);
                    stuckUnits.add(String.format(Locale.ROOT, "%s %d of %d at %s (%.1f,%.1f) %s phase %d on %s", match.rules().type(e.type(u)).word(), u, e.owner(u),
                            clock(match.timeMs()), e.x(u) / 1000.0, e.y(u) / 1000.0, OrderKind.word(o), e.phase(u),
                            tg > 0 && e.valid(tg) ? match.rules().type(e.type(tg)).word() + " " + tg + " (" + e.x(tg) / 1000.0 + "," + e.y(tg) / 1000.0 + ")" : "-"));
                }
            }
        }
        cpuNanos = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() + cps.thinkCpuNanos() - c0;
        return this;
    }

    /**
     * The most of the players' units standing with their centres on one tile, and the pairs of
     * them pressed together (centres nearer than half of what their sizes leave between them), at
     * this moment; the most of each over the samples is kept.
     */
    private void crowding(IntList us) {
        Entities e = match.entities();
        var g = match.context().grid();
        for (int k = 0; k < us.size(); k++) {
            int u = us.get(k);
            if (e.owner(u) <= 0 || e.state(u) != Entities.ALIVE) continue;
            int t = g.tileAt(e.x(u), e.y(u));
            if (t < 0) continue;
            int n = 0, ru = match.rules().type(e.type(u)).radius();
            for (int o = g.firstInCell(t); o != 0; o = g.nextInCell(o)) {
                if (e.owner(o) <= 0 || e.state(o) != Entities.ALIVE) continue;
                n++;
                if (o <= u) continue;
                long half = (ru + match.rules().type(e.type(o)).radius()) / 2;
                long dx = e.x(o) - e.x(u), dy = e.y(o) - e.y(u);
                if (dx * dx + dy * dy < half * half) pressedPairs++;
            }
            maxOnTile = Math.max(maxOnTile, n);
        }
    }

    static String clock(long ms) { return ms < 0 ? "-" : String.format(Locale.ROOT, "%d:%02d", ms / 60_000, ms / 1000 % 60); }

    String line() {
        Outcome o = match.outcome();
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%-14s seed %-3d", map, seed));
        for (int p = 1; p <= match.players(); p++)
            b.append(String.format(Locale.ROOT, " | p%d feudal %5s castle %5s idle %4.1f%%", p, clock(timeline.ageUp(p, 2)), clock(timeline.ageUp(p, 3)),
                    timeline.idlePerMille(p) / 10.0));
        b.append(String.format(Locale.ROOT, " | %s at %s%s | stuck %d failures %d eaten %d%s | on a tile %d pressed %d | cpu %.1f s", o.over() ? o.reason() + " " + o.winners() : "no result",
                clock(match.timeMs()), "", stuck, failures.size(), eatenVillagers, eatenBy.isEmpty() ? "" : " " + eatenBy, maxOnTile, pressedPairs, cpuNanos / 1e9));
        return b.toString();
    }
}
