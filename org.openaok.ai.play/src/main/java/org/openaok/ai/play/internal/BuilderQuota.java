package org.openaok.ai.play.internal;

import java.util.LinkedHashMap;
import java.util.Map;

import org.openaok.sim.api.command.Construct;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;

/**
 * up-assign-builders: how many villagers build each foundation of a kind (a building type or
 * class; a Town Center's foundation is town-center-foundation) from now on, until the next order
 * for the kind. Short of the count, the nearest free villagers are sent to help at once; -1 sends
 * none beyond the first builder, and no new one when that builder is gone.
 */
final class BuilderQuota {
    private final Seat s;
    private final StandingOrders orders;
    /** Per kind its count, the latest order for a kind last. */
    private final Map<Integer, Integer> quota = new LinkedHashMap<>();

    BuilderQuota(Seat seat, StandingOrders orders) {
        this.s = seat;
        this.orders = orders;
    }

    void assign(int kind, int count) {
        quota.remove(kind);
        quota.put(kind, Math.max(-1, Math.min(250, count)));
    }

    /** The count for a foundation: that of the latest order whose kind it is, or null when none is. */
    Integer of(int foundation) {
        Integer found = null;
        for (Map.Entry<Integer, Integer> q : quota.entrySet()) if (orders.is(foundation, q.getKey())) found = q.getValue();
        return found;
    }

    /** Whether the foundation is to get no builder beyond the one its order gave (-1). */
    boolean noHelp(int foundation) {
        Integer q = of(foundation);
        return q != null && q < 0;
    }

    void run() {
        if (quota.isEmpty()) return;
        Census c = s.census;
        Entities e = s.e();
        for (int f = 0; f < c.foundations.size(); f++) {
            int site = c.foundations.get(f);
            Integer want = of(site);
            if (want == null || want <= 0) continue;
            int on = 0;
            for (int k = 0; k < c.villagers.size(); k++) {
                int u = c.villagers.get(k);
                byte o = e.order(u);
                if ((o == OrderKind.BUILD || o == OrderKind.REPAIR) && e.target(u) == site) on++;
            }
            for (int guard = 0; on < want && guard < 250; guard++) {
                int k = s.executor().economy.nearestFree(e.x(site), e.y(site), false);
                if (k < 0) break;
                int u = c.villagers.get(k);
                if (!s.give(new Construct(s.player, new int[] {u}, site)).accepted()) break;
                c.setJob(k, Census.BUILDING);
                on++;
            }
        }
    }
}
