package org.openaok.sim.internal.gather;

import org.openaok.sim.internal.TypeFlags;
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
import org.openaok.sim.api.rules.Damage;
import org.openaok.sim.internal.Footprint;
import org.osgi.service.component.annotations.Component;

/**
 * Gathering, as villagers and fishing ships do it: walk to the source, work it at the task's rate
 * (felling a tree, killing an animal first), carry a load to the nearest drop site that takes it,
 * go back; when the source is used up, take the nearest like it. The pieces: {@link GatherTasks}
 * (who works at what), {@link Sources} (the next source), {@link DropSites}, {@link Hunting},
 * {@link Farms} (one farmer each, reseeding), {@link Carcasses} (decay).
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
    /** Sources a gatherer fails to reach in a row before it stands idle, as a villager that cannot get through does. */
    static final int MISSES = 3;

    static final class Run implements SystemRun, Gathering {
        private final MatchContext m;
        private final Rules rules;
        private final Entities e;
        private final Lifecycle life;
        private final GatherTasks tasks;
        private final Farms farms;
        private final Sources sources;
        private final DropSites dropSites;
        private final Hunting hunting;
        private final Carcasses carcasses;
        private Movement move;
        // per gatherer: its task, its load and of what, the part of a unit of work carried over a tick,
        // the drop site it walks to, the source it last worked, the one it could not reach and how often in a row
        private final Column task = new Column(-1), carry = new Column(), carryRes = new Column(-1), frac = new Column(),
                workers = new Column(), lastSource = new Column(), drop = new Column(), failed = new Column(), misses = new Column();
        private final IntList touched = new IntList();
        private final String[] yieldKey = new String[Resource.COUNT];
        private final long[][] ledger = new long[Gathering.Account.values().length][Resource.COUNT];
        /** Per type, whether it is a tree (a standing one is felled at the first blow): asked at every blow. */
        private final boolean[] tree;

        Run(MatchContext m) {
            this.m = m;
            this.rules = m.rules();
            this.e = m.entities();
            this.life = m.lifecycle();
            this.tasks = GatherTasks.of(rules);
            this.farms = new Farms(m);
            this.sources = new Sources(m, tasks, farms);
            this.dropSites = new DropSites(rules, e);
            this.hunting = new Hunting(m);
            this.carcasses = new Carcasses(m);
            for (Resource r : Resource.values()) yieldKey[r.ordinal()] = "resource-yield." + r.word();
            tree = TypeFlags.unitClass(rules, "tree");
            m.provide(Gathering.class, this);
            life.addListener(new Lifecycle.Listener() {
                @Override public void removed(int id) { loseLoad(id); }
                @Override public void ownerChanged(int id, int from) { loseLoad(id); }
            });
            m.handle(Gather.class, this::gather);
        }

        @Override
        public void ready() { move = m.require(Movement.class); }

        // ---- Gathering

        @Override public int carried(int unit) { return carry.get(unit); }
        @Override public int carriedResource(int unit) { return carryRes.get(unit); }
        @Override public int task(int unit) { return task.get(unit); }
        @Override public int workersAt(int thing) { return workers.get(thing); }

        @Override public long ledger(Gathering.Account a, int resource) { return ledger[a.ordinal()][resource]; }

        @Override
        public int taskFor(int unit, int thing) {
            if (!e.present(thing)) return -1;
            return tasks.of(e.type(unit), e.type(thing));
        }

        /** A gatherer gone (or gone over to another player) takes its load with it. */
        private void loseLoad(int u) {
            int res = carryRes.get(u);
            if (res >= 0 && carry.get(u) > 0) ledger[Gathering.Account.LOST_WITH_CARRIER.ordinal()][res] += carry.get(u);
            carry.set(u, 0);
            carryRes.set(u, -1);
        }

        // ---- commands

        private Result gather(Gather c) {
            if (!e.present(c.target())) return Result.refused(c, Refusal.NO_SUCH, "there is no thing " + c.target());
            TypeDef t = rules.type(e.type(c.target()));
            if (t.kind() == TypeKind.RELIC) return pickUp(c);
            int owner = e.owner(c.target());
            if (DropOff.isDropOff(rules, e, c, carryRes::get)) return dropOff(c);
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
                if (farms.single(c.target()) && farms.workerOf(c.target(), u) != 0) {
                    why = "the " + t.word() + " has its worker";
                    continue;
                }
                send(u, c.target(), k);
                given++;
            }
            if (given == 0) return Result.refused(c, Refusal.BAD_TARGET, why == null ? "no units given" : why);
            return Result.ok(c);
        }

        /**
         * Gathering at one's own drop site is handing in: a gatherer at work takes its load there
         * and goes back to its source, any other carrier hands in and stands.
         */
        private Result dropOff(Gather c) {
            int site = c.target();
            String why = DropOff.refusal(rules, e, c, carry::get, carryRes::get);
            if (why != null) return Result.refused(c, Refusal.BAD_TARGET, why);
            for (int u : c.units()) {
                if (!DropOff.carries(rules, e, c.player(), u, site, carry::get, carryRes::get)) continue;
                drop.set(u, site);
                if (e.order(u) == OrderKind.GATHER) e.setPhase(u, RETURN);
                else e.setOrder(u, OrderKind.DROP, site, 0, 0);
                move.goToThing(u, site, REACH);
            }
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
            if (farms.isFarm(target)) return 0;
            if (e.state(target) == Entities.ALIVE && rules.type(e.type(target)).isUnit())
                return Math.max(REACH, rules.type(e.type(u)).trait("hunter-range", 0));
            return REACH;
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
            carcasses.decay(workers, ledger[Gathering.Account.DECAYED.ordinal()]);
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
                    if (!sources.usable(u, target)) {
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
                        if (sources.usable(u, target)) {
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

        private void work(int u, int target) {
            if (!sources.usable(u, target)) {
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
                hunting.hunt(u, target, task.get(u));
                return;
            }
            if (tree[e.type(target)] && e.state(target) == Entities.ALIVE) life.fell(target);
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
            boolean isFarm = farms.isFarm(target);
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
                if (isFarm) farms.ranOut(target, u, move);
                else life.remove(target, 0);
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

        private void headHome(int u) {
            int res = carryRes.get(u);
            if (res < 0 || carry.get(u) <= 0) {
                retarget(u);
                return;
            }
            int site = dropSites.nearest(u, res);
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
            int best = k < 0 ? 0 : sources.nearest(u, k, cx, cy, failed, workers);
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
            // counted on it at once, so the next of this tick to look spreads past it
            if (workers.get(best) == 0) touched.add(best);
            workers.add(best, 1);
            move.goToThing(u, best, reach(u, best));
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

        @Override
        public void hash(StateHash h) {
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                int strike = hunting.nextBlow(u);
                if (task.get(u) < 0 && carry.get(u) == 0 && strike == 0) continue; // never gathered: nothing of its own here
                h.add(u + carry.get(u) * 0x9E3779B97F4A7C15L + carryRes.get(u) * 0xC2B2AE3D27D4EB4FL + task.get(u) * 0x165667B19E3779F9L
                        + frac.get(u) * 0xD6E8FEB86659FD93L + strike * 0xFF51AFD7ED558CCDL + drop.get(u) * 0xC4CEB9FE1A85EC53L
                        + lastSource.get(u) * 0x94D049BB133111EBL + failed.get(u) * 0xBF58476D1CE4E5B9L + misses.get(u) * 0x2545F4914F6CDD1DL);
            }
            farms.hash(h);
            for (long[] account : ledger) for (long v : account) h.add(v);
        }
    }
}
