package org.openaok.sim.internal.wildlife;

import org.openaok.sim.internal.TypeFlags;
import java.util.List;

import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.Lifecycle;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.api.system.SystemRun;
import org.openaok.sim.internal.Column;
import org.openaok.sim.api.rules.Damage;
import org.openaok.sim.internal.Footprint;
import org.osgi.service.component.annotations.Component;

/**
 * Gaia's animals, as the data says they behave: one that retaliates (a boar) charges whoever
 * struck it and bites until one of them falls; one that flees (a deer) runs off a few tiles; an
 * aggressive one (a wolf) goes for the nearest player's unit it sees.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class WildlifeSystem implements GameSystem {
    public static final String ID = "wildlife";

    @Override public String id() { return ID; }

    @Override public List<String> after() { return List.of("gathering"); }

    @Override public List<String> before() { return List.of("movement"); }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    /** Melee reach, from the biter's edge to the bitten's. */
    static final int BITE = 500;
    static final int FLEE = 4000;

    static final class Run implements SystemRun {
        private final MatchContext m;
        private final Rules rules;
        private final Entities e;
        private final Grid grid;
        private Movement move;
        private final Column cooldown = new Column();
        private final boolean[] retaliates, flees, aggressive;

        Run(MatchContext m) {
            this.m = m;
            this.rules = m.rules();
            this.e = m.entities();
            this.grid = m.grid();
            int n = rules.types().size();
            retaliates = TypeFlags.trait(rules, "retaliates");
            flees = TypeFlags.trait(rules, "flees");
            aggressive = TypeFlags.trait(rules, "aggressive");
            m.lifecycle().addListener(new Lifecycle.Listener() {
                @Override public void struck(int victim, int attacker) { onStruck(victim, attacker); }
            });
        }

        @Override
        public void ready() { move = m.require(Movement.class); }

        private void onStruck(int animal, int by) {
            if (e.owner(animal) != 0 || e.state(animal) != Entities.ALIVE || !e.valid(by)) return;
            int t = e.type(animal);
            if (retaliates[t]) {
                if (e.order(animal) != OrderKind.ATTACK) {
                    e.setOrder(animal, OrderKind.ATTACK, by, 0, 0);
                    move.goToThing(animal, by, BITE);
                }
            } else if (flees[t]) {
                long dx = e.x(animal) - e.x(by), dy = e.y(animal) - e.y(by);
                long len = Math.max(1, org.openaok.sim.internal.IntMath.isqrt(dx * dx + dy * dy));
                int x = (int) (e.x(animal) + dx * FLEE / len), y = (int) (e.y(animal) + dy * FLEE / len);
                int max = grid.size() * Grid.TILE - 1;
                e.setOrder(animal, OrderKind.MOVE, 0, 0, 0);
                move.goToPoint(animal, Math.max(0, Math.min(max, x)), Math.max(0, Math.min(max, y)), 500);
            }
        }

        @Override
        public void tick() {
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int a = units.get(k);
                if (e.owner(a) != 0 || e.state(a) != Entities.ALIVE) continue;
                int t = e.type(a);
                if (e.order(a) == OrderKind.ATTACK) bite(a);
                else if (aggressive[t] && (m.tick() + a) % 10 == 0) prowl(a);
            }
        }

        private void bite(int a) {
            int prey = e.target(a);
            if (!e.alive(prey) || e.owner(prey) == 0) {
                e.setOrder(a, OrderKind.IDLE, 0, 0, 0);
                move.stop(a);
                return;
            }
            int gap = Footprint.distance(rules, e, prey, e.x(a), e.y(a)) - rules.type(e.type(a)).radius();
            int cd = cooldown.get(a) - m.tickMs();
            if (gap > BITE) {
                if (move.status(a) != Movement.MOVING) move.goToThing(a, prey, BITE);
                cooldown.set(a, Math.max(0, cd));
                return;
            }
            if (move.status(a) == Movement.MOVING) move.stop(a);
            if (cd <= 0) {
                Stats as = m.player(0).stats(e.type(a));
                Stats ps = m.player(e.owner(prey)).stats(e.type(prey));
                int hp = e.hp(prey) - Damage.of(as, ps);
                if (hp <= 0) {
                    m.lifecycle().remove(prey, a);
                    e.setOrder(a, OrderKind.IDLE, 0, 0, 0);
                } else {
                    e.setHp(prey, hp);
                    m.lifecycle().struck(prey, a);
                }
                cd += Math.max(500, as.reload());
            }
            cooldown.set(a, cd);
        }

        /** An aggressive animal goes for the nearest player's unit within its sight. */
        private void prowl(int a) {
            int los = m.player(0).stats(e.type(a)).los() / Grid.TILE;
            int tx = e.x(a) / Grid.TILE, ty = e.y(a) / Grid.TILE;
            int best = 0;
            long bestD = Long.MAX_VALUE;
            for (int y = ty - los; y <= ty + los; y++) {
                for (int x = tx - los; x <= tx + los; x++) {
                    if (!grid.inside(x, y)) continue;
                    for (int o = grid.firstInCell(grid.tile(x, y)); o != 0; o = grid.nextInCell(o)) {
                        if (e.owner(o) == 0 || e.state(o) != Entities.ALIVE) continue;
                        long d = org.openaok.sim.internal.IntMath.distanceSq(e.x(a), e.y(a), e.x(o), e.y(o));
                        if (d < bestD || (d == bestD && o < best)) {
                            bestD = d;
                            best = o;
                        }
                    }
                }
            }
            if (best != 0) {
                e.setOrder(a, OrderKind.ATTACK, best, 0, 0);
                move.goToThing(a, best, BITE);
            }
        }

        @Override
        public void hash(StateHash h) {
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int a = units.get(k);
                if (e.owner(a) == 0) h.add(cooldown.get(a));
            }
        }
    }
}
