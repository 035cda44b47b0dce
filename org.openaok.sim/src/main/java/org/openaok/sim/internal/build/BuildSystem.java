package org.openaok.sim.internal.build;

import java.util.List;

import org.openaok.sim.api.command.Build;
import org.openaok.sim.api.command.Construct;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Repair;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.Availability;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.api.system.Lifecycle;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.api.system.SystemRun;
import org.openaok.sim.internal.Column;
import org.openaok.sim.internal.Costs;
import org.openaok.sim.internal.Footprint;
import org.osgi.service.component.annotations.Component;

/**
 * Construction and repair. A foundation is paid for and laid where the ground allows; the
 * villagers sent raise it, faster together as in the original (n builders take 3t/(n+2) of one
 * builder's time t). Repairs cost part of the building's price for the hit points restored.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class BuildSystem implements GameSystem {
    public static final String ID = "building";

    @Override public String id() { return ID; }

    @Override public List<String> after() { return List.of("gathering"); }

    @Override public List<String> before() { return List.of("movement"); }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    static final byte GO = 0, WORK = 1;
    static final int REACH = 750;

    static final class Run implements SystemRun {
        private final MatchContext m;
        private final Rules rules;
        private final Entities e;
        private final Lifecycle life;
        private final Placement placement;
        private Movement move;
        private Availability availability;
        private Gathering gathering;
        /** Builders at work on each foundation this tick, and the repair's leftover hit points. */
        private final Column builders = new Column();
        private final IntList worked = new IntList();
        private final int repairRate, repairCost, repairExtra, repairSlow;

        Run(MatchContext m) {
            this.m = m;
            this.rules = m.rules();
            this.e = m.entities();
            this.life = m.lifecycle();
            this.placement = new Placement(m);
            this.repairRate = m.rules().setting("repair.rate", 12_500);
            this.repairCost = m.rules().setting("repair.cost", 500);
            this.repairExtra = m.rules().setting("repair.extra-villager-factor", 500);
            this.repairSlow = m.rules().setting("repair.ship-siege-factor", 250);
            m.handle(Build.class, this::build);
            m.handle(Construct.class, this::construct);
            m.handle(Repair.class, this::repair);
            m.handle(org.openaok.sim.api.command.Wall.class, this::wall);
            new Gates(m);
            m.provide(org.openaok.sim.api.system.Siting.class, placement);
        }

        @Override
        public void ready() {
            move = m.require(Movement.class);
            availability = m.require(Availability.class);
            gathering = m.find(Gathering.class).orElse(null);
        }

        /**
         * Whether a unit may raise a building of a type: one its {@code builds:} trait names (the
         * fishing ship's fish trap), else, with the {@code builder} trait, any that villagers build.
         */
        private boolean canBuild(int u, TypeDef building) {
            TypeDef d = rules.type(e.type(u));
            String builds = d.traitText("builds", null);
            if (builds != null && java.util.Arrays.asList(builds.split(",")).contains(building.word())) return true;
            return d.has("builder") && building.trainedAt() < 0;
        }

        /** Whether a unit may repair (villagers). */
        private boolean canRepair(int u) { return rules.type(e.type(u)).has("repairer"); }

        /** Why these units may not build {@code building} (or repair, when it is null), or null. */
        private String checkBuilders(int player, int[] units, TypeDef building) {
            if (units.length == 0) return "no villagers given";
            for (int u : units) {
                if (!e.alive(u) || e.owner(u) != player) return "unit " + u + " is not yours";
                if (building == null ? !canRepair(u) : !canBuild(u, building))
                    return "a " + rules.type(e.type(u)).word() + (building == null ? " cannot repair" : " cannot build a " + building.word());
            }
            return null;
        }

        private Result build(Build c) {
            TypeDef d = rules.type(c.type()).orElse(null);
            if (d == null || !d.isBuilding()) return Result.refused(c, Refusal.UNKNOWN, "no building '" + c.type() + "'");
            String bad = checkBuilders(c.player(), c.units(), d);
            if (bad != null) return Result.refused(c, Refusal.NOT_ABLE, bad);
            PlayerState p = m.player(c.player());
            int type = p.form(d.index());
            String why = availability.whyNotType(c.player(), type);
            if (why != null) return Result.refused(c, Refusal.NOT_AVAILABLE, why);
            String place = placement.whyNot(c.player(), type, c.tileX(), c.tileY());
            if (place != null) return Result.refused(c, Refusal.PLACEMENT, place);
            int[] cost = Costs.of(p.stats(type));
            if (!p.affords(cost, null)) return Result.refused(c, Refusal.CANNOT_AFFORD, "cannot afford a " + d.word() + Costs.text(cost));
            int id = life.placeBuilding(type, c.player(), c.tileX(), c.tileY(), false);
            if (id == 0) return Result.refused(c, Refusal.LIMIT, "the match holds no more things");
            p.pay(cost);
            for (int u : c.units()) assign(u, id);
            return Result.ok(c);
        }

        private void assign(int u, int foundation) {
            e.setOrder(u, OrderKind.BUILD, foundation, 0, 0);
            move.goToThing(u, foundation, reach(foundation));
        }

        private int reach(int building) { return rules.type(e.type(building)).word().equals("farm") ? 0 : REACH; }

        /**
         * A line of wall from one tile to another (straight, diagonal or a mix, a tile at a time as a
         * line is drawn): a foundation on every tile where one may stand, as many as the player can
         * pay for; the villagers raise them one after the other.
         */
        private Result wall(org.openaok.sim.api.command.Wall c) {
            TypeDef d = rules.type(c.type()).orElse(null);
            if (d == null || !d.isBuilding() || !d.has("wall")) return Result.refused(c, Refusal.UNKNOWN, "no wall '" + c.type() + "'");
            String bad = checkBuilders(c.player(), c.units(), d);
            if (bad != null) return Result.refused(c, Refusal.NOT_ABLE, bad);
            PlayerState p = m.player(c.player());
            int type = p.form(d.index());
            String why = availability.whyNotType(c.player(), type);
            if (why != null) return Result.refused(c, Refusal.NOT_AVAILABLE, why);
            int dx = Math.abs(c.toX() - c.fromX()), dy = Math.abs(c.toY() - c.fromY());
            if (Math.max(dx, dy) > 200) return Result.refused(c, Refusal.LIMIT, "a wall of at most 200 tiles at once");
            int[] cost = Costs.of(p.stats(type));
            int first = 0, laid = 0;
            String stop = null;
            int steps = Math.max(dx, dy);
            for (int i = 0; i <= steps; i++) {
                int x = c.fromX() + (steps == 0 ? 0 : (c.toX() - c.fromX()) * i / steps);
                int y = c.fromY() + (steps == 0 ? 0 : (c.toY() - c.fromY()) * i / steps);
                if (placement.whyNot(c.player(), type, x, y) != null) continue;
                if (!p.affords(cost, null)) {
                    stop = "cannot afford more than " + laid + " segments" + Costs.text(cost) + " each";
                    break;
                }
                int id = life.placeBuilding(type, c.player(), x, y, false);
                if (id == 0) break;
                p.pay(cost);
                if (first == 0) first = id;
                laid++;
            }
            if (laid == 0) return Result.refused(c, stop == null ? Refusal.PLACEMENT : Refusal.CANNOT_AFFORD,
                    stop == null ? "no tile of the line can take a wall" : stop);
            for (int u : c.units()) assign(u, first);
            return Result.ok(c);
        }

        private Result construct(Construct c) {
            if (!e.valid(c.target()) || e.state(c.target()) != Entities.FOUNDATION)
                return Result.refused(c, Refusal.BAD_TARGET, "thing " + c.target() + " is not a foundation");
            String bad = checkBuilders(c.player(), c.units(), rules.type(e.type(c.target())));
            if (bad != null) return Result.refused(c, Refusal.NOT_ABLE, bad);
            if (e.owner(c.target()) != c.player()) return Result.refused(c, Refusal.NOT_YOURS, "the foundation is not yours");
            for (int u : c.units()) assign(u, c.target());
            return Result.ok(c);
        }

        private Result repair(Repair c) {
            String bad = checkBuilders(c.player(), c.units(), null);
            if (bad != null) return Result.refused(c, Refusal.NOT_ABLE, bad);
            int t = c.target();
            if (!e.alive(t)) return Result.refused(c, Refusal.BAD_TARGET, "there is nothing to repair at " + t);
            TypeDef d = rules.type(e.type(t));
            int owner = e.owner(t);
            if (owner != c.player() && m.player(c.player()).stance(owner) != org.openaok.sim.api.state.Stance.ALLY)
                return Result.refused(c, Refusal.NOT_YOURS, "the " + d.word() + " is neither yours nor an ally's");
            if (!d.isBuilding() && !d.unitClass().equals("siege") && !d.unitClass().equals("ram") && d.movement() != 2)
                return Result.refused(c, Refusal.BAD_TARGET, "a " + d.word() + " cannot be repaired");
            if (e.hp(t) >= m.player(owner).stats(e.type(t)).hp()) return Result.refused(c, Refusal.BAD_TARGET, "the " + d.word() + " is not damaged");
            for (int u : c.units()) {
                e.setOrder(u, OrderKind.REPAIR, t, 0, 0);
                move.goToThing(u, t, REACH);
            }
            return Result.ok(c);
        }

        // ---- the tick

        @Override
        public void tick() {
            for (int k = 0; k < worked.size(); k++) builders.set(worked.get(k), 0);
            worked.clear();
            IntList units = e.units();
            // first who is at work where, then the work: every builder of a tick counts together
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (e.state(u) != Entities.ALIVE) continue;
                byte o = e.order(u);
                if (o == OrderKind.BUILD) approach(u, true);
                else if (o == OrderKind.REPAIR) approach(u, false);
            }
            for (int k = 0; k < worked.size(); k++) {
                int b = worked.get(k);
                if (e.state(b) == Entities.FOUNDATION) raise(b, builders.get(b));
                else if (e.state(b) == Entities.ALIVE) mend(b, builders.get(b));
            }
        }

        private void approach(int u, boolean building) {
            int t = e.target(u);
            boolean valid = building ? e.valid(t) && e.state(t) == Entities.FOUNDATION
                    : e.alive(t) && e.hp(t) < m.player(e.owner(t)).stats(e.type(t)).hp();
            if (!valid) {
                done(u, t);
                return;
            }
            if (e.phase(u) == GO) {
                int st = move.status(u);
                if (st == Movement.ARRIVED || (st != Movement.MOVING && move.distanceTo(u, t) <= reach(t))) e.setPhase(u, WORK);
                else if (st == Movement.FAILED || st == Movement.IDLE) {
                    e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                    return;
                }
            }
            if (e.phase(u) == WORK) {
                if (builders.get(t) == 0) worked.add(t);
                builders.add(t, 1);
            }
        }

        /**
         * A foundation's work: three times one builder's time in builder-milliseconds, n builders
         * adding (n + 2) a millisecond, so one takes the time t and n take 3t/(n+2).
         */
        private void raise(int b, int n) {
            if (n == 0) return;
            PlayerState p = m.player(e.owner(b));
            Stats s = p.stats(e.type(b));
            long total = 3L * Math.max(1, s.time());
            long gained = (long) m.tickMs() * (n + 2) * p.attribute("build-rate", 1000) / 1000;
            int now = (int) Math.min(total, exact.get(b) + gained);
            exact.set(b, now);
            e.setProgress(b, (int) (now * 1000L / total));
            e.setHp(b, Math.max(1000, (int) ((long) s.hp() * now / total)));
            if (now >= total) {
                e.setHp(b, s.hp());
                life.finish(b);
                afterFinish(b);
            }
        }

        /** Builder-milliseconds of work done on each foundation. */
        private final Column exact = new Column();

        /** Builders of a farm farm it; builders of a drop site gather what it is for; the rest stand. */
        private void afterFinish(int b) {
            TypeDef d = rules.type(e.type(b));
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (e.order(u) != OrderKind.BUILD || e.target(u) != b) continue;
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                if (d.has("food")) { // a farm or a fish trap: its builders work it
                    m.execute(new Gather(e.owner(u), new int[] {u}, b));
                    continue;
                }
                // the next foundation of theirs close by (a wall's next segment): on to it
                int next = nearbyFoundation(e.owner(u), b);
                if (next != 0) assign(u, next);
            }
        }

        /** The player's foundation nearest to a building, within three tiles of it, or 0. */
        private int nearbyFoundation(int owner, int near) {
            int best = 0;
            long bestD = 3500L * 3500L + 1;
            IntList b = e.buildings();
            for (int k = 0; k < b.size(); k++) {
                int id = b.get(k);
                if (id == near || e.owner(id) != owner || e.state(id) != Entities.FOUNDATION) continue;
                long dd = org.openaok.sim.internal.IntMath.distanceSq(e.x(id), e.y(id), e.x(near), e.y(near));
                if (dd < bestD) {
                    bestD = dd;
                    best = id;
                }
            }
            return best;
        }

        private void mend(int b, int n) {
            if (n == 0) return;
            int owner = e.owner(b);
            PlayerState p = m.player(owner);
            Stats s = p.stats(e.type(b));
            // one repairer restores repair.rate hit points a second, each further one a share of that;
            // ships and siege weapons mend at a fraction of the speed
            long perSecond = repairRate + (long) repairRate * repairExtra / 1000 * (n - 1);
            if (!rules.type(e.type(b)).isBuilding()) perSecond = perSecond * repairSlow / 1000;
            int whole = (int) (perSecond * m.tickMs() / 1000);
            int missing = s.hp() - e.hp(b);
            whole = Math.min(whole, missing);
            // the cost is a share of the price for the share of the hit points restored
            int[] cost = new int[Resource.COUNT];
            for (Resource r : Resource.values())
                cost[r.ordinal()] = (int) ((long) s.cost(r) * repairCost / 1000 * whole / Math.max(1, s.hp()));
            if (whole <= 0) return;
            if (!p.affords(cost, null)) return;
            p.pay(cost);
            e.setHp(b, e.hp(b) + whole);
        }

        private void done(int u, int target) {
            e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
        }

        @Override
        public void hash(StateHash h) {
            IntList b = e.buildings();
            for (int k = 0; k < b.size(); k++) h.add(exact.get(b.get(k)));
        }
    }
}
