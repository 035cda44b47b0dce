package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.players.ComputerPlayersSystem;

class QuickMatchTest {
    @Test
    void randomgamePlaysTenMinutes() {
        String map = System.getProperty("map", "OpenPlains");
        long minutes = Long.getLong("minutes", 10);
        ComputerPlayersSystem cps = new ComputerPlayersSystem(List.of(new PerComputerPlayer(Boolean.getBoolean("trace"))));
        List<String> trace = new ArrayList<>();
        cps.trace(l -> { if (Boolean.getBoolean("trace")) System.out.println(l); });
        MatchEngine m = Matches.start(Matches.map(map, 120, 2, 1), 1, new String[] {"randomgame", "randomgame"}, 0, cps);
        long t0 = System.nanoTime();
        for (long min = 1; min <= minutes && !m.outcome().over(); min++) {
            m.runUntil(min * 60_000);
            StringBuilder b = new StringBuilder("minute " + min + ":");
            for (int p = 1; p <= m.players(); p++) {
                PlayerState ps = m.player(p);
                b.append(String.format(" p%d age %d pop %d/%d food %d wood %d gold %d stone %d;", p, ps.age(), ps.population(), Math.min(ps.popCap(), ps.popRoom()),
                        ps.stock(0) / 1000, ps.stock(1) / 1000, ps.stock(2) / 1000, ps.stock(3) / 1000));
            }
            System.out.println(b);
        }
        System.out.println("took " + (System.nanoTime() - t0) / 1_000_000 + " ms");
        assertTrue(m.player(1).population() > 5);
    }
}
