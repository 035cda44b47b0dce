package org.openaok.sim.internal.move;

import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.system.MatchContext;

/**
 * Who a gate lets through: its owner and players allied both ways, once it stands and unless it
 * is locked; to anyone else (Gaia's animals too) it is a wall. The steering asks it for each
 * step into a gate, the planner's views ({@link GateViews}) for each player's ground.
 */
final class GateRule {
    private GateRule() {}

    static boolean opensFor(MatchContext m, int gate, int player) {
        Entities e = m.entities();
        if (e.state(gate) != Entities.ALIVE || (e.flags(gate) & Entities.LOCKED) != 0) return false;
        int owner = e.owner(gate);
        if (owner == player) return true;
        if (player == 0 || owner == 0 || owner > m.players() || player > m.players()) return false;
        return m.player(owner).alliedWith(m.player(player));
    }
}
