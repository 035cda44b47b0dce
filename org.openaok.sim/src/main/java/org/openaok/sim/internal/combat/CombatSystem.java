package org.openaok.sim.internal.combat;

import java.util.List;

import org.openaok.api.random.RandomStream;
import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.command.AttackMove;
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
    /** Block side of the coarse index the scans use, in tiles. */
    static final int BLOCK = 8;

    static final class Run implements SystemRun, Combat {
        private final MatchContext m;
        private final Rules rules;
        private final Entities e;
        private final Grid grid;
        private final Blows blows;
        private final RandomStream random;
        private Movement move;
        private ProjectileSystem.Missiles missiles;
        private final Column cooldown = new Column(), stance = new Column(-1), auto = new Column(), homeX = new Column(), homeY = new Column(),
                fromX = new Column(), fromY = new Column(), garrisonArrows = new Column(), packing = new Column(), packInto = new Column(-1);
        // per type, read in the hot loop
        private final boolean[] fights, ranged, direct, civilian, shoots;
        private final int[] missilesPer;
        // the coarse index of units and buildings by block, rebuilt each tick
        private final int blocksAcross;
        private final int packMs;
        private int[] blockHead, nextInBlock = new int[1024];
        // the tick's melee blows, dealt together after every unit has struck: two that strike in the same tick both land
        private final IntList blowTarget = new IntList(64), blowDamage = new IntList(64), blowAttacker = new IntList(64);

        Run(MatchContext m) {
            this.m = m;
            this.rules = m.rules();
            this.e = m.entities();
            this.grid = m.grid();
            this.blows = new Blows(m);
            this.random = m.random("combat");
            int n = rules.types().size();
            fights = new boolean[n];
            ranged = new boolean[n];
            direct = new boolean[n];
            civilian = new boolean[n];
            shoots = new boolean[n];
            missilesPer = new int[n];
            for (TypeDef d : rules.types()) {
                Stats s = d.base();
                boolean attacks = s.attackClasses() != 0 && s.reload() > 0;
                fights[d.index()] = attacks && (d.isUnit() || d.isBuilding());
                ranged[d.index()] = attacks && s.range() >= 1000 && s.get(Attr.ACCURACY) > 0;
                direct[d.index()] = attacks && s.range() >= 1000 && s.get(Attr.ACCURACY) == 0;
                String c = d.unitClass();
                civilian[d.index()] = c.equals("villager") || c.equals("monk") || c.startsWith("trade") || c.equals("fishing-ship")
                        || c.equals("transport-ship") || c.equals("king") || c.startsWith("animal") || c.equals("monk-with-relic");
                shoots[d.index()] = d.isBuilding() && attacks && (s.get(Attr.ARROWS) > 0 || s.get(Attr.ARROWS_MAX) > 0);
                missilesPer[d.index()] = Math.max(1, d.trait("missiles", 1000) / 1000);
            }
            blocksAcross = (grid.size() + BLOCK - 1) / BLOCK;
            blockHead = new int[blocksAcross * blocksAcross];
            m.handle(Attack.class, this::attack);
            m.handle(AttackMove.class, c -> walkFighting(c.player(), c.units(), c.x(), c.y(), OrderKind.ATTACK_MOVE, c));
            m.handle(Patrol.class, c -> walkFighting(c.player(), c.units(), c.x(), c.y(), OrderKind.PATROL, c));
            m.handle(UnitStance.class, this::setStance);
            m.handle(org.openaok.sim.api.command.Pack.class, this::pack);
            // packing takes what the animation takes; the tables leave it out, so five seconds
            packMs = rules.setting("trebuchet.pack", 5000);
            m.provide(Combat.class, this);
            m.lifecycle().addListener(new Lifecycle.Listener() {
                @Override public void struck(int victim, int attacker) { retaliate(victim, attacker); }
            });
        }

        @Override
        public void ready() {
            move = m.require(Movement.class);
            missiles = m.require(ProjectileSystem.Missiles.class);
        }

        // ---- Combat

        @Override
        public int stance(int unit) {
            int s = stance.get(unit);
            if (s >= 0) return s;
            return civilian[e.type(unit)] ? NO_ATTACK : AGGRESSIVE;
        }

        @Override
        public int fightingTarget(int unit) {
            if (e.order(unit) == OrderKind.ATTACK) return e.target(unit);
            return auto.get(unit);
        }

        @Override
        public void setGarrisonArrows(int building, int arrows) { garrisonArrows.set(building, arrows); }

        // ---- commands

        /** Players at war; Gaia is nobody's enemy (its animals are hunted by order, not found). */
        private boolean enemies(int a, int b) {
            return a != b && a != 0 && b != 0 && m.player(a).stance(b) == Stance.ENEMY;
        }

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
                if (!fights[e.type(u)] && !d.has("unpacks-to")) {
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
                if (!e.alive(u) || e.owner(u) != player || !e.isListedUnit(u) || !fights[e.type(u)] || group.contains(u)) continue;
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

        /** A trebuchet's other form: packed to move, or unpacked to shoot, or -1. */
        private int otherForm(int type) {
            TypeDef d = rules.type(type);
            String w = d.traitText(d.has("packs-to") ? "packs-to" : "unpacks-to", "");
            return w.isEmpty() ? -1 : rules.type(w).map(TypeDef::index).orElse(-1);
        }

        private Result pack(org.openaok.sim.api.command.Pack c) {
            int given = 0;
            for (int u : c.units()) {
                if (!e.alive(u) || e.owner(u) != c.player()) continue;
                TypeDef d = rules.type(e.type(u));
                boolean packed = d.has("unpacks-to");
                if (!packed && !d.has("packs-to")) continue;
                if (packed == c.pack()) {
                    given++;
                    continue;
                }
                startPacking(u);
                given++;
            }
            return given == 0 ? Result.refused(c, Refusal.NOT_ABLE, "none of the units packs") : Result.ok(c);
        }

        private void startPacking(int u) {
            if (packing.get(u) > 0) return;
            int other = otherForm(e.type(u));
            if (other < 0) return;
            move.stop(u);
            packing.set(u, packMs);
            packInto.set(u, other);
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
            if (st == NO_ATTACK || !fights[e.type(victim)] || !enemies(e.owner(victim), e.owner(attacker))) return;
            byte o = e.order(victim);
            if (o != OrderKind.IDLE && o != OrderKind.ATTACK_MOVE && o != OrderKind.PATROL) return;
            int cur = auto.get(victim);
            if (cur != 0 && e.alive(cur) && rules.type(e.type(cur)).isUnit()) return;
            auto.set(victim, attacker);
        }

        // ---- the tick

        @Override
        public void tick() {
            index();
            IntList units = e.units();
            int now = m.tick();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                // Gaia's animals bite by the wildlife system's rules, not these (they struck twice)
                if (e.state(u) != Entities.ALIVE || e.owner(u) == 0) continue;
                int t = e.type(u);
                int pk = packing.get(u);
                if (pk > 0) {
                    pk -= m.tickMs();
                    packing.set(u, Math.max(0, pk));
                    if (pk <= 0 && packInto.get(u) >= 0) m.lifecycle().transform(u, packInto.get(u));
                    continue;
                }
                if (!fights[t] && !rules.type(t).has("unpacks-to")) continue;
                int cd = cooldown.get(u);
                if (cd > 0) cooldown.set(u, cd - m.tickMs());
                byte o = e.order(u);
                if (o == OrderKind.ATTACK) {
                    if (!engage(u, e.target(u), true)) e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                } else if (o == OrderKind.ATTACK_MOVE || o == OrderKind.PATROL) {
                    fightAlong(u, o, now);
                } else if (o == OrderKind.IDLE) {
                    onGuard(u, now);
                }
            }
            IntList buildings = e.buildings();
            for (int k = 0; k < buildings.size(); k++) {
                int b = buildings.get(k);
                if (e.state(b) == Entities.ALIVE && shoots[e.type(b)] && e.owner(b) != 0) tower(b, now);
            }
            for (int k = 0; k < blowTarget.size(); k++) blows.hurt(blowTarget.get(k), blowDamage.get(k), blowAttacker.get(k));
            blowTarget.clear();
            blowDamage.clear();
            blowAttacker.clear();
        }

        /** Engages a target; returns false when there is nothing (left) to fight there. */
        private boolean engage(int u, int target, boolean ordered) {
            if (!e.present(target) || e.state(target) == Entities.FELLED) return false;
            if (!ordered && !enemies(e.owner(u), e.owner(target))) return false;
            Stats s = m.player(e.owner(u)).stats(e.type(u));
            int type = e.type(u);
            int gap = Footprint.distance(rules, e, target, e.x(u), e.y(u)) - rules.type(type).radius();
            if (rules.type(type).has("unpacks-to")) {
                // packed: walk to the range of the form that shoots, then unpack there
                int shooter = otherForm(type);
                int reach = shooter >= 0 ? m.player(e.owner(u)).stats(shooter).range() : s.range();
                if (gap > reach) approachTo(u, target, reach);
                else startPacking(u);
                return true;
            }
            int range = ranged[type] || direct[type] ? s.range() : MELEE;
            if (gap > range && rules.type(type).has("packs-to") && s.speed() == 0) {
                if (st(u) == STAND_GROUND && !ordered) return false;
                startPacking(u);
                return true;
            }
            int min = s.get(Attr.MIN_RANGE);
            int st = stance(u);
            if (gap > range) {
                if (st == STAND_GROUND && !ordered) return false;
                if (!ordered && st == DEFENSIVE && IntMath.distance(e.x(u), e.y(u), homeX.get(u), homeY.get(u)) > LEASH) return false;
                approach(u, target);
                return true;
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
                strike(u, target, s);
                cooldown.set(u, cooldown.get(u) + Math.max(100, s.reload()));
            }
            return true;
        }

        private int clamp(int v) { return Math.max(0, Math.min(grid.size() * Grid.TILE - 1, v)); }

        private int st(int u) { return stance(u); }

        private void approachTo(int u, int target, int range) {
            if (move.status(u) == Movement.MOVING) {
                int[] dest = move.destination(u);
                if (Footprint.distance(rules, e, target, dest[0], dest[1]) <= range + 1000) return;
            }
            move.goToThing(u, target, Math.max(0, range + rules.type(e.type(u)).radius() - 100));
        }

        private void approach(int u, int target) {
            Stats s = m.player(e.owner(u)).stats(e.type(u));
            int type = e.type(u);
            int range = ranged[type] || direct[type] ? s.range() : MELEE;
            if (move.status(u) == Movement.MOVING) {
                int[] dest = move.destination(u);
                // already on its way there
                if (Footprint.distance(rules, e, target, dest[0], dest[1]) <= range + 1000) return;
            }
            move.goToThing(u, target, Math.max(0, range + rules.type(type).radius() - 100));
        }

        /** One attack: a melee blow, a volley of missiles, a flame, or a charge that destroys itself. */
        private void strike(int u, int target, Stats s) {
            int type = e.type(u);
            TypeDef d = rules.type(type);
            Stats ts = m.player(e.owner(target)).stats(e.type(target));
            int elevation = blows.elevation(u, target);
            if (d.has("self-destruct")) {
                int blast = s.get(Attr.BLAST);
                blows.hurt(target, blows.damage(s, ts, elevation, false), u);
                if (blast > 0) splash(u, target, s, blast);
                m.lifecycle().remove(u, 0);
                return;
            }
            if (!ranged[type]) {
                blowTarget.add(target);
                blowDamage.add(blows.damage(s, ts, elevation, false));
                blowAttacker.add(u);
                return;
            }
            int accuracy = s.get(Attr.ACCURACY);
            boolean building = rules.type(e.type(target)).isBuilding();
            if (d.unitClass().equals("unpacked-siege") && building) accuracy = rules.setting("accuracy.trebuchet-buildings", accuracy);
            int n = missilesPer[type];
            for (int k = 0; k < n; k++) {
                boolean hits = random.nextInt(100_000) < accuracy;
                int[] at = aim(u, target, s, hits);
                missiles.loose(u, target, hits, k > 0, at[0], at[1]);
            }
        }

        /** Where a missile falls: the target's place (where it will be, with Ballistics), or near it for a miss. */
        private int[] aim(int u, int target, Stats s, boolean hits) {
            int x = e.x(target), y = e.y(target);
            if (!hits) {
                // a miss falls short or long, to a side, up to a tile away
                x += random.between(-1000, 1000);
                y += random.between(-1000, 1000);
            }
            return new int[] {clamp(x), clamp(y)};
        }

        /** A self-destroying charge (a petard, a demolition ship) hurts everything round its target. */
        private void splash(int u, int target, Stats s, int radius) {
            int x = e.x(target), y = e.y(target);
            int reach = radius / Grid.TILE + 2;
            int tx = x / Grid.TILE, ty = y / Grid.TILE;
            IntList hit = new IntList(16);
            for (int cy = ty - reach; cy <= ty + reach; cy++)
                for (int cx = tx - reach; cx <= tx + reach; cx++) {
                    if (!grid.inside(cx, cy)) continue;
                    for (int o = grid.firstInCell(grid.tile(cx, cy)); o != 0; o = grid.nextInCell(o))
                        if (o != target && o != u && e.state(o) == Entities.ALIVE && Footprint.distance(rules, e, o, x, y) <= radius && !hit.contains(o))
                            hit.add(o);
                }
            hit.sort();
            for (int k = 0; k < hit.size(); k++) {
                int o = hit.get(k);
                blows.hurt(o, blows.damage(s, m.player(e.owner(o)).stats(e.type(o)), 1000, false), u);
            }
        }

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
                case STAND_GROUND -> (ranged[e.type(u)] || direct[e.type(u)] ? s.range() : MELEE) + 500;
                case DEFENSIVE -> Math.min(s.los(), LEASH / 2 + 1000);
                default -> s.los();
            };
            int found = scan(u, radius);
            if (found != 0) {
                auto.set(u, found);
                engage(u, found, false);
            }
        }

        /** A Town Center, tower or castle looses its arrows at the nearest enemy in range. */
        private void tower(int b, int now) {
            int cd = cooldown.get(b);
            if (cd > 0) {
                cd -= m.tickMs();
                cooldown.set(b, cd);
                if (cd > 0) return;
            }
            Stats s = m.player(e.owner(b)).stats(e.type(b));
            int arrows = Math.min(Math.max(s.get(Attr.ARROWS_MAX), s.get(Attr.ARROWS)) / 1000, s.get(Attr.ARROWS) / 1000 + garrisonArrows.get(b));
            if (arrows <= 0) return;
            int t = auto.get(b);
            int reach = s.range() + rules.type(e.type(b)).width() * Grid.TILE / 2;
            if (t == 0 || !e.alive(t) || Footprint.distance(rules, e, t, e.x(b), e.y(b)) > s.range() || !enemies(e.owner(b), e.owner(t))) {
                if ((now + b) % SCAN_TICKS != 0 && t == 0) return;
                t = scanFrom(b, reach, s.range(), true);
                auto.set(b, t);
                if (t == 0) return;
            }
            for (int k = 0; k < arrows; k++) {
                boolean hits = random.nextInt(100_000) < s.get(Attr.ACCURACY);
                int[] at = aim(b, t, s, hits);
                missiles.loose(b, t, hits, k > 0, at[0], at[1]);
            }
            cooldown.set(b, cd + Math.max(100, s.reload()));
        }

        // ---- finding enemies

        /** Puts every unit and building in the coarse block index. */
        private void index() {
            java.util.Arrays.fill(blockHead, 0);
            if (nextInBlock.length < e.capacity()) nextInBlock = new int[e.capacity()];
            add(e.units());
            add(e.buildings());
        }

        private void add(IntList list) {
            for (int k = 0; k < list.size(); k++) {
                int id = list.get(k);
                byte st = e.state(id);
                if (st != Entities.ALIVE && st != Entities.FOUNDATION) continue;
                if (e.owner(id) == 0) continue;
                int bx = Math.min(blocksAcross - 1, e.x(id) / Grid.TILE / BLOCK), by = Math.min(blocksAcross - 1, e.y(id) / Grid.TILE / BLOCK);
                int blk = by * blocksAcross + bx;
                nextInBlock[id] = blockHead[blk];
                blockHead[blk] = id;
            }
        }

        private int scan(int u, int radius) { return scanFrom(u, radius + rules.type(e.type(u)).radius(), -1, false); }

        /**
         * The enemy to go for within a radius: units that fight before other units, units before
         * buildings, the nearest first, the lower id on a tie. With {@code within} >= 0, only things
         * within that distance of the seeker's edge count (a tower's range).
         */
        private int scanFrom(int seeker, int radius, int within, boolean unitsOnly) {
            int owner = e.owner(seeker);
            int x = e.x(seeker), y = e.y(seeker);
            int b0x = Math.max(0, (x - radius) / Grid.TILE / BLOCK), b1x = Math.min(blocksAcross - 1, (x + radius) / Grid.TILE / BLOCK);
            int b0y = Math.max(0, (y - radius) / Grid.TILE / BLOCK), b1y = Math.min(blocksAcross - 1, (y + radius) / Grid.TILE / BLOCK);
            int best = 0, bestRank = Integer.MAX_VALUE;
            long bestD = Long.MAX_VALUE;
            long r2 = (long) radius * radius;
            for (int by = b0y; by <= b1y; by++) {
                for (int bx = b0x; bx <= b1x; bx++) {
                    for (int o = blockHead[by * blocksAcross + bx]; o != 0; o = nextInBlock[o]) {
                        if (o == seeker || !enemies(owner, e.owner(o))) continue;
                        TypeDef d = rules.type(e.type(o));
                        if (unitsOnly && !d.isUnit()) continue;
                        long dd = d.isUnit() ? IntMath.distanceSq(x, y, e.x(o), e.y(o))
                                : (long) Footprint.distance(rules, e, o, x, y) * Footprint.distance(rules, e, o, x, y);
                        if (dd > r2) continue;
                        if (within >= 0 && Footprint.distance(rules, e, o, x, y) > within + (d.isUnit() ? d.radius() : 0)) continue;
                        int rank = d.isUnit() ? (fights[e.type(o)] ? 0 : 1) : 2;
                        if (rank < bestRank || (rank == bestRank && (dd < bestD || (dd == bestD && o < best)))) {
                            best = o;
                            bestRank = rank;
                            bestD = dd;
                        }
                    }
                }
            }
            return best;
        }

        @Override
        public void hash(StateHash h) {
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (!fights[e.type(u)]) continue;
                h.add(packing.get(u) * 0x589965CC75374CC3L + cooldown.get(u) * 0x9E3779B97F4A7C15L + stance.get(u) * 0xC2B2AE3D27D4EB4FL + auto.get(u) * 0x165667B19E3779F9L
                        + homeX.get(u) * 0xD6E8FEB86659FD93L + homeY.get(u) * 0xFF51AFD7ED558CCDL + fromX.get(u) * 0xC4CEB9FE1A85EC53L
                        + fromY.get(u) * 0x94D049BB133111EBL);
            }
            IntList b = e.buildings();
            for (int k = 0; k < b.size(); k++) {
                int id = b.get(k);
                if (shoots[e.type(id)]) h.add(cooldown.get(id) * 31L + auto.get(id) + garrisonArrows.get(id) * 7L);
            }
            h.add(random.state());
        }
    }
}
