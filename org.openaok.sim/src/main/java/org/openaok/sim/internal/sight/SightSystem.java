package org.openaok.sim.internal.sight;

import java.util.List;

import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.state.Sight;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.Lifecycle;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.SystemRun;
import org.openaok.sim.api.system.Vision;
import org.openaok.sim.internal.Column;
import org.openaok.sim.internal.Treason;
import org.osgi.service.component.annotations.Component;

/**
 * Each player's sight from its own things' line of sight: a thing's circle is added where it
 * stands and taken away where it stood, so a tick costs only what moved, grew or changed hands.
 * Allies' sight is shared where the player has Cartography ({@code reveal-allies}) or the lobby
 * shares it; the sight of every player not allied where it has Spies ({@code reveal-enemies}).
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class SightSystem implements GameSystem {
    public static final String ID = "sight";

    @Override public String id() { return ID; }

    @Override public List<String> after() { return List.of("movement"); }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    static final class Run implements SystemRun, Vision {
        private final MatchContext m;
        private final Rules rules;
        private final Entities e;
        private final Grid grid;
        private final Sight sight;
        /** Where each thing's circle is now: the tile (+1, 0 for none), its radius in tiles and its owner. */
        private final Column at = new Column(), radius = new Column(), owner = new Column();
        /** Per type, read every tick for every thing: a foundation's circle, and how far a building's edge is beyond its centre tile. */
        private final int[] foundationSight, beyondCentre;
        private final int king;

        Run(MatchContext m) {
            this.m = m;
            this.rules = m.rules();
            this.e = m.entities();
            this.grid = m.grid();
            this.sight = m.sight();
            int n = rules.types().size();
            foundationSight = new int[n];
            beyondCentre = new int[n];
            for (TypeDef d : rules.types()) {
                foundationSight[d.index()] = Math.max(1, d.width() / 2 + 1);
                beyondCentre[d.index()] = d.isBuilding() ? d.width() / 2 : 0;
            }
            king = rules.type("king").map(TypeDef::index).orElse(-1);
            m.provide(Vision.class, this);
            m.lifecycle().addListener(new Lifecycle.Listener() {
                @Override public void removed(int id) { uncover(id); }
                @Override public void garrisoned(int id, int container) { uncover(id); }
            });
        }

        @Override
        public void ready() { tick(); }

        @Override
        public void tick() {
            walk(e.units());
            walk(e.buildings());
        }

        private void walk(IntList list) {
            for (int k = 0; k < list.size(); k++) {
                int id = list.get(k);
                byte st = e.state(id);
                int o = e.owner(id);
                if ((st != Entities.ALIVE && st != Entities.FOUNDATION) || o == 0) {
                    if (at.get(id) != 0) uncover(id);
                    continue;
                }
                int t = grid.tileAt(e.x(id), e.y(id));
                int r = los(id, st);
                int was = at.get(id) - 1;
                if (t == was && r == radius.get(id) && o == owner.get(id)) continue;
                if (was >= 0 && t >= 0 && r == radius.get(id) && o == owner.get(id)) {
                    // the same circle, moved: only its edges change
                    sight.shift(o, grid.tileX(was), grid.tileY(was), grid.tileX(t), grid.tileY(t), r);
                    at.set(id, t + 1);
                    continue;
                }
                uncover(id);
                if (t < 0) continue;
                sight.cover(o, grid.tileX(t), grid.tileY(t), r, 1);
                at.set(id, t + 1);
                radius.set(id, r);
                owner.set(id, o);
            }
        }

        /** Line of sight in whole tiles (a foundation sees a little round itself). */
        private int los(int id, byte state) {
            int type = e.type(id);
            if (state == Entities.FOUNDATION) return foundationSight[type];
            int los = m.player(e.owner(id)).stats(type).los();
            return Math.max(1, (los + 500) / 1000 + beyondCentre[type]);
        }

        private void uncover(int id) {
            int t = at.get(id) - 1;
            if (t < 0) return;
            sight.cover(owner.get(id), grid.tileX(t), grid.tileY(t), radius.get(id), -1);
            at.set(id, 0);
        }

        // ---- Vision

        /** Sees what its allies see: the lobby's allied sight, or Cartography ({@code reveal-allies}). */
        private boolean shares(int p) {
            PlayerState ps = m.player(p);
            return ps.sharedSight() || ps.attribute("reveal-allies", 0) > 0;
        }

        /** Sees what every player not allied to it sees: Spies ({@code reveal-enemies}). */
        private boolean spies(int p) { return m.player(p).attribute("reveal-enemies", 0) > 0; }

        private boolean allied(int a, int b) {
            return m.player(a).alliedWith(m.player(b));
        }

        @Override
        public boolean visible(int p, int tile) {
            if (sight.seesOwn(p, tile)) return true;
            boolean allies = shares(p), others = spies(p);
            if (!allies && !others) return false;
            for (int q = 1; q <= m.players(); q++) {
                if (q == p || (allied(p, q) ? !allies : !others)) continue;
                if (sight.seesOwn(q, tile)) return true;
            }
            return false;
        }

        @Override
        public boolean explored(int p, int tile) {
            if (sight.explored(p, tile)) return true;
            boolean allies = shares(p), others = spies(p);
            if (!allies && !others) return false;
            for (int q = 1; q <= m.players(); q++) {
                if (q == p || (allied(p, q) ? !allies : !others)) continue;
                if (sight.explored(q, tile)) return true;
            }
            return false;
        }

        @Override
        public boolean sees(int p, int thing) {
            if (!e.valid(thing)) return false;
            if (e.owner(thing) == p) return true;
            TypeDef d = rules.type(e.type(thing));
            // Treason shows the Kings not allied to it for a few seconds
            if (e.type(thing) == king && Treason.shows(m.player(p), m.tick()) && !allied(p, e.owner(thing))) return true;
            if (d.isUnit()) {
                int t = grid.tileAt(e.x(thing), e.y(thing));
                return t >= 0 && visible(p, t);
            }
            int tx = (e.x(thing) - d.width() * Grid.TILE / 2) / Grid.TILE, ty = (e.y(thing) - d.height() * Grid.TILE / 2) / Grid.TILE;
            for (int y = ty; y < ty + d.height(); y++)
                for (int x = tx; x < tx + d.width(); x++)
                    if (grid.inside(x, y) && visible(p, grid.tile(x, y))) return true;
            return false;
        }
    }
}
