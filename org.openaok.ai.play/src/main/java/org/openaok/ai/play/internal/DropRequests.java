package org.openaok.ai.play.internal;

import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;

/**
 * up-drop-resources: the gatherers (villagers and fishing ships) of a resource carrying at least
 * so much of it hand their loads in at their nearest drop site now, by the right-click a person
 * gives, and go back to work. The resource is the language's (food, wood, stone, gold) or the
 * class of what they work on (farm-class ...).
 */
final class DropRequests {
    private final Seat s;
    private final StandingOrders orders;

    DropRequests(Seat seat, StandingOrders orders) {
        this.s = seat;
        this.orders = orders;
    }

    /** Gives the drop order; answers how many carriers took it. */
    int drop(int resource, int minimum) {
        int min = Math.max(0, minimum) * 1000;
        int n = 0;
        n += drop(s.census.villagers, resource, min);
        n += drop(s.census.fishingShips, resource, min);
        return n;
    }

    private int drop(IntList units, int resource, int min) {
        int n = 0;
        for (int k = 0; k < units.size(); k++) {
            int u = units.get(k);
            if (!gathers(u, resource)) continue;
            int load = s.gathering.carried(u);
            if (load <= 0 || load < min) continue;
            if (handIn(u)) n++;
        }
        return n;
    }

    /** Whether the unit is at work on the resource (the language's 0-3) or on a thing of the class. */
    boolean gathers(int u, int resource) {
        Entities e = s.e();
        if (s.gathering == null || !e.alive(u)) return false;
        int res = s.gathering.carriedResource(u);
        if (resource >= 0 && resource <= 3) {
            int r = Catalog.simResource(resource);
            int task = s.gathering.task(u);
            Resource working = task < 0 ? null : s.catalog.rules.tasks().get(task).resource();
            return working != null && working.ordinal() == r || res == r && task < 0;
        }
        int target = e.target(u);
        return target > 0 && e.valid(target) && orders.is(target, resource);
    }

    /** The carrier takes its load to its nearest drop site. */
    boolean handIn(int u) {
        int site = site(u);
        return site != 0 && s.give(new Gather(s.player, new int[] {u}, site)).accepted();
    }

    /** The seat's finished building nearest the unit that takes its load (a dock for a ship), or 0. */
    int site(int u) {
        Entities e = s.e();
        int res = s.gathering == null ? -1 : s.gathering.carriedResource(u);
        if (res < 0) return 0;
        boolean ship = s.catalog.rules.type(e.type(u)).movement() == 2;
        int best = 0;
        long bestD = Long.MAX_VALUE;
        for (int k = 0; k < s.census.buildings.size(); k++) {
            int b = s.census.buildings.get(k);
            TypeDef d = s.catalog.rules.type(e.type(b));
            if (!d.dropsiteFor(Resource.of(res)) || ship != d.placement().equals("shore")) continue;
            long dist = Seat.dist2(e.x(b), e.y(b), e.x(u), e.y(u));
            if (dist < bestD) {
                bestD = dist;
                best = b;
            }
        }
        return best;
    }
}
