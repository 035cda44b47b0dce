package org.openaok.ai.play;

import java.util.List;

import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.players.ComputerPlayersSystem;

/** A match for a developer at the command line: DevMatch MAP SEED MINUTES [AI...]; -Dtrace=true traces. */
public final class DevMatch {
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
        for (long min = 1; min <= minutes && !m.outcome().over(); min++) {
            m.runUntil(min * 60_000);
            StringBuilder b = new StringBuilder("minute " + min + ":");
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
