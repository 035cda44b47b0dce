package org.openaok.ai.play.internal;

import org.openaok.sim.api.command.Stop;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;

/**
 * up-retask-gatherers: up to so many of the villagers gathering a resource hand in what they carry
 * and are free again, so the economy sends them where the gatherer shares most want them (which
 * may be back to the same resource). One carrying nothing is freed at once; a carrier first walks
 * to its drop site ({@link DropRequests}) and is freed the think after its load is in.
 */
final class Retasking {
    private final Seat s;
    private final StandingOrders orders;
    /** Carriers on their way to hand in before they are freed. */
    private final IntList handingIn = new IntList(8);

    Retasking(Seat seat, StandingOrders orders) {
        this.s = seat;
        this.orders = orders;
    }

    /** Answers how many were retasked. */
    int retask(int resource, int count) {
        Census c = s.census;
        int n = 0;
        for (int k = 0; k < c.villagers.size() && n < count; k++) {
            int u = c.villagers.get(k);
            if (c.job(k) < 0 || handingIn.contains(u) || s.executor().economy.isExplorer(u)) continue;
            if (!orders.drops.gathers(u, resource)) continue;
            if (s.gathering.carried(u) <= 0) {
                if (free(k)) n++;
            } else if (orders.drops.handIn(u)) {
                handingIn.add(u);
                n++;
            }
        }
        return n;
    }

    /** Frees the carriers whose loads are in (or who can no longer hand in). */
    void run() {
        Entities e = s.e();
        Census c = s.census;
        for (int i = handingIn.size() - 1; i >= 0; i--) {
            int u = handingIn.get(i);
            if (!e.alive(u) || e.owner(u) != s.player) {
                handingIn.remove(u);
                continue;
            }
            if (s.gathering.carried(u) > 0 && e.order(u) == org.openaok.sim.api.state.OrderKind.GATHER) continue;
            handingIn.remove(u);
            for (int k = 0; k < c.villagers.size(); k++) if (c.villagers.get(k) == u) free(k);
        }
    }

    private boolean free(int k) {
        int u = s.census.villagers.get(k);
        if (!s.give(new Stop(s.player, new int[] {u})).accepted()) return false;
        s.census.setJob(k, Census.IDLE);
        return true;
    }
}
