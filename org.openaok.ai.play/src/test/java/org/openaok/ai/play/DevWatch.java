package org.openaok.ai.play;

import java.util.List;
import java.util.Locale;

import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.players.ComputerPlayersSystem;

/**
 * For a developer: DevWatch MAP SEED SCRIPT1 SCRIPT2 FROM_S TO_S EVERY_MS ID...: the units' place,
 * order, phase, target and walk status from one second of a match to another (a stuck unit's story).
 */
public final class DevWatch {
    public static void main(String[] a) {
        long seed = Long.parseLong(a[1]);
        ComputerPlayersSystem cps = new ComputerPlayersSystem(List.of(new PerComputerPlayer(false)));
        MatchEngine m = Matches.start(Matches.map(a[0], Integer.getInteger("size", 120), 2, seed), seed, new String[] {a[2], a[3]}, 0, cps);
        long from = Long.parseLong(a[4]) * 1000, to = Long.parseLong(a[5]) * 1000, every = Long.parseLong(a[6]);
        Entities e = m.entities();
        Movement mv = m.context().find(Movement.class).orElse(null);
        m.runUntil(from);
        for (long t = from; t <= to; t += every) {
            m.runUntil(t);
            for (int k = 7; k < a.length; k++) {
                int u = Integer.parseInt(a[k]);
                int tg = e.target(u);
                int[] d = mv.destination(u);
                System.out.printf(Locale.ROOT, "%s %s#%d s%d at (%.2f,%.2f) %s phase %d on %s walk %d to (%.2f,%.2f)%n", MatchProbe.clock(m.timeMs()), m.rules().type(e.type(u)).word(), u, e.state(u),
                        e.x(u) / 1000.0, e.y(u) / 1000.0, OrderKind.word(e.order(u)), e.phase(u),
                        tg > 0 && e.valid(tg) ? m.rules().type(e.type(tg)).word() + "#" + tg + "(" + e.x(tg) / 1000.0 + "," + e.y(tg) / 1000.0 + ")" : "-", mv.status(u), d[0] / 1000.0, d[1] / 1000.0);
                int st = m.context().grid().site(m.context().grid().tileAt(e.x(u), e.y(u)));
                if (st != 0) System.out.printf("   on %s#%d of %d state %d flags %d stances %s/%s%n", m.rules().type(e.type(st)).word(), st, e.owner(st), e.state(st), e.flags(st),
                        m.player(e.owner(st)).stance(e.owner(u)), m.player(e.owner(u)).stance(e.owner(st)));
            }
        }
        String area = System.getProperty("map");
        if (area == null) return;
        String[] q = area.split(",");
        var g = m.context().grid();
        for (int y = Integer.parseInt(q[1]); y <= Integer.parseInt(q[3]); y++) {
            StringBuilder row = new StringBuilder(String.format("%3d ", y));
            for (int x = Integer.parseInt(q[0]); x <= Integer.parseInt(q[2]); x++) {
                int t = g.tile(x, y);
                int b = g.blocker(t);
                char ch = (g.terrainPass(t) & 1) == 0 ? '~' : '.';
                if (b != 0) ch = m.rules().type(e.type(b)).isBuilding() ? 'B' : m.rules().type(e.type(b)).unitClass().equals("tree") ? 'T' : 'R';
                if (g.site(t) != 0) ch = b == 0 ? (m.rules().type(e.type(g.site(t))).word().contains("gate") ? 'G' : 'F') : m.rules().type(e.type(g.site(t))).word().contains("wall") ? 'W' : 'B';
                if (g.site(t) != 0 && e.state(g.site(t)) != Entities.ALIVE) ch = Character.toLowerCase(ch);
                int n = 0;
        for (int o = g.firstInCell(t); o != 0; o = g.nextInCell(o)) if (e.state(o) == Entities.ALIVE) n++;
                if (n > 0 && ch == '.') ch = n > 9 ? '+' : (char) ('0' + n);
                row.append(ch);
            }
            System.out.println(row);
        }
        int here = g.tileAt(e.x(Integer.parseInt(q[4])), e.y(Integer.parseInt(q[4])));
        if (g.site(here) != 0) System.out.printf("  its tile's building: %s#%d of %d state %d blocker %d pass %d%n", m.rules().type(e.type(g.site(here))).word(), g.site(here), e.owner(g.site(here)), e.state(g.site(here)), g.blocker(here), g.pass(here));
        int w0 = Integer.parseInt(q[4]);
        for (int cy = e.y(w0) / 1000 - 2; cy <= e.y(w0) / 1000 + 2; cy++) for (int cx = e.x(w0) / 1000 - 2; cx <= e.x(w0) / 1000 + 2; cx++)
        for (int o = g.inside(cx, cy) ? g.firstInCell(g.tile(cx, cy)) : 0; o != 0; o = g.nextInCell(o))
            System.out.printf(Locale.ROOT, "  near: %s#%d of %d s%d at (%.2f,%.2f) %s on %d phase %d walk %d%n", m.rules().type(e.type(o)).word(), o, e.owner(o), e.state(o), e.x(o) / 1000.0, e.y(o) / 1000.0, OrderKind.word(e.order(o)), e.target(o), e.phase(o), mv.status(o));
    }
}
