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
 * another player who sees it when its owner's own things no longer do. Herd animals' own sight
 * does not count (an owned one would always see itself). A player with {@code herd-dominance}
 * (Celts) takes one its owner still sees, unless the owner has it too (effects.tsv).
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class HerdSystem implements GameSystem {
    public static final String ID = "herding";

    @Override public String id() { return ID; }

    @Override public List<String> after() { return List.of("sight"); }

    @Override
    public SystemRun start(MatchContext m) { return new Run(m); }

    static final class Run implements SystemRun {
        private final MatchContext m;
        private final Entities e;
        private final Grid grid;
        private final boolean[] herd;
        /** This tick's herd animals with a circle of sight: tile x, y, owner and radius, as the sight system counted them. */
        private final IntList hx = new IntList(), hy = new IntList(), ho = new IntList(), hr = new IntList();

        Run(MatchContext m) {
            this.m = m;
            this.e = m.entities();
            this.grid = m.grid();
            this.herd = TypeFlags.unitClass(m.rules(), "animal-herdable", "herdable");
        }

        @Override
        public void tick() {
            IntList units = e.units();
            hx.clear(); hy.clear(); ho.clear(); hr.clear();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (!herd[e.type(u)] || e.state(u) != Entities.ALIVE || e.owner(u) == 0) continue;
                int t = grid.tileAt(e.x(u), e.y(u));
                if (t < 0) continue;
                hx.add(grid.tileX(t));
                hy.add(grid.tileY(t));
                ho.add(e.owner(u));
                // the sight system's radius for a unit: its line of sight in whole tiles, at least 1
                hr.add(Math.max(1, (m.player(e.owner(u)).stats(e.type(u)).los() + 500) / 1000));
            }
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (!herd[e.type(u)] || e.state(u) != Entities.ALIVE) continue;
                int t = grid.tileAt(e.x(u), e.y(u));
                if (t < 0) continue;
                int owner = e.owner(u);
                boolean kept = owner != 0 && sees(owner, t);
                boolean ownerDominant = owner != 0 && m.player(owner).attribute("herd-dominance", 0) > 0;
                for (int p = 1; p <= m.players(); p++) {
                    if (p == owner || !m.player(p).inGame()) continue;
                    if (kept && (ownerDominant || m.player(p).attribute("herd-dominance", 0) == 0)) continue;
                    if (!sees(p, t)) continue;
                    m.lifecycle().convert(u, p);
                    e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                    break;
                }
            }
        }

        /** Whether the player's own things other than herd animals see the tile. */
        private boolean sees(int p, int t) {
            int n = m.sight().seeing(p, t);
            if (n == 0) return false;
            int x = grid.tileX(t), y = grid.tileY(t);
            for (int i = 0; i < ho.size() && n > 0; i++) {
                if (ho.get(i) != p) continue;
                int dx = x - hx.get(i), dy = y - hy.get(i), r = hr.get(i);
                // the sight's circle: dx^2 + dy^2 <= r^2 + r (Sight.cover)
                if (dx * dx + dy * dy <= r * r + r) n--;
            }
            return n > 0;
        }
    }
}
