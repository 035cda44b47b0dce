package org.openaok.sim.internal.combat;

import java.util.List;

import org.openaok.api.random.RandomStream;
import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.command.AttackMove;
import org.openaok.sim.api.command.DifficultyParameter;
import org.openaok.sim.api.command.Patrol;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.command.UnitStance;
import org.openaok.sim.api.rules.Attr;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.state.Stance;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.Combat;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.Lifecycle;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.api.system.SystemRun;
import org.openaok.sim.internal.Column;
import org.openaok.sim.internal.Footprint;
import org.openaok.sim.internal.IntMath;
import org.osgi.service.component.annotations.Component;

/**
 * Fighting: units ordered to attack close to their range and strike at their reload (melee blows
 * at once, missiles through the projectile system, blasts and self-destruction as the data says);
 * units left to themselves find enemies by their stance (aggressive: within sight; defensive: near
 * where they stand, and back; stand ground: within range, not moving; no attack: never), strike
 * back when struck, fight their way along an attack-move or a patrol. Buildings that shoot (Town
 * Centers, towers, castles) loose their arrows at the nearest enemy in range, more for each unit
 * inside.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class CombatSystem implements GameSystem {
    public static final String ID = "combat";

    @Override public String id() { return ID; }

    @Override public List<String> after() { return List.of("gathering", "building"); }

    @Override public List<String> before() { return List.of("movement"); }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    /** How often a unit left to itself looks about, in ticks (staggered by id). */
    static final int SCAN_TICKS = 5;
    /** Melee reach from edge to edge. */
    static final int MELEE = 300;
    /** A defensive unit chases no further than this from where it stood. */
    static final int LEASH = 6000;
    static final class Run implements SystemRun, Combat {
        private final MatchContext m;
        private final Rules rules;
        private final Entities e;
        private final Grid grid;
        private final Fighters f;
        private final EnemyIndex index;
        private final Strikes strikes;
        private final Towers towers;
        private final Trebuchets trebuchets;
        private final GroundAttacks ground;
        private final Transforms transforms;
        private final DifficultyParameters difficulty;
        private Movement move;
        private final RandomStream random;
        // per unit: time to the next strike, its stance, the enemy it found itself, where it keeps watch, where a patrol began
        private final Column cooldown = new Column(), stance = new Column(-1), auto = new Column(), homeX = new Column(), homeY = new Column(),
                fromX = new Column(), fromY = new Column();
        /** The thing each unit's last approach walked to: a walk to it that failed is not tried again tick after tick. */
        private final Column walkedTo = new Column();

        Run(MatchContext m) {
            this.m = m;
            this.rules = m.rules();
            this.e = m.entities();
            this.grid = m.grid();
            this.random = m.random("combat");
            this.f = Fighters.of(rules);
            this.index = new EnemyIndex(m, f);
            this.strikes = new Strikes(m, f, random);
            this.towers = new Towers(m, index, strikes);
            this.trebuchets = new Trebuchets(m);
            this.ground = new GroundAttacks(m, trebuchets, strikes, cooldown, auto);
            this.transforms = new Transforms(m);
            this.difficulty = new DifficultyParameters(m, f, index, this::retaliate);
            strikes.onVolley(difficulty::shotAt);
            m.handle(Attack.class, this::attack);
            m.handle(AttackMove.class, c -> walkFighting(c.player(), c.units(), c.x(), c.y(), OrderKind.ATTACK_MOVE, c));
            m.handle(Patrol.class, c -> walkFighting(c.player(), c.units(), c.x(), c.y(), OrderKind.PATROL, c));
            m.handle(UnitStance.class, this::setStance);
            m.handle(DifficultyParameter.class, difficulty::set);
            m.provide(Combat.class, this);
            m.lifecycle().addListener(new Lifecycle.Listener() {
                @Override public void struck(int victim, int attacker) {
                    retaliate(victim, attacker);
                    difficulty.struck(victim, attacker);
                }
            });
        }

        @Override
        public void ready() {
            move = m.require(Movement.class);
            strikes.ready(m.require(ProjectileSystem.Missiles.class));
            trebuchets.ready(move);
            ground.ready(move);
            transforms.ready(move);
            difficulty.ready(move);
        }

        // ---- Combat

        @Override
        public int stance(int unit) {
            int s = stance.get(unit);
            if (s >= 0) return s;
            return f.civilian[e.type(unit)] ? NO_ATTACK : AGGRESSIVE;
        }

        @Override
        public int fightingTarget(int unit) {
            if (e.order(unit) == OrderKind.ATTACK) return e.target(unit);
            return rules.type(e.type(unit)).isBuilding() ? towers.target(unit) : auto.get(unit);
        }

        @Override
        public void setGarrisonArrows(int building, int arrows) { towers.setGarrisonArrows(building, arrows); }

        // ---- commands

        private Result attack(Attack c) {
            int t = c.target();
            if (!e.present(t)) return Result.refused(c, Refusal.NO_SUCH, "there is nothing to attack at " + t);
            TypeDef td = rules.type(e.type(t));
            if (!td.isUnit() && !td.isBuilding()) return Result.refused(c, Refusal.BAD_TARGET, "a " + td.word() + " cannot be attacked");
            int given = 0;
            String why = null;
            for (int u : c.units()) {
                if (!e.alive(u) || e.owner(u) != c.player() || !e.isListedUnit(u)) {
                    why = "unit " + u + " is not yours";
                    continue;
                }
                if (u == t) {
                    why = "a unit does not attack itself";
                    continue;
                }
                TypeDef d = rules.type(e.type(u));
                if (d.has("convert")) {
                    // a monk's attack is a conversion: the monks' concern
                    org.openaok.sim.api.system.Monks monks = m.find(org.openaok.sim.api.system.Monks.class).orElse(null);
                    String no = monks == null ? "no installed system converts" : monks.convert(u, t);
                    if (no == null) given++;
                    else why = no;
                    continue;
                }
                if (!f.fights[e.type(u)] && !trebuchets.packed(e.type(u))) {
                    why = "a " + d.word() + " cannot attack";
                    continue;
                }
                e.setOrder(u, OrderKind.ATTACK, t, 0, 0);
                auto.set(u, 0);
                approach(u, t);
                given++;
            }
            if (given == 0) return Result.refused(c, Refusal.NOT_ABLE, why == null ? "no units given" : why);
            return Result.ok(c);
        }

        private Result walkFighting(int player, int[] units, int x, int y, byte kind, org.openaok.sim.api.command.Command c) {
            IntList group = new IntList(units.length);
            for (int u : units) {
                if (!e.alive(u) || e.owner(u) != player || !e.isListedUnit(u) || !f.fights[e.type(u)] || group.contains(u)) continue;
                fromX.set(u, e.x(u));
                fromY.set(u, e.y(u));
                auto.set(u, 0);
                group.add(u);
            }
            if (group.isEmpty()) return Result.refused(c, Refusal.NOT_ABLE, "none of the units is yours and fights");
            // together, in formation: each unit's point is its place in it
            move.march(group.toArray(), x, y, kind);
            return Result.ok(c);
        }

        private Result setStance(UnitStance c) {
            int s = switch (c.stance()) {
                case "aggressive" -> AGGRESSIVE;
                case "defensive" -> DEFENSIVE;
                case "stand-ground" -> STAND_GROUND;
                case "no-attack" -> NO_ATTACK;
                default -> -1;
            };
            if (s < 0) return Result.refused(c, Refusal.UNKNOWN, "a stance is aggressive, defensive, stand-ground or no-attack, not " + c.stance());
            int given = 0;
            for (int u : c.units()) {
                if (!e.alive(u) || e.owner(u) != c.player()) continue;
                stance.set(u, s);
                homeX.set(u, e.x(u));
                homeY.set(u, e.y(u));
                given++;
            }
            if (given == 0) return Result.refused(c, Refusal.NOT_YOURS, "none of the units is yours");
            return Result.ok(c);
        }

        /** Struck while idle (or busy with a building): a unit that fights turns on its attacker. */
        private void retaliate(int victim, int attacker) {
            if (!e.alive(victim) || !e.valid(attacker) || !e.isListedUnit(victim)) return;
            int st = stance(victim);
            if (st == NO_ATTACK || !f.fights[e.type(victim)] || !index.enemies(e.owner(victim), e.owner(attacker))) return;
            byte o = e.order(victim);
            if (o != OrderKind.IDLE && o != OrderKind.ATTACK_MOVE && o != OrderKind.PATROL) return;
            int cur = auto.get(victim);
            if (cur != 0 && e.alive(cur) && rules.type(e.type(cur)).isUnit()) return;
            auto.set(victim, attacker);
        }

        // ---- the tick

        @Override
        public void tick() {
            index.rebuild();
            IntList units = e.units();
            int now = m.tick();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                // Gaia's animals bite by the wildlife system's rules, not these (they struck twice)
                if (e.state(u) != Entities.ALIVE || e.owner(u) == 0) continue;
                int t = e.type(u);
                if (trebuchets.tick(u)) continue;
                if (!f.fights[t] && !trebuchets.packed(t)) continue;
                int cd = cooldown.get(u);
                if (cd > 0) cooldown.set(u, cd - m.tickMs());
                if (difficulty.backingOff(u)) continue;
                byte o = e.order(u);
                if (o == OrderKind.ATTACK) {
                    if (!engage(u, e.target(u), true)) e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                } else if (o == OrderKind.ATTACK_GROUND) {
                    if (!ground.tick(u)) e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                } else if (o == OrderKind.ATTACK_MOVE || o == OrderKind.PATROL) {
                    fightAlong(u, o, now);
                } else if (o == OrderKind.IDLE) {
                    onGuard(u, now);
                }
            }
            IntList buildings = e.buildings();
            for (int k = 0; k < buildings.size(); k++) {
                int b = buildings.get(k);
                if (e.state(b) == Entities.ALIVE && f.shoots[e.type(b)] && e.owner(b) != 0) towers.tick(b, now);
            }
            strikes.land();
        }

        /** Engages a target; returns false when there is nothing (left) to fight there. */
        private boolean engage(int u, int target, boolean ordered) {
            if (!e.present(target) || e.state(target) == Entities.FELLED) return false;
            if (!ordered && !index.enemies(e.owner(u), e.owner(target))) return false;
            Stats s = m.player(e.owner(u)).stats(e.type(u));
            int type = e.type(u);
            int gap = Footprint.distance(rules, e, target, e.x(u), e.y(u)) - rules.type(type).radius();
            if (trebuchets.packed(type)) {
                // packed: walk to the range of the form that shoots, then unpack there
                int shooter = trebuchets.otherForm(type);
                int reach = shooter >= 0 ? m.player(e.owner(u)).stats(shooter).range() : s.range();
                if (gap > reach) return approachTo(u, target, reach);
                trebuchets.start(u);
                return true;
            }
            int range = f.reach(type, s);
            if (gap > range && trebuchets.unpacked(type) && s.speed() == 0) {
                if (stance(u) == STAND_GROUND && !ordered) return false;
                trebuchets.start(u);
                return true;
            }
            int min = s.get(Attr.MIN_RANGE);
            int st = stance(u);
            if (gap > range) {
                if (st == STAND_GROUND && !ordered) return false;
                if (!ordered && st == DEFENSIVE && IntMath.distance(e.x(u), e.y(u), homeX.get(u), homeY.get(u)) > LEASH) return false;
                return approach(u, target);
            }
            if (min > 0 && gap < min) {
                // too close for this weapon: back off (a trebuchet or mangonel), or give up on it
                if (st == STAND_GROUND && !ordered) return false;
                long dx = e.x(u) - e.x(target), dy = e.y(u) - e.y(target);
                long len = Math.max(1, IntMath.isqrt(dx * dx + dy * dy));
                int away = min + 700;
                move.goToPoint(u, clamp(e.x(u) + (int) (dx * away / len)), clamp(e.y(u) + (int) (dy * away / len)), 300);
                return true;
            }
            if (move.status(u) == Movement.MOVING) move.stop(u);
            if (cooldown.get(u) <= 0) {
                strikes.strike(u, target, s);
                cooldown.set(u, cooldown.get(u) + Math.max(100, s.reload()));
            }
            return true;
        }

        private int clamp(int v) { return Math.max(0, Math.min(grid.size() * Grid.TILE - 1, v)); }

        /**
         * Walks within a range of the target, unless already on the way there; false when the last
         * walk to it failed (across water, walled off, or stalled short of it): the fight ends, where
         * it was tried again each tick and the unit stood with its order for good.
         */
        private boolean approachTo(int u, int target, int range) {
            int st = move.status(u);
            if (st == Movement.MOVING) {
                int[] dest = move.destination(u);
                if (Footprint.distance(rules, e, target, dest[0], dest[1]) <= range + 1000) return true;
            } else if (st == Movement.FAILED && walkedTo.get(u) == target) {
                walkedTo.set(u, 0);
                return false;
            }
            walkedTo.set(u, target);
            move.goToThing(u, target, Math.max(0, range + rules.type(e.type(u)).radius() - 100));
            return true;
        }

        private boolean approach(int u, int target) { return approachTo(u, target, f.reach(e.type(u), m.player(e.owner(u)).stats(e.type(u)))); }

        /** An attack-move or patrol: fight what comes in sight, then walk on. */
        private void fightAlong(int u, byte order, int now) {
            int t = auto.get(u);
            if (t != 0 && engage(u, t, false)) return;
            auto.set(u, 0);
            if ((now + u) % SCAN_TICKS == 0) {
                int found = scan(u, m.player(e.owner(u)).stats(e.type(u)).los());
                if (found != 0) {
                    auto.set(u, found);
                    engage(u, found, false);
                    return;
                }
            }
            int st = move.status(u);
            if (st == Movement.MOVING) return;
            int dx = e.targetX(u), dy = e.targetY(u);
            if (IntMath.distance(e.x(u), e.y(u), dx, dy) > 1500) {
                move.goToPoint(u, dx, dy, 500);
            } else if (order == OrderKind.PATROL) {
                // turn round: the patrol goes back to where it began
                e.setTargetPoint(u, fromX.get(u), fromY.get(u));
                fromX.set(u, dx);
                fromY.set(u, dy);
                move.goToPoint(u, e.targetX(u), e.targetY(u), 500);
            } else {
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                homeX.set(u, e.x(u));
                homeY.set(u, e.y(u));
            }
        }

        /** A unit with nothing to do keeps watch by its stance. */
        private void onGuard(int u, int now) {
            int st = stance(u);
            if (st == NO_ATTACK) return;
            int t = auto.get(u);
            if (t != 0) {
                if (engage(u, t, false)) return;
                auto.set(u, 0);
                if (st == DEFENSIVE && IntMath.distance(e.x(u), e.y(u), homeX.get(u), homeY.get(u)) > 1000) {
                    move.goToPoint(u, homeX.get(u), homeY.get(u), 500);
                    return;
                }
            }
            if (move.status(u) == Movement.MOVING) return;
            if (homeX.get(u) == 0 && homeY.get(u) == 0) {
                homeX.set(u, e.x(u));
                homeY.set(u, e.y(u));
            }
            if ((now + u) % SCAN_TICKS != 0) return;
            Stats s = m.player(e.owner(u)).stats(e.type(u));
            int radius = switch (st) {
                case STAND_GROUND -> f.reach(e.type(u), s) + 500;
                case DEFENSIVE -> Math.min(s.los(), LEASH / 2 + 1000);
                default -> s.los();
            };
            int found = scan(u, radius);
            if (found != 0) {
                auto.set(u, found);
                engage(u, found, false);
            }
        }

        private int scan(int u, int radius) { return index.nearest(u, radius + rules.type(e.type(u)).radius(), -1, false); }

        @Override
        public void hash(StateHash h) {
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (!f.fights[e.type(u)]) continue;
                h.add(trebuchets.left(u) * 0x589965CC75374CC3L + cooldown.get(u) * 0x9E3779B97F4A7C15L + stance.get(u) * 0xC2B2AE3D27D4EB4FL + auto.get(u) * 0x165667B19E3779F9L
                        + homeX.get(u) * 0xD6E8FEB86659FD93L + homeY.get(u) * 0xFF51AFD7ED558CCDL + fromX.get(u) * 0xC4CEB9FE1A85EC53L
                        + fromY.get(u) * 0x94D049BB133111EBL + walkedTo.get(u) * 0x2127599BF4325C37L + difficulty.hashOf(u));
            }
            IntList b = e.buildings();
            for (int k = 0; k < b.size(); k++) {
                int id = b.get(k);
                if (f.shoots[e.type(id)]) towers.hash(id, h);
            }
            h.add(random.state());
            difficulty.hash(h);
        }
    }
}
