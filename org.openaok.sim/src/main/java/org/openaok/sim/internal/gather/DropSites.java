package org.openaok.sim.internal.gather;

import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.internal.Footprint;

/** Where a gatherer takes its load: the nearest finished building of its own that takes the resource (ships: a dock). */
final class DropSites {
    private final Rules rules;
    private final Entities e;

    DropSites(Rules rules, Entities e) {
        this.rules = rules;
        this.e = e;
    }

    /** The drop site for a unit's load of a resource, or 0 when it has none. */
    int nearest(int u, int res) {
        int owner = e.owner(u);
        int best = 0;
        long bestD = Long.MAX_VALUE;
        IntList b = e.buildings();
        boolean ship = rules.type(e.type(u)).movement() == 2;
        for (int k = 0; k < b.size(); k++) {
            int id = b.get(k);
            if (e.owner(id) != owner || e.state(id) != Entities.ALIVE) continue;
            TypeDef d = rules.type(e.type(id));
            if (!d.dropsiteFor(Resource.of(res))) continue;
            if (ship != d.placement().equals("shore")) continue;
            long dist = Footprint.distance(rules, e, id, e.x(u), e.y(u));
            if (dist < bestD) {
                bestD = dist;
                best = id;
            }
        }
        return best;
    }
}
