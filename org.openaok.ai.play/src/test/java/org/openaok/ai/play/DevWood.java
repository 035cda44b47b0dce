package org.openaok.ai.play;

import java.util.List;

import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.players.ComputerPlayersSystem;

/**
 * For a developer: DevWood MAP SEED MINUTES [SEAT]: where a seat's woodcutters' time goes, minute
 * by minute (walking out, chopping, walking back, standing in a walk), the wood handed in per
 * woodcutter-minute, and how far each lumber camp stands from the nearest tree.
 */
public final class DevWood {
    public static void main(String[] a) {
        String map = a[0];
        long seed = Long.parseLong(a[1]);
        int minutes = Integer.parseInt(a[2]);
        int seat = a.length > 3 ? Integer.parseInt(a[3]) : 1;
        ComputerPlayersSystem cps = new ComputerPlayersSystem(List.of(new PerComputerPlayer(false)));
        MatchEngine m = Matches.start(Matches.map(map, Integer.getInteger("size", 120), 2, seed), seed, new String[] {"randomgame", "randomgame"}, 0, cps);
        Entities e = m.entities();
        Gathering g = m.context().find(Gathering.class).orElseThrow();
        Movement mv = m.context().find(Movement.class).orElseThrow();
        int wood = Resource.WOOD.ordinal();
        int[] prevJob = new int[1 << 16], prevCarry = new int[1 << 16], lastWork = new int[1 << 16], idleTicks = new int[1 << 16];
        java.util.Arrays.fill(lastWork, -2);
        java.util.Arrays.fill(prevJob, -2);
        java.util.Map<String, Integer> from = new java.util.TreeMap<>();
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        long[] ph = new long[6], sends = new long[2], total = new long[8];
        int[] lx = new int[1 << 16], ly = new int[1 << 16], stillFor = new int[1 << 16], shown = new int[1], lp = new int[3];
        m.addTickListener((tick, cmds, hash) -> {
            for (var r : cmds) {
                if (r.refusal() != null || !(r.command() instanceof org.openaok.sim.api.command.Gather gc) || gc.player() != seat) continue;
                if (!e.valid(gc.target()) || !m.rules().type(e.type(gc.target())).unitClass().equals("tree")) continue;
                for (int u : gc.units()) {
                    boolean fromWood = prevJob[u] == 1;
                    sends[fromWood ? 1 : 0]++;
                    from.merge(prevJob[u] == -1 ? "idle " + (idleTicks[u] > 50 ? "long " : "") + "after " + (lastWork[u] == -2 ? "nothing" : lastWork[u] == 9 ? "building" : "res" + lastWork[u]) + (prevCarry[u] > 0 ? "+load" : "") : prevJob[u] == 9 ? "building" : "res" + prevJob[u] + (prevCarry[u] > 0 ? "+load" : ""), 1, Integer::sum);
                }
            }
            IntList us = e.units();
            for (int k = 0; k < us.size(); k++) {
                int u = us.get(k);
                if (e.owner(u) == seat) {
                    int tk = g.task(u);
                    prevJob[u] = e.order(u) == OrderKind.GATHER && tk >= 0 ? m.rules().tasks().get(tk).resource().ordinal() : e.order(u) == OrderKind.BUILD ? 9 : -1;
                    prevCarry[u] = g.carried(u);
                    if (prevJob[u] != -1) lastWork[u] = prevJob[u];
                    if (prevJob[u] == -1) idleTicks[u]++; else idleTicks[u] = 0;
                }
                if (e.owner(u) != seat || e.state(u) != Entities.ALIVE || e.order(u) != OrderKind.GATHER) continue;
                int t = g.task(u);
                if (t < 0 || m.rules().tasks().get(t).resource().ordinal() != wood) continue;
                int p = e.phase(u);
                if (lp[2] == 0 && tick >= Integer.getInteger("followAt", 1 << 30) && k % 3 == 0) lp[2] = u;
                if (u == lp[2] && (p != lp[0] || e.target(u) != lp[1])) {
                    System.out.printf("  %d.%d s #%d phase %d target %d at %.1f,%.1f, unit at %.1f,%.1f carried %d move %d%n", tick / 10, tick % 10, u, p, e.target(u),
                            e.x(e.target(u)) / 1000.0, e.y(e.target(u)) / 1000.0, e.x(u) / 1000.0, e.y(u) / 1000.0, g.carried(u), mv.status(u));
                    lp[0] = p;
                    lp[1] = e.target(u);
                }
                boolean still = e.x(u) == lx[u] && e.y(u) == ly[u];
                if (still && p != 1) {
                    if (++stillFor[u] == Integer.getInteger("still", 30) && Boolean.getBoolean("standing") && shown[0]++ < 40) {
                        int tg = e.target(u);
                        System.out.printf("  standing 3 s: #%d at %.1f,%.1f phase %d move %d target %s#%d at %.1f,%.1f carried %d%n", u, e.x(u) / 1000.0, e.y(u) / 1000.0, p, mv.status(u),
                                m.rules().type(e.type(tg)).word(), tg, e.x(tg) / 1000.0, e.y(tg) / 1000.0, g.carried(u));
                    }
                } else stillFor[u] = 0;
                lx[u] = e.x(u);
                ly[u] = e.y(u);
                ph[p == 1 ? 1 : still ? 3 : p == 0 ? 0 : 2]++;
                ph[4]++;
                if (p == 0 && Math.abs(e.x(u) - e.x(e.target(u))) < 2500 && Math.abs(e.y(u) - e.y(e.target(u))) < 2500) ph[5]++;
            }
        });
        long before = 0;
        for (int min = 1; min <= minutes; min++) {
            java.util.Arrays.fill(ph, 0);
            java.util.Arrays.fill(sends, 0);
            m.runUntil(min * 60_000L);
            long got = m.player(seat).gathered(wood);
            double cutters = ph[4] / 600.0;
            System.out.printf("minute %2d: %.1f woodcutters, out %2d%% chop %2d%% back %2d%% standing %2d%% (near the tree, not there %2d%%), %.1f wood/min each%n", min, cutters,
                    pct(ph[0], ph[4]), pct(ph[1], ph[4]), pct(ph[2], ph[4]), pct(ph[3], ph[4]), pct(ph[5], ph[4]), cutters == 0 ? 0 : (got - before) / 1000.0 / cutters);
            System.out.printf("  sent to wood %d, from one tree to another %d: %s%n", sends[0], sends[1], from);
            from.clear();
            if (min > 5) {
                for (int q = 0; q < 6; q++) total[q] += ph[q];
                total[6] += got - before;
            }
            before = got;
            camps(m, seat, seen);
            if (Boolean.getBoolean("trees")) {
                StringBuilder b = new StringBuilder("  tree to drop, tiles:");
                IntList us = e.units();
                for (int k = 0; k < us.size(); k++) {
                    int u = us.get(k);
                    if (e.owner(u) != seat || e.order(u) != OrderKind.GATHER || g.task(u) < 0 || m.rules().tasks().get(g.task(u)).resource().ordinal() != wood) continue;
                    int t = e.target(u);
                    long best = Long.MAX_VALUE;
                    var bl = e.buildings();
                    for (int q = 0; q < bl.size(); q++) {
                        int d = bl.get(q);
                        String w = m.rules().type(e.type(d)).word();
                        if (e.owner(d) != seat || e.state(d) != Entities.ALIVE || !(w.contains("lumber") || w.contains("town"))) continue;
                        long dx = e.x(d) - e.x(t), dy = e.y(d) - e.y(t);
                        best = Math.min(best, (long) Math.sqrt(dx * dx + dy * dy) / 1000);
                    }
                    long dx = e.x(u) - e.x(t), dy = e.y(u) - e.y(t);
                    b.append(' ').append(best).append('/').append((long) Math.sqrt(dx * dx + dy * dy) / 1000).append("p").append(e.phase(u));
                }
                System.out.println(b);
            }
        }
        System.out.printf("minutes 6-%d: out %d%% chop %d%% back %d%% standing %d%% (near the tree %d%%), %.1f wood/min each%n", minutes, pct(total[0], total[4]), pct(total[1], total[4]),
                pct(total[2], total[4]), pct(total[3], total[4]), pct(total[5], total[4]), total[6] / 1000.0 / (total[4] / 600.0));
    }

    /** Each lumber or mining camp new since the last look, and how far the nearest tree or mine stands from its footprint, tiles. */
    static void camps(MatchEngine m, int seat, java.util.Set<Integer> seen) {
        Entities e = m.entities();
        var bs = e.buildings();
        Grid gr = m.context().grid();
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            String word = m.rules().type(e.type(b)).word();
            if (e.owner(b) != seat || !(word.contains("lumber") || word.contains("mining")) || !seen.add(b)) continue;
            String want = word.contains("lumber") ? "tree" : "mine";
            int bx = e.x(b) / Grid.TILE, by = e.y(b) / Grid.TILE, best = 99;
            for (int dy = -12; dy <= 12; dy++)
                for (int dx = -12; dx <= 12; dx++) {
                    if (!gr.inside(bx + dx, by + dy)) continue;
                    int o = gr.blocker(gr.tile(bx + dx, by + dy));
                    if (o != 0 && e.owner(o) == 0 && (m.rules().type(e.type(o)).unitClass().equals(want) || want.equals("mine") && m.rules().type(e.type(o)).resource() != null && m.rules().type(e.type(o)).resource().ordinal() >= 2 && m.rules().type(e.type(o)).kind() == org.openaok.sim.api.rules.TypeKind.RESOURCE)) best = Math.min(best, Math.max(Math.abs(dx), Math.abs(dy)));
                }
            System.out.printf("  %s #%d at %d,%d: nearest %s %d tiles from its centre tile%n", word, b, bx, by, want, best);
        }
    }


    private static int pct(long a, long b) { return b == 0 ? 0 : (int) (100 * a / b); }
}
