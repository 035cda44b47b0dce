package org.openaok.sim.internal.herd;

import org.openaok.sim.internal.TypeFlags;
import java.util.List;

import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.SystemRun;
import org.osgi.service.component.annotations.Component;

/**
 * Herd animals (sheep, turkeys) belong to whoever sees them: a Gaia animal goes to the first
 * player whose own things see it (the lowest seat when several do at once), and an owned one to
 * another player who sees it when its owner's own things no longer do.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class HerdSystem implements GameSystem {
    public static final String ID = "herding";

    @Override public String id() { return ID; }

    @Override public List<String> after() { return List.of("sight"); }

    @Override
    public SystemRun start(MatchContext m) {
        Entities e = m.entities();
        Grid grid = m.grid();
        boolean[] herd = TypeFlags.unitClass(m.rules(), "animal-herdable", "herdable");
        return () -> {
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (!herd[e.type(u)] || e.state(u) != Entities.ALIVE) continue;
                int t = grid.tileAt(e.x(u), e.y(u));
                if (t < 0) continue;
                int owner = e.owner(u);
                if (owner != 0 && m.sight().seeing(owner, t) > 0) continue;
                for (int p = 1; p <= m.players(); p++) {
                    if (p == owner || !m.player(p).inGame() || m.sight().seeing(p, t) == 0) continue;
                    m.lifecycle().convert(u, p);
                    e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                    break;
                }
            }
        };
    }
}
