package org.openaok.ai.play.internal;

import java.util.Map;
import java.util.TreeMap;

import org.openaok.sim.api.command.Garrison;
import org.openaok.sim.api.command.Ungarrison;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.api.state.Grid;

/**
 * up-gather-inside: the buildings of a kind standing when it is given hold their units inside.
 * With 1 what they train goes in as it comes out (a garrison order, as a person's), and what is
 * inside stays; with -1 only what is inside stays; with 0 they are let out again. The executor
 * lets nothing out of a building by itself, so -1 needs no more than leaving them there.
 */
final class HeldInside {
    /** How far from a building's middle a unit it has just trained appears, at most (its edge and a little). */
    private static final int NEAR = 4 * Grid.TILE;
    private final Seat s;
    private final StandingOrders orders;
    /** Per building id, its option (1 or -1); ordered by id so a think goes through them the same way each match. */
    private final Map<Integer, Integer> held = new TreeMap<>();
    private long cursor;

    HeldInside(Seat seat, StandingOrders orders) {
        this.s = seat;
        this.orders = orders;
        this.cursor = seat.m.events().next();
    }

    void order(int kind, int option) {
        Entities e = s.e();
        for (int k = 0; k < s.census.buildings.size(); k++) {
            int b = s.census.buildings.get(k);
            if (!orders.is(b, kind)) continue;
            if (option == 1 || option == -1) held.put(b, option);
            else if (held.remove(b) != null) s.give(new Ungarrison(s.player, b, new int[0], -1, -1));
        }
        // the buildings not standing yet are not held
        held.keySet().removeIf(b -> !e.alive(b) || e.owner(b) != s.player);
    }

    void run() {
        Events ev = s.m.events();
        long from = Math.max(cursor, ev.oldest());
        cursor = ev.next();
        if (held.isEmpty()) return;
        Entities e = s.e();
        held.keySet().removeIf(b -> !e.alive(b) || e.owner(b) != s.player);
        for (long q = from; q < ev.next(); q++) {
            if (ev.kind(q) != Events.CREATED || ev.player(q) != s.player) continue;
            int u = ev.a(q);
            if (!e.alive(u) || e.owner(u) != s.player || !s.catalog.rules.type(e.type(u)).isUnit()) continue;
            int at = trainer(u);
            if (at == 0) continue;
            if (s.give(new Garrison(s.player, new int[] {u}, at)).accepted()) s.census.setJobOf(u, Census.OTHER);
        }
    }

    /** The held building (option 1) that trained the unit: the nearest one that makes its type, beside it. */
    private int trainer(int u) {
        Entities e = s.e();
        TypeDef d = s.catalog.rules.type(e.type(u));
        int best = 0;
        long bestD = (long) NEAR * NEAR;
        for (Map.Entry<Integer, Integer> h : held.entrySet()) {
            if (h.getValue() != 1) continue;
            int b = h.getKey();
            int t = e.type(b);
            if (d.trainedAt() >= 0 && d.trainedAt() != t && s.ps().form(d.trainedAt()) != t) continue;
            long dist = Seat.dist2(e.x(b), e.y(b), e.x(u), e.y(u));
            if (dist <= bestD) {
                bestD = dist;
                best = b;
            }
        }
        return best;
    }
}
