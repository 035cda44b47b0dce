package org.openaok.ai.play.internal;

import org.openaok.sim.api.command.Delete;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;

/** up-delete-distant-farms: the seat's farms (and foundations of farms) farther than so many tiles from every drop site for food are deleted. */
final class DistantFarms {
    private final Seat s;

    DistantFarms(Seat seat) { this.s = seat; }

    /** Answers how many were deleted. */
    int delete(int tiles) {
        if (tiles < 0) return 0;
        Entities e = s.e();
        long limit = (long) tiles * Grid.TILE;
        int n = 0;
        for (var list : new org.openaok.sim.api.state.IntList[] {s.census.buildings, s.census.foundations}) {
            for (int k = list.size() - 1; k >= 0; k--) {
                int f = list.get(k);
                if (e.type(f) != s.catalog.farm) continue;
                if (nearestDrop(f) > limit && s.give(new Delete(s.player, f)).accepted()) n++;
            }
        }
        return n;
    }

    /** Thousandths of a tile from the farm's middle to the nearest finished food drop site's edge; MAX_VALUE when none. */
    private long nearestDrop(int farm) {
        Entities e = s.e();
        long best = Long.MAX_VALUE;
        for (int k = 0; k < s.census.buildings.size(); k++) {
            int b = s.census.buildings.get(k);
            TypeDef d = s.catalog.rules.type(e.type(b));
            if (!d.dropsiteFor(Resource.FOOD) || d.placement().equals("shore")) continue;
            long gap = Seat.dist(e.x(farm), e.y(farm), e.x(b), e.y(b)) - (long) Math.max(d.width(), d.height()) * Grid.TILE / 2;
            best = Math.min(best, Math.max(0, gap));
        }
        return best;
    }
}
