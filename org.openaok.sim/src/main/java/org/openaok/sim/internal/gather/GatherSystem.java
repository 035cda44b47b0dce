package org.openaok.sim.internal.gather;

import java.util.List;

import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Reseed;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.rules.Attr;
import org.openaok.sim.api.rules.Fixed;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TaskDef;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.api.system.Lifecycle;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.api.system.SystemRun;
import org.openaok.sim.internal.Column;
import org.openaok.sim.internal.Damage;
import org.openaok.sim.internal.Footprint;
import org.osgi.service.component.annotations.Component;

/**
 * Gathering, as villagers and fishing ships do it: walk to the source, work it at the task's rate
 * (felling a tree, killing an animal first), carry a load to the nearest drop site that takes it,
 * go back; when the source is used up, take the nearest like it. Farms take one farmer each and
 * are laid again from the Mill's reseed queue when they run out.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class GatherSystem implements GameSystem {
    public static final String ID = "gathering";

    @Override public String id() { return ID; }

    @Override public List<String> after() { return List.of("production"); }

    @Override public List<String> before() { return List.of("movement"); }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    /** Phases of a gather order. */
    static final byte GO = 0, WORK = 1, RETURN = 2;
    /** How close a gatherer must stand to what it works on, from its centre to the thing's edge. */
    static final int REACH = 750;
    /** How far a gatherer looks for the next source like the one used up, in tiles. */
    static final int RETARGET_TILES = 8;
    /** Sources a gatherer fails to reach in a row before it stands idle, as a villager that cannot get through does. */
    static final int MISSES = 3;

    static final class Run implements SystemRun, Gathering {
        private final MatchContext m;
        private final Rules rules;
        private final Entities e;
        private final Grid grid;
        private final Lifecycle life;
        private Movement move;
        private final Column task = new Column(-1), carry = new Column(), carryRes = new Column(-1), frac = new Column(),
                strike = new Column(), workers = new Column(), lastSource = new Column(), drop = new Column(), failed = new Column(),
                misses = new Column();
        private final IntList touched = new IntList();
        private final int[] reseeds;
        private final int farm;
        private final int decayPerTick;
        private final String[] yieldKey = new String[Resource.COUNT];
        private final long[][] ledger = new long[Gathering.Account.values().length][Resource.COUNT];

        Run(MatchContext m) {
            this.m = m;
            this.rules = m.rules();
            this.e = m.entities();
            this.grid = m.grid();
            this.life = m.lifecycle();
            this.reseeds = new int[m.players() + 1];
            this.farm = rules.type("farm").map(TypeDef::index).orElse(-1);
            this.taskTables = new int[rules.types().size()][];
            this.decayPerTick = rules.setting("carcass.decay", 0) * m.tickMs() / 1000;
            for (Resource r : Resource.values()) yieldKey[r.ordinal()] = "resource-yield." + r.word();
            m.provide(Gathering.class, this);
            life.addListener(new Lifecycle.Listener() {
                @Override public void removed(int id) { loseLoad(id); }
                @Override public void ownerChanged(int id, int from) { loseLoad(id); }
            });
            m.handle(Gather.class, this::gather);
            m.handle(Reseed.class, this::reseed);
        }

        @Override
        public void ready() { move = m.require(Movement.class); }

        // ---- Gathering

        @Override public int carried(int unit) { return carry.get(unit); }
        @Override public int carriedResource(int unit) { return carryRes.get(unit); }
        @Override public int task(int unit) { return task.get(unit); }
        @Override public int workersAt(int thing) { return workers.get(thing); }

        @Override public long ledger(Gathering.Account a, int resource) { return ledger[a.ordinal()][resource]; }

        /** A gatherer gone (or gone over to another player) takes its load with it. */
        private void loseLoad(int u) {
            int res = carryRes.get(u);
            if (res >= 0 && carry.get(u) > 0) ledger[Gathering.Account.LOST_WITH_CARRIER.ordinal()][res] += carry.get(u);
            carry.set(u, 0);
            carryRes.set(u, -1);
        }

        @Override
        public int taskFor(int unit, int thing) {
            if (!e.present(thing)) return -1;
            return taskTable(e.type(unit))[e.type(thing)];
        }

        /** For each gatherer type, the task it works at on each type of thing (-1 for none), worked out once. */
        private final int[][] taskTables;

        private int[] taskTable(int gatherer) {
            int[] t = taskTables[gatherer];
            if (t == null) {
                t = tasksOf(rules.type(gatherer));
                taskTables[gatherer] = t;
            }
            return t;
        }

        /**
         * A unit whose class names tasks (the fishing ship) works only at those; a villager at the
         * rest; a task takes a thing its targets name by word, class, constant or resource.
         */
        private int[] tasksOf(TypeDef u) {
            int[] out = new int[rules.types().size()];
            java.util.Arrays.fill(out, -1);
            boolean exclusive = false;
            for (TaskDef d : rules.tasks()) if (d.word().equals(u.unitClass()) || d.word().startsWith(u.unitClass() + "-")) exclusive = true;
            if (!exclusive && !u.unitClass().equals("villager")) return out;
            for (TypeDef t : rules.types()) {
                if (t.resource() == null && !t.isUnit()) continue;
                String constWord = t.constName().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
                found:
                for (TaskDef d : rules.tasks()) {
                    if (d.resource() == null) continue;
                    boolean own = d.word().equals(u.unitClass()) || d.word().startsWith(u.unitClass() + "-");
                    if (exclusive != own) continue;
                    for (String w : d.targets()) {
                        if (w.equals(t.word()) || w.equals(t.unitClass()) || w.equals(constWord)
                                || (t.kind() == TypeKind.RESOURCE && w.equals(t.resource().word()))) {
                            out[t.index()] = d.index();
                            break found;
                        }
                    }
                }
            }
            return out;
        }

        // ---- commands

        private Result gather(Gather c) {
            if (!e.present(c.target())) return Result.refused(c, Refusal.NO_SUCH, "there is no thing " + c.target());
            TypeDef t = rules.type(e.type(c.target()));
            if (t.kind() == TypeKind.RELIC) return pickUp(c);
            int owner = e.owner(c.target());
            if (t.isUnit() && owner != 0 && owner != c.player() && e.state(c.target()) == Entities.ALIVE)
                return Result.refused(c, Refusal.BAD_TARGET, "the " + t.word() + " belongs to player " + owner);
            if (t.isBuilding() && owner != c.player()) return Result.refused(c, Refusal.BAD_TARGET, "the " + t.word() + " is not yours");
            if (t.isBuilding() && e.state(c.target()) != Entities.ALIVE)
                return Result.refused(c, Refusal.BAD_TARGET, "the " + t.word() + " is not finished");
            if (e.amount(c.target()) <= 0 && !(t.isUnit() && e.state(c.target()) == Entities.ALIVE))
                return Result.refused(c, Refusal.BAD_TARGET, "the " + t.word() + " holds nothing");
            int given = 0;
            String why = null;
            for (int u : c.units()) {
                if (!e.alive(u) || e.owner(u) != c.player()) {
                    why = "unit " + u + " is not yours";
                    continue;
                }
                int k = taskFor(u, c.target());
                if (k < 0) {
                    why = "a " + rules.type(e.type(u)).word() + " cannot gather from a " + t.word();
                    continue;
                }
                if (c.target() != 0 && e.type(c.target()) == farm && farmerOf(c.target(), u) != 0) {
                    why = "the farm has its farmer";
                    continue;
                }
                send(u, c.target(), k);
                given++;
            }
            if (given == 0) return Result.refused(c, Refusal.BAD_TARGET, why == null ? "no units given" : why);
            return Result.ok(c);
        }

        /** Gathering a relic is picking it up: the monks' concern. */
        private Result pickUp(Gather c) {
            org.openaok.sim.api.system.Monks monks = m.find(org.openaok.sim.api.system.Monks.class).orElse(null);
            if (monks == null) return Result.refused(c, Refusal.NOT_ABLE, "no installed system carries relics");
            String why = "no units given";
            int given = 0;
            for (int u : c.units()) {
                if (!e.alive(u) || e.owner(u) != c.player()) {
                    why = "unit " + u + " is not yours";
                    continue;
                }
                String no = monks.pickUp(u, c.target());
                if (no == null) {
                    given++;
                    break; // one carries it
                }
                why = no;
            }
            return given > 0 ? Result.ok(c) : Result.refused(c, Refusal.NOT_ABLE, why);
        }

        /** Another unit with a gather order on the farm, or 0. */
        private int farmerOf(int farmId, int except) {
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (u != except && e.order(u) == OrderKind.GATHER && e.target(u) == farmId && e.alive(u)) return u;
            }
            return 0;
        }

        private void send(int u, int target, int k) {
            if (carryRes.get(u) >= 0 && carryRes.get(u) != rules.tasks().get(k).resource().ordinal()) {
                // a load of another resource is dropped where the unit stands, as the original does
                loseLoad(u);
            }
            e.setOrder(u, OrderKind.GATHER, target, 0, 0);
            task.set(u, k);
            lastSource.set(u, target);
            move.goToThing(u, target, reach(u, target));
        }

        /**
         * A farmer works inside the farm; a hunter strikes a live animal from its hunting range;
         * everyone else works at the edge of what they gather.
         */
        private int reach(int u, int target) {
            if (e.type(target) == farm) return 0;
            if (e.state(target) == Entities.ALIVE && rules.type(e.type(target)).isUnit())
                return Math.max(REACH, rules.type(e.type(u)).trait("hunter-range", 0));
            return REACH;
        }

        private Result reseed(Reseed c) {
            if (!e.alive(c.building()) || e.owner(c.building()) != c.player())
                return Result.refused(c, Refusal.NOT_YOURS, "building " + c.building() + " is not yours");
            TypeDef b = rules.type(e.type(c.building()));
            if (!b.word().equals("mill")) return Result.refused(c, Refusal.BAD_TARGET, "farms are reseeded at a mill, not a " + b.word());
            if (farm < 0) return Result.refused(c, Refusal.NOT_AVAILABLE, "the rules have no farm");
            int n = c.count();
            if (n < 1 || reseeds[c.player()] + n > 40) return Result.refused(c, Refusal.QUEUE_FULL, "a mill holds 1 to 40 reseeds");
            PlayerState p = m.player(c.player());
            int[] cost = new int[Resource.COUNT];
            for (Resource r : Resource.values()) cost[r.ordinal()] = p.stats(farm).cost(r) * n;
            if (!p.affords(cost, null)) return Result.refused(c, Refusal.CANNOT_AFFORD, "cannot afford " + n + " farms");
            p.pay(cost);
            reseeds[c.player()] += n;
            return Result.ok(c);
        }

        // ---- the tick

        @Override
        public void tick() {
            for (int k = 0; k < touched.size(); k++) workers.set(touched.get(k), 0);
            touched.clear();
            IntList units = e.units();
            // who is on what: a carcass someone is sent to does not rot
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (e.state(u) != Entities.ALIVE || e.order(u) != OrderKind.GATHER) continue;
                int t = e.target(u);
                if (workers.get(t) == 0) touched.add(t);
                workers.add(t, 1);
            }
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (e.state(u) != Entities.ALIVE) continue;
                byte o = e.order(u);
                if (o == OrderKind.GATHER) gatherTick(u);
                else if (o == OrderKind.DROP) dropTick(u);
            }
            decay();
        }

        /**
         * One tick of a gatherer. A phase that ends lets the next begin in the same tick (arriving,
         * then working; dropping a load, then going back), so no tick is lost between them.
         */
        private void gatherTick(int u) {
            for (int step = 0; step < 3 && e.order(u) == OrderKind.GATHER; step++) {
                if (!phaseTick(u)) return;
            }
        }

        /** Returns whether the phase changed and the new one may act this tick too. */
        private boolean phaseTick(int u) {
            int target = e.target(u);
            switch (e.phase(u)) {
                case GO -> {
                    if (!usable(u, target)) {
                        retarget(u);
                        return false;
                    }
                    int st = move.status(u);
                    if (st == Movement.ARRIVED || (st != Movement.MOVING && move.distanceTo(u, target) <= reach(u, target))) {
                        e.setPhase(u, WORK);
                        misses.set(u, 0);
                        return true;
                    }
                    if (st == Movement.FAILED || st == Movement.IDLE) {
                        // could not get there: the next source like it (not this one); after a few in a row, stand
                        failed.set(u, target);
                        misses.add(u, 1);
                        if (misses.get(u) >= MISSES) {
                            misses.set(u, 0);
                            e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                            move.stop(u);
                        } else {
                            retarget(u);
                        }
                    }
                    return false;
                }
                case WORK -> {
                    work(u, target);
                    return false;
                }
                case RETURN -> {
                    int site = drop.get(u);
                    int st = move.status(u);
                    if (st == Movement.ARRIVED && e.alive(site)) {
                        deposit(u);
                        if (usable(u, target)) {
                            e.setPhase(u, GO);
                            move.goToThing(u, target, reach(u, target));
                            return move.status(u) == Movement.ARRIVED;
                        }
                        retarget(u);
                        return false;
                    }
                    if (st != Movement.MOVING || !e.alive(site)) headHome(u);
                    return false;
                }
                default -> {
                    e.setPhase(u, GO);
                    return false;
                }
            }
        }

        private boolean usable(int u, int target) {
            if (!e.present(target)) return false;
            if (e.state(target) == Entities.ALIVE && rules.type(e.type(target)).isUnit()) {
                int owner = e.owner(target);
                return owner == 0 || owner == e.owner(u);
            }
            return e.amount(target) > 0;
        }

        private void work(int u, int target) {
            if (!usable(u, target)) {
                if (carry.get(u) > 0) headHome(u); else retarget(u);
                return;
            }
            if (move.distanceTo(u, target) > reach(u, target) + 250) {
                e.setPhase(u, GO);
                move.goToThing(u, target, reach(u, target));
                return;
            }
            TypeDef t = rules.type(e.type(target));
            if (t.isUnit() && e.state(target) == Entities.ALIVE) {
                hunt(u, target);
                return;
            }
            if (t.unitClass().equals("tree") && e.state(target) == Entities.ALIVE) life.fell(target);
            int k = task.get(u);
            PlayerState p = m.player(e.owner(u));
            int res = rules.tasks().get(k).resource().ordinal();
            if (carryRes.get(u) != res) {
                loseLoad(u);
                carryRes.set(u, res);
            }
            // the task's rate is per second; the remainder of a tick's share is kept for the next
            int rate = p.taskRate(k);
            int acc = rate * m.tickMs() + frac.get(u);
            int got = acc / 1000;
            frac.set(u, acc % 1000);
            int capacity = p.taskCarry(k);
            boolean isFarm = target != 0 && e.type(target) == farm;
            int cap = capacity - carry.get(u);
            int yield = p.attribute(yieldKey[res], 1000);
            int left = e.amount(target);
            // what the source gives up for what is gathered: less where the resources last longer
            int take = Math.min(got, cap);
            int cost = (int) ((long) take * 1000 / Math.max(1, yield));
            if (cost > left) {
                cost = left;
                take = (int) ((long) left * yield / 1000);
            }
            e.setAmount(target, left - cost);
            carry.add(u, take);
            ledger[Gathering.Account.FROM_SOURCES.ordinal()][res] += cost;
            ledger[Gathering.Account.INTO_LOADS.ordinal()][res] += take;
            if (e.amount(target) <= 0) {
                exhausted(target, u, isFarm);
                // a farmer laying its farm again keeps its load until it farms once more
                if (e.order(u) != OrderKind.GATHER) return;
                if (carry.get(u) > 0) headHome(u); else retarget(u);
                return;
            }
            if (carry.get(u) >= capacity) {
                headHome(u);
                // a drop site within reach takes the load at once
                if (e.phase(u) == RETURN && move.status(u) == Movement.ARRIVED) phaseTick(u);
            }
        }

        /** A used-up source leaves the map; a farm is laid again when its player has paid for it. */
        private void exhausted(int target, int farmer, boolean isFarm) {
            if (!isFarm) {
                life.remove(target, 0);
                return;
            }
            int owner = e.owner(target);
            int tx = Footprint.tileX(rules, e, target), ty = Footprint.tileY(rules, e, target);
            life.remove(target, 0);
            if (reseeds[owner] > 0) {
                reseeds[owner]--;
                int f = life.placeBuilding(farm, owner, tx, ty, false);
                if (f != 0 && farmer != 0) {
                    // the farmer lays it again and farms it once it stands
                    e.setOrder(farmer, OrderKind.BUILD, f, 0, 0);
                    move.goToThing(farmer, f, 0);
                }
            }
        }

        /** A hunter strikes its prey until it falls (what the animal does about it is the wildlife's concern). */
        private void hunt(int u, int prey) {
            int owner = e.owner(u);
            int t = strike.get(u) - m.tickMs();
            if (t <= 0) {
                var hunter = m.player(owner).stats(e.type(u));
                var animal = m.player(0).stats(e.type(prey));
                int dmg = Damage.of(hunter, animal) + taskBonus(owner, task.get(u), animal);
                int hp = e.hp(prey) - dmg;
                if (hp <= 0) {
                    e.setHp(prey, 0);
                    life.fell(prey);
                } else {
                    e.setHp(prey, hp);
                    life.struck(prey, u);
                }
                t += Math.max(500, hunter.reload());
            }
            strike.set(u, t);
        }

        /** What a task adds to a villager's blow (Goth hunters against boar). */
        private int taskBonus(int owner, int k, org.openaok.sim.api.rules.Stats animal) {
            if (k < 0) return 0;
            PlayerState p = m.player(owner);
            String w = rules.tasks().get(k).word();
            int bonus = 0;
            long classes = animal.armourClasses();
            while (classes != 0) {
                int c = Long.numberOfTrailingZeros(classes);
                classes &= classes - 1;
                bonus += p.attribute("task." + w + ".attack." + c, 0);
            }
            return bonus;
        }

        private void headHome(int u) {
            int res = carryRes.get(u);
            if (res < 0 || carry.get(u) <= 0) {
                retarget(u);
                return;
            }
            int site = nearestDrop(u, res);
            if (site == 0) {
                // nowhere to take it: keep it and stand
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                move.stop(u);
                return;
            }
            drop.set(u, site);
            e.setPhase(u, RETURN);
            move.goToThing(u, site, REACH);
        }

        private int nearestDrop(int u, int res) {
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

        private void deposit(int u) {
            int res = carryRes.get(u);
            if (res >= 0 && carry.get(u) > 0) m.player(e.owner(u)).addGathered(res, carry.get(u));
            carry.set(u, 0);
        }

        /** The next source like the last one, nearest to it, on ground the player has explored; else stand. */
        private void retarget(int u) {
            int k = task.get(u);
            int from = lastSource.get(u);
            int cx = e.valid(from) ? e.x(from) : e.x(u), cy = e.valid(from) ? e.y(from) : e.y(u);
            int best = k < 0 ? 0 : nearestSource(u, k, cx, cy);
            if (best == 0) {
                if (carry.get(u) > 0 && e.phase(u) != RETURN) {
                    headHome(u);
                    if (e.phase(u) == RETURN) return;
                }
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                move.stop(u);
                return;
            }
            e.setTarget(u, best);
            e.setPhase(u, GO);
            lastSource.set(u, best);
            move.goToThing(u, best, reach(u, best));
        }

        private int nearestSource(int u, int k, int cx, int cy) {
            int owner = e.owner(u);
            int tx = cx / Grid.TILE, ty = cy / Grid.TILE;
            int best = 0;
            long bestD = Long.MAX_VALUE;
            for (int dy = -RETARGET_TILES; dy <= RETARGET_TILES; dy++) {
                for (int dx = -RETARGET_TILES; dx <= RETARGET_TILES; dx++) {
                    int x = tx + dx, y = ty + dy;
                    if (!grid.inside(x, y)) continue;
                    int t = grid.tile(x, y);
                    if (!m.sight().explored(owner, t)) continue;
                    int cand = grid.blocker(t);
                    if (cand != 0) best = better(u, k, cand, cx, cy, best, bestD);
                    if (best == cand && cand != 0) bestD = IntMath2.d2(e, cand, cx, cy);
                    for (int o = grid.firstInCell(t); o != 0; o = grid.nextInCell(o)) {
                        int nb = better(u, k, o, cx, cy, best, bestD);
                        if (nb != best) {
                            best = nb;
                            bestD = IntMath2.d2(e, nb, cx, cy);
                        }
                    }
                }
            }
            // carcasses are off the tiles' unit lists: hunters and shepherds look through the units for one near
            if (rules.tasks().get(k).resource() != Resource.FOOD) return best;
            IntList units = e.units();
            for (int i = 0; i < units.size(); i++) {
                int o = units.get(i);
                if (e.state(o) != Entities.FELLED) continue;
                if (Math.abs(e.x(o) - cx) > RETARGET_TILES * Grid.TILE || Math.abs(e.y(o) - cy) > RETARGET_TILES * Grid.TILE) continue;
                int nb = better(u, k, o, cx, cy, best, bestD);
                if (nb != best) {
                    best = nb;
                    bestD = IntMath2.d2(e, nb, cx, cy);
                }
            }
            return best;
        }

        private int better(int u, int k, int cand, int cx, int cy, int best, long bestD) {
            if (cand == best || cand == failed.get(u) || !usable(u, cand) || taskFor(u, cand) != k) return best;
            if (e.type(cand) == farm && (e.owner(cand) != e.owner(u) || farmerOf(cand, u) != 0 || e.state(cand) != Entities.ALIVE)) return best;
            TypeDef t = rules.type(e.type(cand));
            // ordinary gatherers leave live boars and the like to hunting parties
            if (t.isUnit() && e.state(cand) == Entities.ALIVE && t.unitClass().equals("animal-boar")) return best;
            // a tree inside a forest cannot be reached until its neighbours fall
            if (t.blocks() && !open(cand, rules.type(e.type(u)).movement())) return best;
            long d = IntMath2.d2(e, cand, cx, cy);
            return d < bestD || (d == bestD && cand < best) ? cand : best;
        }

        /** Whether a tile round a thing's footprint is open for a mover of the class. */
        private boolean open(int thing, int movement) {
            TypeDef d = rules.type(e.type(thing));
            int x0 = Footprint.tileX(rules, e, thing) - 1, y0 = Footprint.tileY(rules, e, thing) - 1;
            int mask = Math.max(1, movement);
            for (int y = y0; y <= y0 + d.height() + 1; y++) {
                for (int x = x0; x <= x0 + d.width() + 1; x++) {
                    if (x > x0 && x <= x0 + d.width() && y > y0 && y <= y0 + d.height()) continue;
                    if (grid.inside(x, y) && grid.passable(grid.tile(x, y), mask)) return true;
                }
            }
            return false;
        }

        private void dropTick(int u) {
            int st = move.status(u);
            if (st == Movement.ARRIVED && e.alive(e.target(u))) {
                deposit(u);
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
            } else if (st != Movement.MOVING) {
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
            }
        }

        /** Food in carcasses nobody is gathering rots away. */
        private void decay() {
            if (decayPerTick <= 0) return;
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int o = units.get(k);
                if (e.state(o) != Entities.FELLED || workers.get(o) > 0) continue;
                int gone = Math.min(e.amount(o), decayPerTick);
                int res = rules.type(e.type(o)).resource() == null ? Resource.FOOD.ordinal() : rules.type(e.type(o)).resource().ordinal();
                ledger[Gathering.Account.DECAYED.ordinal()][res] += gone;
                e.setAmount(o, e.amount(o) - gone);
                if (e.amount(o) <= 0) life.remove(o, 0);
            }
        }

        @Override
        public void hash(StateHash h) {
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (task.get(u) < 0 && carry.get(u) == 0 && strike.get(u) == 0) continue; // never gathered: nothing of its own here
                h.add(u + carry.get(u) * 0x9E3779B97F4A7C15L + carryRes.get(u) * 0xC2B2AE3D27D4EB4FL + task.get(u) * 0x165667B19E3779F9L
                        + frac.get(u) * 0xD6E8FEB86659FD93L + strike.get(u) * 0xFF51AFD7ED558CCDL + drop.get(u) * 0xC4CEB9FE1A85EC53L
                        + lastSource.get(u) * 0x94D049BB133111EBL + failed.get(u) * 0xBF58476D1CE4E5B9L + misses.get(u) * 0x2545F4914F6CDD1DL);
            }
            for (int r : reseeds) h.add(r);
            for (long[] account : ledger) for (long v : account) h.add(v);
        }
    }

    /** Squared distances for ranking sources. */
    static final class IntMath2 {
        static long d2(Entities e, int id, int cx, int cy) {
            long dx = e.x(id) - cx, dy = e.y(id) - cy;
            return dx * dx + dy * dy;
        }
    }
}
