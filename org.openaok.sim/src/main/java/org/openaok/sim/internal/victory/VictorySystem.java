package org.openaok.sim.internal.victory;

import java.util.List;

import org.openaok.sim.api.command.Resign;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.state.Stance;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.SystemRun;
import org.osgi.service.component.annotations.Component;

/**
 * The end of a match: a player who resigns, has nothing left that counts (the settings list what
 * conquest ignores: towers, walls, gates, fishing ships, fish traps), or in Regicide loses its King, is defeated and its things are
 * destroyed; when those still playing are all allied to one another, they have won.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class VictorySystem implements GameSystem {
    public static final String ID = "victory";

    @Override public String id() { return ID; }

    @Override public List<String> after() { return List.of("sight"); }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    static final class Run implements SystemRun {
        private final MatchContext m;
        private final Entities e;
        private final boolean[] counts;
        private final int king;
        private final boolean[] hadKing;

        Run(MatchContext m) {
            this.m = m;
            this.e = m.entities();
            var rules = m.rules();
            counts = new boolean[rules.types().size()];
            // what conquest does not count: the settings' list (towers, walls, gates, fishing ships, fish traps)
            java.util.Set<String> ignored = java.util.Set.of(rules.settingText("victory.conquest.ignored", "").split("\\s+"));
            for (TypeDef d : rules.types()) {
                boolean counted = (d.isUnit() && !d.unitClass().startsWith("animal")) || d.isBuilding();
                counts[d.index()] = counted && !ignored.contains(d.word());
            }
            king = rules.type("king").map(TypeDef::index).orElse(-1);
            hadKing = new boolean[m.players() + 1];
            m.handle(Resign.class, c -> {
                defeat(c.player(), true);
                return Result.ok(c);
            });
        }

        @Override
        public void ready() {
            for (int p = 1; p <= m.players(); p++) hadKing[p] = king >= 0 && m.player(p).count(king) > 0;
        }

        @Override
        public void tick() {
            if (m.ended()) return;
            boolean regicide = m.settings().mode().equals("regicide");
            for (int p = 1; p <= m.players(); p++) {
                PlayerState ps = m.player(p);
                if (!ps.inGame()) continue;
                if (regicide && hadKing[p] && ps.count(king) == 0) defeat(p, false);
                else if (!hasAnything(ps)) defeat(p, false);
            }
            if (m.players() < 2) return;
            int mask = 0, left = 0;
            for (int p = 1; p <= m.players(); p++) {
                if (m.player(p).inGame()) {
                    mask |= 1 << p;
                    left++;
                }
            }
            if (left == 0) {
                m.end(0, "draw");
                return;
            }
            for (int a = 1; a <= m.players(); a++) {
                if ((mask & (1 << a)) == 0) continue;
                for (int b = 1; b <= m.players(); b++) {
                    if (a == b || (mask & (1 << b)) == 0) continue;
                    if (m.player(a).stance(b) != Stance.ALLY || m.player(b).stance(a) != Stance.ALLY) return;
                }
            }
            boolean resigned = false;
            for (int p = 1; p <= m.players(); p++) if (m.player(p).resigned()) resigned = true;
            m.end(mask, resigned ? "resignation" : "conquest");
        }

        private boolean hasAnything(PlayerState ps) {
            for (int t = 0; t < counts.length; t++) if (counts[t] && ps.countAll(t) > 0) return true;
            return false;
        }

        /** The player is out; everything it has is destroyed, as the original does. */
        private void defeat(int p, boolean resigned) {
            PlayerState ps = m.player(p);
            if (!ps.inGame()) return;
            if (resigned) ps.resign(m.tick()); else ps.defeat(m.tick());
            m.events().add(Events.DEFEATED, m.tick(), p, 0, resigned ? 1 : 0, 0);
            destroyAll(p, e.units());
            destroyAll(p, e.buildings());
        }

        private void destroyAll(int p, IntList list) {
            for (int k = 0; k < list.size(); k++) {
                int id = list.get(k);
                if (e.owner(id) == p && e.state(id) != Entities.DEAD) m.lifecycle().remove(id, 0);
            }
        }
    }
}
