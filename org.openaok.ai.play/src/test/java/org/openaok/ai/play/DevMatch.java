package org.openaok.ai.play;

import java.util.List;

import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.players.ComputerPlayersSystem;

/** A match for a developer at the command line: DevMatch MAP SEED MINUTES [AI...]; -Dtrace=true traces. */
public final class DevMatch {
    /** What the seat's villagers are on ("gather:farm" ...), and what it gathered in the minute. */
    static String jobs(MatchEngine m, int seat, long[] before) {
        java.util.Map<String, Integer> on = new java.util.TreeMap<>();
        var e = m.entities();
        var us = e.units();
        for (int k = 0; k < us.size(); k++) {
            int u = us.get(k);
            if (e.owner(u) != seat || !m.rules().type(e.type(u)).unitClass().equals("villager")) continue;
            int t = e.target(u);
            String what = org.openaok.sim.api.state.OrderKind.word(e.order(u)) + (t > 0 && e.valid(t) ? ":" + m.rules().type(e.type(t)).word() : "");
            on.merge(what, 1, Integer::sum);
        }
        java.util.Map<String, Integer> bs = new java.util.TreeMap<>();
        var bl = e.buildings();
        for (int k = 0; k < bl.size(); k++) {
            int id = bl.get(k);
            if (e.owner(id) == seat) bs.merge(m.rules().type(e.type(id)).word() + (e.state(id) == org.openaok.sim.api.state.Entities.FOUNDATION ? "*" : ""), 1, Integer::sum);
        }
        StringBuilder b = new StringBuilder("p" + seat + " jobs " + on + " buildings " + bs + " gathered");
        for (int r = 0; r < 4; r++) {
            long g = m.player(seat).gathered(r);
            b.append(' ').append((g - before[r]) / 1000);
            before[r] = g;
        }
        return b.toString();
    }

    public static void main(String[] a) {
        String map = a.length > 0 ? a[0] : "OpenPlains";
        long seed = a.length > 1 ? Long.parseLong(a[1]) : 1;
        long minutes = a.length > 2 ? Long.parseLong(a[2]) : 10;
        String[] ai = a.length > 3 ? java.util.Arrays.copyOfRange(a, 3, a.length) : new String[] {"randomgame", "randomgame"};
        boolean trace = Boolean.getBoolean("trace");
        ComputerPlayersSystem cps = new ComputerPlayersSystem(List.of(new PerComputerPlayer(trace)));
        cps.trace(l -> { if (trace || l.contains("failed")) System.out.println(l); });
        MatchEngine m = Matches.start(Matches.map(map, Integer.getInteger("size", 120), ai.length, seed), seed, ai, 0, cps);
        long t0 = System.nanoTime();
        long cursor = m.events().next();
        long[] gatheredBefore = new long[4];
        for (long min = 1; min <= minutes && !m.outcome().over(); min++) {
            m.runUntil(min * 60_000);
            StringBuilder b = new StringBuilder("minute " + min + ":");
            java.util.Map<String, Integer> died = new java.util.TreeMap<>();
            var ev = m.events();
            for (long q = Math.max(cursor, ev.oldest()); q < ev.next(); q++) {
                if (ev.kind(q) == org.openaok.sim.api.state.Events.DIED && ev.player(q) > 0)
                    died.merge("p" + ev.player(q) + " " + m.rules().type(ev.b(q)).word() + " by p" + ev.other(q), 1, Integer::sum);
                if (ev.kind(q) == org.openaok.sim.api.state.Events.STRUCK && ev.player(q) > 0 && ev.other(q) == 0 && m.entities().valid(ev.b(q)))
                    died.merge("struck p" + ev.player(q) + " " + m.rules().type(m.entities().type(ev.a(q))).word() + " by " + m.rules().type(m.entities().type(ev.b(q))).word(), 1, Integer::sum);
            }
            cursor = ev.next();
            int jobsOf = Integer.getInteger("jobs", 0);
            if (jobsOf > 0) b.append(' ').append(jobs(m, jobsOf, gatheredBefore)).append(';');
            if (!died.isEmpty()) b.append(" died ").append(died).append(';');
            java.util.Map<Integer, java.util.Map<String, Integer>> army = new java.util.TreeMap<>();
            var es = m.entities();
            for (int k = 0; k < es.units().size(); k++) {
                int u = es.units().get(k);
                int o = es.owner(u);
                String c = m.rules().type(es.type(u)).unitClass();
                if (o <= 0 || c.equals("villager") || c.startsWith("animal")) continue;
                army.computeIfAbsent(o, x -> new java.util.TreeMap<>()).merge(m.rules().type(es.type(u)).word(), 1, Integer::sum);
            }
            if (Boolean.getBoolean("army")) b.append(" army ").append(army).append(';');
            for (int p = 1; p <= m.players(); p++) {
                PlayerState ps = m.player(p);
                b.append(String.format(" p%d age %d pop %d/%d f%d w%d g%d s%d;", p, ps.age(), ps.population(), Math.min(ps.popCap(), ps.popRoom()),
                        ps.stock(0) / 1000, ps.stock(1) / 1000, ps.stock(2) / 1000, ps.stock(3) / 1000));
            }
            System.out.println(b);
        }
        System.out.println("took " + (System.nanoTime() - t0) / 1_000_000 + " ms; " + m.outcome());
    }
}
