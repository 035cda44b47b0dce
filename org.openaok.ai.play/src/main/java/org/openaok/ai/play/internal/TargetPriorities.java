package org.openaok.ai.play.internal;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * up-set-offense-priority, up-set-defense-priority and up-reset-target-priorities, with
 * UserPatch's default tables (the reference's, under each action).
 *
 * <p>Offense: with sn-enable-offensive-priority on, the priority (-1 lowest to 11) of a target's
 * type, or else of its class, lifts it in the attack group's target evaluation by half a category
 * of its ranking per step, so a higher priority wins over the economy's and the walls' lower
 * standing but not over a target across the water. By default buildings, walls, gates, farms,
 * towers and trebuchets are 0, infantry and cavalry 1, archers 3, skirmishers 4, rams 5, siege 6,
 * villagers, trade carts, livestock and kings 7, monks 8, warships 9, transports 10, trade cogs and
 * fishing ships 11, anything else -1. Reset with option 0 restores the defaults; with option 1 the
 * unit types are all 0 and the classes -1.
 *
 * <p>Defense: the priority (-1 lowest to 32767) of an enemy building in the town, by its type,
 * decides which one the idle defenders go for first ({@link #defenseTarget}); units are not
 * ranked by it (the reference: "no effect against units"). By default from the outpost's 5 to the
 * castle's 10000 and the wonder's 20000; reset with option 1 sets every building to -1.
 */
final class TargetPriorities {
    static final int SN_ENABLE_OFFENSIVE = 254;
    static final int STEP = 50;
    /** UserPatch's default offense priorities: type ids below 900, class ids from 900. */
    private static final int[][] OFFENSE = {{903, 0}, {927, 0}, {939, 0}, {949, 0}, {951, 0}, {952, 0}, {954, 0}, {906, 1}, {912, 1}, {935, 1},
            {947, 1}, {900, 3}, {923, 3}, {936, 3}, {944, 3}, {6, 4}, {7, 4}, {35, 5}, {422, 5}, {548, 5}, {913, 6}, {955, 6}, {904, 7},
            {919, 7}, {958, 7}, {959, 7}, {918, 8}, {943, 8}, {922, 9}, {920, 10}, {902, 11}, {921, 11}};
    /** UserPatch's default defense priorities by building type id (gates since UserPatch's gate fix). */
    private static final int[][] DEFENSE = {{598, 5}, {50, 10}, {199, 10}, {103, 20}, {209, 20}, {562, 30}, {68, 40}, {584, 50}, {84, 100},
            {70, 250}, {12, 500}, {87, 500}, {101, 500}, {104, 500}, {49, 500}, {45, 500}, {487, 500}, {109, 1000}, {621, 1000},
            {79, 2000}, {234, 3000}, {235, 4000}, {236, 5000}, {82, 10000}, {276, 20000}};
    private final Seat s;
    private StandingOrders orders;
    /** Offense priorities by kind, the defaults and what the orders set. */
    private final Map<Integer, Integer> offense = new LinkedHashMap<>();
    private final Map<Integer, Integer> defense = new LinkedHashMap<>();
    /** After a reset with option 1: a type with no priority of its own counts 0 (its class's is -1). */
    private boolean typesZero;

    TargetPriorities(Seat seat) {
        this.s = seat;
        reset(true, 0);
        reset(false, 0);
    }

    void orders(StandingOrders o) { this.orders = o; }

    void set(boolean attack, int kind, int value) {
        if (attack) offense.put(kind, Math.max(-1, Math.min(11, value)));
        else defense.put(kind, Math.max(-1, Math.min(32767, value)));
    }

    /** Option 0: the defaults again; option 1: nothing has priority. */
    void reset(boolean attack, int option) {
        Map<Integer, Integer> m = attack ? offense : defense;
        m.clear();
        if (attack) typesZero = option == 1;
        if (option == 1) return;
        for (int[] p : attack ? OFFENSE : DEFENSE) m.put(p[0], p[1]);
    }

    /** A building's defense priority by its type (a line's or class's where set so), -1 when none. */
    int defense(int building) {
        int id = s.catalog.rules.type(s.e().type(building)).id();
        Integer v = defense.get(id);
        if (v != null) return v;
        Integer byClass = null;
        for (Map.Entry<Integer, Integer> p : defense.entrySet()) if (p.getKey() >= 900 && orders != null && orders.is(building, p.getKey())) byClass = p.getValue();
        return byClass == null ? -1 : byClass;
    }

    /**
     * Of the enemy buildings given, the one the defenders go for: the highest defense priority,
     * the nearest to home among equals (then the lowest id); 0 when none is given.
     */
    int defenseTarget(org.openaok.sim.api.state.IntList buildings, int homeX, int homeY) {
        int best = 0, bestP = Integer.MIN_VALUE;
        long bestD = Long.MAX_VALUE;
        for (int k = 0; k < buildings.size(); k++) {
            int b = buildings.get(k);
            int p = defense(b);
            long d = Seat.dist2(s.e().x(b), s.e().y(b), homeX, homeY);
            if (p > bestP || p == bestP && (d < bestD || d == bestD && b < best)) {
                best = b;
                bestP = p;
                bestD = d;
            }
        }
        return best;
    }

    /** The enemy building in the town the idle defenders go for (by {@link #defenseTarget}), or 0. */
    int townDefenseTarget() {
        int[] h = s.home();
        if (h == null) return 0;
        org.openaok.sim.api.state.Entities e = s.e();
        org.openaok.sim.api.state.IntList in = new org.openaok.sim.api.state.IntList(4);
        org.openaok.sim.api.state.IntList bs = e.buildings();
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            int o = e.owner(b);
            if (o <= 0 || o == s.player || s.ps().stance(o) != org.openaok.sim.api.state.Stance.ENEMY || !e.present(b)) continue;
            if (s.knowledge.knows(b) && s.inTown(e.x(b), e.y(b))) in.add(b);
        }
        return defenseTarget(in, h[0], h[1]);
    }

    /** What a target's offense priority adds to its rank (0 with the priorities off). */
    int rankBonus(int target) {
        if (s.sn(SN_ENABLE_OFFENSIVE, 0) != 1 || orders == null) return 0;
        Integer byClass = null, byType = null;
        int type = s.e().type(target);
        int id = s.catalog.rules.type(type).id();
        for (Map.Entry<Integer, Integer> p : offense.entrySet()) {
            int kind = p.getKey();
            if (kind < 900) {
                if (kind == id || orders.is(target, kind)) byType = p.getValue();
            } else if (orders.is(target, kind)) byClass = p.getValue();
        }
        if (byType == null && typesZero && s.catalog.rules.type(type).isUnit()) byType = 0;
        Integer v = byType != null ? byType : byClass;
        return (v == null ? -1 : v) * STEP;
    }
}
