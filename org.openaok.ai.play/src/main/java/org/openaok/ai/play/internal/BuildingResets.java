package org.openaok.ai.play.internal;

import org.openaok.sim.api.command.Cancel;

/**
 * up-reset-building: the seat's buildings of a kind stop what they are making, their queues
 * cancelled item by item from the last (the costs come back, as a person's cancel gives them);
 * with keepResearch a building researching is left alone.
 */
final class BuildingResets {
    private final Seat s;
    private final StandingOrders orders;

    BuildingResets(Seat seat, StandingOrders orders) {
        this.s = seat;
        this.orders = orders;
    }

    /** Answers how many buildings were reset. */
    int reset(int kind, boolean keepResearch) {
        if (s.production == null) return 0;
        int n = 0;
        for (int k = 0; k < s.census.buildings.size(); k++) {
            int b = s.census.buildings.get(k);
            if (!orders.is(b, kind)) continue;
            int[] queue = s.production.queue(b);
            if (queue.length == 0) continue;
            // a research under way is its first item, a negative one
            if (keepResearch && queue[0] < 0) continue;
            boolean any = false;
            for (int slot = queue.length - 1; slot >= 0; slot--) any |= s.give(new Cancel(s.player, b, slot)).accepted();
            if (any) n++;
        }
        return n;
    }
}
