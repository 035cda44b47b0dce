package org.openaok.ai.play;

import java.util.List;

import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.players.ComputerPlayersSystem;

/** For a developer: DevInspect MAP SEED MINUTE SEAT [CLASS]: each unit of the seat (of a class) at that minute, what it does and where. */
public final class DevInspect {
    public static void main(String[] a) {
        String map = a[0];
        long seed = Long.parseLong(a[1]);
        double minute = Double.parseDouble(a[2]);
        int seat = Integer.parseInt(a[3]);
        String cls = a.length > 4 ? a[4] : "villager";
        ComputerPlayersSystem cps = new ComputerPlayersSystem(List.of(new PerComputerPlayer(false)));
        MatchEngine m = Matches.start(Matches.map(map, Integer.getInteger("size", 120), 2, seed), seed, new String[] {"randomgame", "randomgame"}, 0, cps);
        m.runUntil((long) (minute * 60_000));
        Entities e = m.entities();
        Gathering g = m.context().find(Gathering.class).orElse(null);
        Movement mv = m.context().find(Movement.class).orElse(null);
        var us = e.units();
        for (int k = 0; k < us.size(); k++) {
            int u = us.get(k);
            if (e.owner(u) != seat || !m.rules().type(e.type(u)).unitClass().equals(cls) && !cls.equals("all")) continue;
            int t = e.target(u);
            String tw = t > 0 && e.valid(t) ? m.rules().type(e.type(t)).word() + "#" + t + "@" + e.x(t) / 1000 + "," + e.y(t) / 1000 : "-";
            System.out.printf("%s#%d at %d.%d,%d.%d %s %s phase %d carried %d move %d%n", m.rules().type(e.type(u)).word(), u, e.x(u) / 1000, e.x(u) % 1000 / 100,
                    e.y(u) / 1000, e.y(u) % 1000 / 100, OrderKind.word(e.order(u)), tw, e.phase(u), g == null ? -1 : g.carried(u), mv == null ? -1 : mv.status(u));
        }
        String watch = System.getProperty("watch");
        if (watch != null) for (String w : watch.split(",")) {
            int id = Integer.parseInt(w);
            System.out.printf("watch %s#%d owner %d state %d hp %d amount %d at %d.%d,%d.%d order %s workers %d%n", m.rules().type(e.type(id)).word(), id, e.owner(id), e.state(id), e.hp(id),
                    e.amount(id), e.x(id) / 1000, e.x(id) % 1000 / 100, e.y(id) / 1000, e.y(id) % 1000 / 100, OrderKind.word(e.order(id)), g == null ? -1 : g.workersAt(id));
        }
        String area = System.getProperty("map");
        if (area != null) {
            String[] q = area.split(",");
            var g2 = m.context().grid();
            for (int y = Integer.parseInt(q[1]); y <= Integer.parseInt(q[3]); y++) {
                StringBuilder row = new StringBuilder(String.format("%3d ", y));
                for (int x = Integer.parseInt(q[0]); x <= Integer.parseInt(q[2]); x++) {
                    int t = g2.tile(x, y);
                    int b = g2.blocker(t);
                    char ch = (g2.terrainPass(t) & 1) == 0 ? '~' : '.';
                    if (b != 0) ch = m.rules().type(e.type(b)).isBuilding() ? 'B' : m.rules().type(e.type(b)).unitClass().equals("tree") ? 'T' : 'R';
                    if (g2.site(t) != 0) ch = 'S';
                    int n = 0;
                    for (int o = g2.firstInCell(t); o != 0; o = g2.nextInCell(o)) if (e.state(o) == Entities.ALIVE) n++;
                    if (n > 0 && ch == '.') ch = n > 9 ? '+' : (char) ('0' + n);
                    row.append(ch);
                }
                System.out.println(row);
            }
        }
        var bs = e.buildings();
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            if (e.owner(b) == seat) System.out.printf("building %s#%d at %d,%d%n", m.rules().type(e.type(b)).word(), b, e.x(b) / 1000, e.y(b) / 1000);
        }
    }
}
