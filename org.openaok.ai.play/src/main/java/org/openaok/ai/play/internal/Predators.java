package org.openaok.ai.play.internal;

import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;

/**
 * Gaia's wolves: a unit a wolf bites turns on it (a walking scout or a gathering villager would
 * not answer on its own), and a bitten villager is helped by the nearest two villagers within
 * six tiles, so one wolf does not kill a woodline one at a time. A scout bitten by a pack runs
 * home instead: it outpaces wolves but loses to two. Those sent go idle when the wolf is dead
 * and the economy and the scouting take them back.
 */
final class Predators {
    static final int HELP_TILES = 6, HELPERS = 2;
    private final Seat s;

    Predators(Seat s) { this.s = s; }

    void run() {
        IntList wild = s.executor().news.wild;
        Entities e = s.e();
        IntList sent = new IntList(4);
        for (int k = 0; k + 1 < wild.size(); k += 2) {
            int victim = wild.get(k), animal = wild.get(k + 1);
            if (!e.alive(animal) || e.owner(animal) != 0 || s.catalog.role(e.type(animal)) != Catalog.Role.PREDATOR) continue;
            if (!e.alive(victim) || e.owner(victim) != s.player) continue;
            Catalog.Role r = s.catalog.role(e.type(victim));
            boolean villager = r == Catalog.Role.VILLAGER;
            if (!villager && !s.catalog.landMilitary(e.type(victim))) continue;
            if (r == Catalog.Role.MONK) continue;
            if (r == Catalog.Role.SCOUT && pack(animal) > 1) {
                int[] h = s.home();
                if (h != null && !(e.order(victim) == OrderKind.MOVE && e.targetX(victim) == h[0] && e.targetY(victim) == h[1])) s.give(new org.openaok.sim.api.command.Move(s.player, new int[] {victim}, h[0], h[1]));
                continue;
            }
            sent.clear();
            if (!(e.order(victim) == OrderKind.ATTACK && e.target(victim) == animal)) sent.add(victim);
            if (villager) helpers(victim, animal, sent);
            if (sent.isEmpty()) continue;
            s.give(new Attack(s.player, sent.toArray(), animal));
            for (int i = 0; i < sent.size(); i++) s.census.setJobOf(sent.get(i), Census.OTHER);
        }
    }

    /** Gaia's predators within six tiles of one, it included. */
    private int pack(int animal) {
        Entities e = s.e();
        IntList us = e.units();
        long r = (long) HELP_TILES * Grid.TILE;
        int n = 0;
        for (int k = 0; k < us.size(); k++) {
            int a = us.get(k);
            if (e.owner(a) != 0 || !e.alive(a) || s.catalog.role(e.type(a)) != Catalog.Role.PREDATOR) continue;
            if (Seat.dist2(e.x(a), e.y(a), e.x(animal), e.y(animal)) <= r * r) n++;
        }
        return n;
    }

    /** The nearest villagers to the victim, within reach, not already on the wolf or building. */
    private void helpers(int victim, int animal, IntList sent) {
        Entities e = s.e();
        Census c = s.census;
        long reach = (long) HELP_TILES * Grid.TILE;
        reach *= reach;
        for (int h = 0; h < HELPERS; h++) {
            int best = 0;
            long bestD = Long.MAX_VALUE;
            for (int k = 0; k < c.villagers.size(); k++) {
                int u = c.villagers.get(k);
                if (u == victim || sent.contains(u) || !e.alive(u) || c.job(k) == Census.BUILDING) continue;
                if (e.order(u) == OrderKind.ATTACK && e.target(u) == animal) continue;
                long d = Seat.dist2(e.x(u), e.y(u), e.x(victim), e.y(victim));
                if (d <= reach && d < bestD) {
                    bestD = d;
                    best = u;
                }
            }
            if (best == 0) return;
            sent.add(best);
        }
    }
}
