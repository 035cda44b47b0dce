package org.openaok.ai.play.internal;

import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;

/**
 * up-request-hunters: hunters for the boar the executor's hunting party is after, up to a total.
 * The nearest food gatherers off the farms are sent to it while it lives or lies to be gathered;
 * the request ends with that boar. With no boar hunted when it is given, nothing is sent (the
 * reference does not promise the count).
 */
final class HunterRequest {
    private final Seat s;
    private int boar, wanted;

    HunterRequest(Seat seat) { this.s = seat; }

    void request(int total) {
        boar = s.executor().economy.boar();
        wanted = boar == 0 ? 0 : Math.max(0, total);
    }

    void run() {
        if (boar == 0 || wanted <= 0) return;
        Entities e = s.e();
        if (!e.present(boar) || e.amount(boar) <= 0 && e.state(boar) != Entities.ALIVE) {
            boar = 0;
            return;
        }
        Census c = s.census;
        int on = 0;
        for (int k = 0; k < c.villagers.size(); k++) {
            int u = c.villagers.get(k);
            if (e.order(u) == OrderKind.GATHER && e.target(u) == boar) on++;
        }
        while (on < wanted) {
            int best = -1;
            long bestD = Long.MAX_VALUE;
            for (int k = 0; k < c.villagers.size(); k++) {
                int u = c.villagers.get(k);
                int j = c.job(k);
                if (j != Census.IDLE && j != org.openaok.sim.api.rules.Resource.FOOD.ordinal()) continue;
                if (e.state(u) != Entities.ALIVE || s.executor().economy.isExplorer(u)) continue;
                int t = e.target(u);
                if (e.order(u) == OrderKind.GATHER && (t == boar || t > 0 && e.valid(t) && e.type(t) == s.catalog.farm)) continue;
                long d = Seat.dist2(e.x(u), e.y(u), e.x(boar), e.y(boar));
                if (d < bestD) {
                    bestD = d;
                    best = k;
                }
            }
            if (best < 0 || !s.give(new Gather(s.player, new int[] {c.villagers.get(best)}, boar)).accepted()) break;
            c.setJob(best, org.openaok.sim.api.rules.Resource.FOOD.ordinal());
            on++;
        }
    }
}
