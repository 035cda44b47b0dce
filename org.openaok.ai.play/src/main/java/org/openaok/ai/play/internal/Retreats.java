package org.openaok.ai.play.internal;

import java.util.Iterator;

import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Stop;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;

/**
 * up-retreat-now, up-retreat-to, up-reset-attack-now and up-disband-group-type, as the reference has them: the
 * retreat calls the seat's military home (to the Town Center, or to a random one of its objects
 * of a kind), except those already within six tiles of where they go and the active explorers;
 * the attack groups they were in break up, so the executor does not send them back at once.
 * Disbanding a group type breaks up the executor's groups of it and stops their units, who are
 * then free for whatever the executor gives them next (a new group, their work): attack groups,
 * explorers, transports, fishing ships, monks, the villagers kept aside as forward builders
 * (gatherers again until a rule asks for a forward building anew), and trade carts or cogs (the
 * match has no trade route, so the executor's trade group is its trade units at their orders).
 */
final class Retreats {
    /** Units this close (thousandths) to where a retreat goes are left where they stand. */
    static final int NEAR = 6 * Grid.TILE;
    static final int LAND_ATTACK = 100, LAND_EXPLORE = 101, WATER_ATTACK = 102, WATER_EXPLORE = 103, TRANSPORT = 104, FISHING = 105,
            WATER_TRADE = 106, FORWARD_BUILDER = 107, MONK = 108, LAND_TRADE = 109;
    private final Seat s;
    private StandingOrders orders;
    /** Units told to retreat so far, for the trace and the tests. */
    int retreated;

    Retreats(Seat seat) { this.s = seat; }

    void orders(StandingOrders o) { this.orders = o; }

    /** up-retreat-now: the land military to the home Town Center. */
    void now() {
        int[] h = s.home();
        if (h == null) return;
        retreat(s.census.soldiers, h[0], h[1]);
    }

    /** up-retreat-to: the units of a kind to a random one of the seat's objects of another kind. */
    void to(int targetKind, int unitKind) {
        Entities e = s.e();
        IntList targets = new IntList(8);
        for (IntList l : new IntList[] {s.census.buildings, s.census.soldiers}) {
            for (int k = 0; k < l.size(); k++) {
                int id = l.get(k);
                if (e.alive(id) && e.owner(id) == s.player && orders.is(id, targetKind) && !targets.contains(id)) targets.add(id);
            }
        }
        if (targets.isEmpty()) return;
        targets.sort();
        int to = targets.get(s.random.nextInt(targets.size()));
        IntList units = new IntList(16);
        for (IntList l : new IntList[] {s.census.soldiers, s.census.warships, s.census.monks}) {
            for (int k = 0; k < l.size(); k++) {
                int u = l.get(k);
                if (u != to && orders.is(u, unitKind)) units.add(u);
            }
        }
        int[] c = s.centre(to);
        retreat(units, c[0], c[1]);
    }

    private void retreat(IntList from, int x, int y) {
        Entities e = s.e();
        IntList go = new IntList(from.size());
        for (int k = 0; k < from.size(); k++) {
            int u = from.get(k);
            if (!e.alive(u) || e.owner(u) != s.player || s.executor().scouting.isScout(u)) continue;
            if (Seat.dist2(e.x(u), e.y(u), x, y) <= (long) NEAR * NEAR) continue;
            go.add(u);
        }
        if (go.isEmpty()) return;
        leaveGroups(go);
        if (s.give(new Move(s.player, go.toArray(), x, y)).accepted()) retreated += go.size();
    }

    /** The groups any of the units is in break up (their other members stay where they are, free). */
    private void leaveGroups(IntList units) {
        for (Iterator<Military.Group> it = s.executor().military.groups.iterator(); it.hasNext();) {
            Military.Group g = it.next();
            for (int k = 0; k < units.size(); k++) {
                if (g.members.contains(units.get(k))) {
                    it.remove();
                    break;
                }
            }
        }
    }

    /** up-reset-attack-now: the groups an attack-now sent break up, their units stop. */
    void resetAttackNow() {
        IntList stop = new IntList(16);
        for (Iterator<Military.Group> it = s.executor().military.groups.iterator(); it.hasNext();) {
            Military.Group g = it.next();
            if (!g.now) continue;
            for (int k = 0; k < g.members.size(); k++) if (s.e().alive(g.members.get(k))) stop.add(g.members.get(k));
            it.remove();
        }
        if (!stop.isEmpty()) s.give(new Stop(s.player, stop.toArray()));
    }

    /** up-disband-group-type: the executor's groups of the type break up, their units stop. */
    void disband(int groupType) {
        Entities e = s.e();
        IntList stop = new IntList(16);
        switch (groupType) {
            case LAND_ATTACK, WATER_ATTACK -> {
                boolean boats = groupType == WATER_ATTACK;
                for (Iterator<Military.Group> it = s.executor().military.groups.iterator(); it.hasNext();) {
                    Military.Group g = it.next();
                    if (g.boats != boats) continue;
                    for (int k = 0; k < g.members.size(); k++) stop.add(g.members.get(k));
                    it.remove();
                }
            }
            case LAND_EXPLORE, WATER_EXPLORE -> {
                for (IntList l : new IntList[] {s.census.soldiers, s.census.warships, s.census.villagers}) {
                    for (int k = 0; k < l.size(); k++) {
                        int u = l.get(k);
                        boolean water = (s.catalog.rules.type(e.type(u)).movement() & Land.WATER) != 0;
                        if (water == (groupType == WATER_EXPLORE) && (s.executor().scouting.isScout(u) || s.executor().economy.isExplorer(u))) stop.add(u);
                    }
                }
                if (groupType == LAND_EXPLORE) orders.scouts.reset();
            }
            case TRANSPORT -> busy(s.census.transports, stop);
            case FISHING -> busy(s.census.fishingShips, stop);
            case MONK -> busy(s.census.monks, stop);
            case FORWARD_BUILDER -> {
                IntList f = s.executor().economy.disbandForward();
                for (int k = 0; k < f.size(); k++) stop.add(f.get(k));
            }
            case LAND_TRADE, WATER_TRADE -> {
                // the seat's trade units on land (carts) or water (cogs): the match has no trade route,
                // so what they do is only what the script or a person sent them to do
                IntList us = e.units();
                for (int k = 0; k < us.size(); k++) {
                    int u = us.get(k);
                    if (e.owner(u) != s.player || !e.alive(u) || s.catalog.role(e.type(u)) != Catalog.Role.TRADE) continue;
                    boolean water = (s.catalog.rules.type(e.type(u)).movement() & Land.WATER) != 0;
                    if (water == (groupType == WATER_TRADE) && e.order(u) != org.openaok.sim.api.state.OrderKind.IDLE) stop.add(u);
                }
            }
            default -> { }
        }
        IntList alive = new IntList(stop.size());
        for (int k = 0; k < stop.size(); k++) if (e.alive(stop.get(k)) && !alive.contains(stop.get(k))) alive.add(stop.get(k));
        if (!alive.isEmpty()) s.give(new Stop(s.player, alive.toArray()));
    }

    private void busy(IntList units, IntList out) {
        Entities e = s.e();
        for (int k = 0; k < units.size(); k++) {
            int u = units.get(k);
            if (e.alive(u) && e.order(u) != org.openaok.sim.api.state.OrderKind.IDLE) out.add(u);
        }
    }
}
