package org.openaok.sim.internal.move;

import java.util.List;

import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.command.Stop;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
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
import org.openaok.sim.internal.Footprint;
import org.openaok.sim.internal.IntMath;
import org.openaok.sim.internal.path.Goal;
import org.openaok.sim.internal.path.PathPlanner;
import org.osgi.service.component.annotations.Component;

/**
 * Walking: a unit sent somewhere gets a path from the hierarchical planner (a few requests a tick,
 * in the order asked, so no tick pays for a crowd at once) and walks it at its speed, stepping
 * round the units in its way, nudging its own idle ones aside, planning again when it stays
 * blocked, having its own workers step aside when they hem it in, and giving up after a
 * while rather than pushing forever.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class MovementSystem implements GameSystem {
    public static final String ID = "movement";

    @Override public String id() { return ID; }

    @Override public List<String> after() { return List.of("production"); }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    /** Path requests carried out a tick; the rest wait their turn. */
    static final int PLANS_PER_TICK = 48;
    /**
     * Blocked by the ground this many ticks: plan again. Blocked by units: step aside after
     * DETOUR_TICKS (a new path would not see them), plan again after REPLAN_UNITS_TICKS, give up
     * after GIVE_UP_TICKS.
     */
    static final int REPLAN_TICKS = 10, DETOUR_TICKS = 6, REPLAN_UNITS_TICKS = 40, GIVE_UP_TICKS = 80;
    /**
     * A walker that has come no nearer the point it walks to (its path's next point, or the goal)
     * for this long stops, though every step was taken: it circled (a sheep round the others at
     * its point) or slid along a corner (a muster point by a building) and would keep its order
     * for good. Within {@link #NEAR_ENOUGH} of a point it was sent to, it is there; else its walk
     * fails as a blocked one does.
     */
    static final int STALL_MS = 8_000, NEAR_ENOUGH = 2 * Grid.TILE;
    /** Held this long by a crowd, a worker squeezes past its player's workers and units with no order for as long again. */
    static final int SQUEEZE_TICKS = 20;
    /** A standing unit looks whether it overlaps another once in this many ticks (a power of two). */
    static final int SEPARATE_EVERY = 4;
    /** A thing being followed that moved this far from where the path was planned to gets a new path. */
    static final int FOLLOW_SLACK = 1500;

    static final int POINT = 1, THING = 2;
    /** Groups of this many or more moved together share one plan. */
    static final int ROUTE_GROUP = 4;
    /** A unit followed within this distance (thousandths of a tile) in plain sight is walked at straight, with no plan. */
    static final int STRAIGHT = 12_000;

    static final class Run implements SystemRun, Movement {
        private final MatchContext m;
        private final Rules rules;
        private final Entities e;
        private final Grid grid;
        private final GateViews views;
        private final Steering steering;
        private final Goal goal = new Goal();
        private final IntList buffer = new IntList(256);
        private final IntList requests = new IntList(256);
        private final Column status = new Column(), kind = new Column(), gx = new Column(), gy = new Column(), thing = new Column(),
                range = new Column(), blocked = new Column(), queued = new Column(), planX = new Column(), planY = new Column(),
                waypoint = new Column(), partial = new Column(), detourX = new Column(), detourY = new Column(),
                speedCap = new Column(), formation = new Column(), route = new Column(), squeeze = new Column(),
                nearest = new Column(), stalled = new Column();
        private final java.util.List<int[]> routes = new java.util.ArrayList<>();
        private final IntList routeMask = new IntList(64);
        private int[][] paths = new int[1024][];
        private final Column pathLength = new Column(), planLength = new Column(), planStart = new Column(-1);
        /** Per type, what {@link #distance} needs of a footprint. */
        private final boolean[] footprintUnit;
        private final int[] footprintRadius, halfWidth, halfHeight;
        /** Per type, whether it walks at all (what separates). */
        private final boolean[] moves;

        Run(MatchContext m) {
            this.m = m;
            this.rules = m.rules();
            this.e = m.entities();
            this.grid = m.grid();
            this.views = new GateViews(m);
            this.steering = new Steering(m);
            int n = rules.types().size();
            footprintUnit = new boolean[n];
            footprintRadius = new int[n];
            halfWidth = new int[n];
            halfHeight = new int[n];
            moves = new boolean[n];
            for (TypeDef d : rules.types()) {
                moves[d.index()] = d.isUnit() && d.moves();
                footprintUnit[d.index()] = d.isUnit();
                footprintRadius[d.index()] = d.radius();
                halfWidth[d.index()] = d.width() * Grid.TILE / 2;
                halfHeight[d.index()] = d.height() * Grid.TILE / 2;
            }
            m.provide(Movement.class, this);
            m.handle(Move.class, this::move);
            m.handle(Stop.class, this::stopCommand);
            m.handle(org.openaok.sim.api.command.Formation.class, this::setFormation);
            m.lifecycle().addListener(new Lifecycle.Listener() {
                @Override public void removed(int id) { clear(id); }
                @Override public void ownerChanged(int id, int from) { clear(id); }
                @Override public void garrisoned(int id, int container) { clear(id); }
            });
        }

        // ---- commands

        private Result move(Move c) {
            String why = null;
            org.openaok.sim.api.state.IntList group = new org.openaok.sim.api.state.IntList(c.units().length);
            for (int u : c.units()) {
                if (!e.alive(u) || e.owner(u) != c.player() || !e.isListedUnit(u)) {
                    why = "unit " + u + " is not yours";
                    continue;
                }
                if (!rules.type(e.type(u)).moves() || m.player(c.player()).stats(e.type(u)).speed() <= 0) {
                    why = "a " + rules.type(e.type(u)).word() + " does not move";
                    continue;
                }
                if (!group.contains(u)) group.add(u);
            }
            if (group.isEmpty()) return Result.refused(c, Refusal.NOT_YOURS, why == null ? "no units given" : why);
            march(group.toArray(), c.x(), c.y(), OrderKind.MOVE);
            return Result.ok(c);
        }

        /**
         * Sends units to a point together: one alone goes there; a group walks at its slowest
         * member's speed and arrives in its formation, facing the way it went.
         */
        @Override
        public void march(int[] units, int x, int y, byte order) {
            int n = units.length;
            if (n == 1) {
                e.setOrder(units[0], order, 0, x, y);
                speedCap.set(units[0], 0);
                goToPoint(units[0], x, y, 0);
                return;
            }
            long cx = 0, cy = 0;
            int slowest = Integer.MAX_VALUE;
            for (int u : units) {
                cx += e.x(u);
                cy += e.y(u);
                slowest = Math.min(slowest, m.player(e.owner(u)).stats(e.type(u)).speed());
            }
            cx /= n;
            cy /= n;
            // the way the group goes, as a unit vector in thousandths
            long dx = x - cx, dy = y - cy;
            long len = Math.max(1, IntMath.isqrt(dx * dx + dy * dy));
            long fx = dx * 1000 / len, fy = dy * 1000 / len;
            if (dx == 0 && dy == 0) {
                fx = 0;
                fy = 1000;
            }
            // the front first: fighters, then those who shoot, then siege and monks; by id within a rank
            Integer[] sorted = new Integer[n];
            for (int i = 0; i < n; i++) sorted[i] = units[i];
            java.util.Arrays.sort(sorted, (a, b) -> {
                int ra = Formation.rank(rules.type(e.type(a))), rb = Formation.rank(rules.type(e.type(b)));
                return ra != rb ? Integer.compare(ra, rb) : Integer.compare(a, b);
            });
            int kind = formation.get(sorted[0]);
            int[] ranks = new int[n];
            for (int i = 0; i < n; i++) ranks[i] = Formation.rank(rules.type(e.type(sorted[i])));
            int[][] slot = Formation.slots(kind, ranks);
            int max = grid.size() * Grid.TILE - 1;
            int shared = n >= ROUTE_GROUP ? route(sorted[0], x, y) : 0;
            for (int i = 0; i < n; i++) {
                int u = sorted[i];
                route.set(u, shared);
                // across is to the right of the way (fy, -fx); along is the way itself
                long px = x + (slot[i][0] * -fy + slot[i][1] * fx) / 1000, py = y + (slot[i][0] * fx + slot[i][1] * fy) / 1000;
                int tx = (int) Math.max(0, Math.min(max, px)), ty = (int) Math.max(0, Math.min(max, py));
                e.setOrder(u, order, 0, tx, ty);
                speedCap.set(u, slowest);
                goToPoint(u, tx, ty, 0);
            }
        }

        /**
         * One plan for a group going far together: from its first member to the destination. Its
         * members (and each of them again after a fight on the way) join it at the nearest of its
         * turning points they can walk straight to, instead of planning alone. Returns the route's
         * number (from 1), or 0 when there is no plan.
         */
        private int route(int leader, int x, int y) {
            TypeDef d = rules.type(e.type(leader));
            goal.setArea(x / Grid.TILE, y / Grid.TILE, 1, 1, 2000);
            int start = grid.tileAt(e.x(leader), e.y(leader));
            if (views.planner(e.owner(leader)).plan(start, goal, Math.max(1, d.movement()), buffer) != PathPlanner.REACHED || buffer.size() < 2) return 0;
            // the routes of a match are few and short-lived: drop those nobody follows before adding
            if (routes.size() >= 64) pruneRoutes();
            routes.add(buffer.toArray());
            routeMask.add(Math.max(1, d.movement()));
            return routes.size();
        }

        private void pruneRoutes() {
            boolean[] used = new boolean[routes.size() + 1];
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) used[Math.min(used.length - 1, route.get(units.get(k)))] = true;
            for (int r = 1; r <= routes.size(); r++) if (!used[r]) routes.set(r - 1, null);
            // a route's number stays its place; only its array is let go
        }

        /** A unit with a route takes it from the nearest turning point it can walk straight to. */
        private boolean joinRoute(int u, int start, int mask) {
            int r = route.get(u);
            if (r <= 0 || r > routes.size() || routes.get(r - 1) == null || routeMask.get(r - 1) != mask) return false;
            int[] rt = routes.get(r - 1);
            int end = rt[rt.length - 1];
            if (!goal.contains(grid.tileX(end), grid.tileY(end)) && goal.distanceSq(grid.tileX(end), grid.tileY(end)) > 9L * 1_000_000) return false;
            PathPlanner planner = views.planner(e.owner(u));
            int best = -1;
            long bestD = Long.MAX_VALUE;
            int sx = grid.tileX(start), sy = grid.tileY(start);
            for (int i = 0; i < rt.length; i++) {
                long dx = grid.tileX(rt[i]) - sx, dy = grid.tileY(rt[i]) - sy;
                long d2 = dx * dx + dy * dy;
                if (d2 < bestD) {
                    bestD = d2;
                    best = i;
                }
            }
            // the next point on, when the nearest is already passed
            if (best + 1 < rt.length && planner.straight(start, rt[best + 1], mask, 64)) best++;
            if (best < 0 || !planner.straight(start, rt[best], mask, 64)) return false;
            int n = rt.length - best + 1;
            int[] p = u < paths.length ? paths[u] : null;
            if (p == null || p.length < n) {
                if (u >= paths.length) paths = java.util.Arrays.copyOf(paths, Math.max(u + 1, paths.length * 2));
                p = new int[Math.max(8, Integer.highestOneBit(n) * 2)];
                paths[u] = p;
            }
            System.arraycopy(rt, best, p, 0, rt.length - best);
            p[n - 1] = grid.tileAt(gx.get(u), gy.get(u));
            pathLength.set(u, n);
            planLength.set(u, 0);
            planStart.set(u, start);
            partial.set(u, 0);
            // joined at the tile it stands in: on from there, not back to that tile's centre first
            waypoint.set(u, p[0] == start && n > 1 ? 1 : 0);
            return true;
        }

        /** The tile of the point the walker walks to next, -1 when on its last stretch or with no path. */
        private int nextPoint(int u) {
            int[] p = u < paths.length ? paths[u] : null;
            int w = waypoint.get(u);
            return p != null && w < pathLength.get(u) ? p[w] : -1;
        }

        private Result setFormation(org.openaok.sim.api.command.Formation c) {
            int f = Formation.parse(c.formation());
            if (f < 0) return Result.refused(c, Refusal.UNKNOWN, "a formation is line, box, staggered or flank, not " + c.formation());
            int given = 0;
            for (int u : c.units()) {
                if (!e.alive(u) || e.owner(u) != c.player()) continue;
                formation.set(u, f);
                given++;
            }
            return given == 0 ? Result.refused(c, Refusal.NOT_YOURS, "none of the units is yours") : Result.ok(c);
        }

        private Result stopCommand(Stop c) {
            int given = 0;
            for (int u : c.units()) {
                if (!e.alive(u) || e.owner(u) != c.player() || !e.isListedUnit(u)) continue;
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                stop(u);
                given++;
            }
            if (given == 0) return Result.refused(c, Refusal.NOT_YOURS, "none of the units is yours");
            return Result.ok(c);
        }

        // ---- Movement

        @Override
        public void goToPoint(int u, int x, int y, int r) {
            kind.set(u, POINT);
            gx.set(u, Math.max(0, Math.min(grid.size() * Grid.TILE - 1, x)));
            gy.set(u, Math.max(0, Math.min(grid.size() * Grid.TILE - 1, y)));
            thing.set(u, 0);
            begin(u, r);
        }

        @Override
        public void goToThing(int u, int t, int r) {
            if (!e.valid(t)) {
                status.set(u, FAILED);
                return;
            }
            kind.set(u, THING);
            speedCap.set(u, 0);
            thing.set(u, t);
            gx.set(u, e.x(t));
            gy.set(u, e.y(t));
            begin(u, r);
        }

        private void begin(int u, int r) {
            range.set(u, r);
            detourX.set(u, 0);
            blocked.set(u, 0);
            progress(u);
            pathLength.set(u, 0);
            waypoint.set(u, 0);
            partial.set(u, 0);
            if (inRange(u)) {
                // there already: a walk ends as any other does, its order too (a transport sent to the shore it stood at kept
                // its move order for good, and whoever waits for it to be idle waited for ever)
                arrive(u, ARRIVED);
                return;
            }
            status.set(u, MOVING);
            request(u);
        }

        private void request(int u) {
            if (queued.get(u) != 0) return;
            queued.set(u, 1);
            requests.add(u);
        }

        @Override
        public void stop(int u) {
            speedCap.set(u, 0);
            status.set(u, IDLE);
            pathLength.set(u, 0);
            kind.set(u, 0);
        }

        private void clear(int u) {
            stop(u);
            thing.set(u, 0);
            planLength.set(u, 0);
        }

        @Override public int status(int u) { return status.get(u); }

        @Override
        public int[] destination(int u) {
            if (status.get(u) != MOVING) return new int[] {e.x(u), e.y(u)};
            return new int[] {gx.get(u), gy.get(u)};
        }

        @Override
        public int distanceTo(int u, int t) { return Footprint.distance(rules, e, t, e.x(u), e.y(u)); }

        private boolean inRange(int u) {
            if (kind.get(u) == THING) {
                int t = thing.get(u);
                return e.valid(t) && distance(t, e.x(u), e.y(u)) <= range.get(u);
            }
            long r = range.get(u);
            return IntMath.distanceSq(e.x(u), e.y(u), gx.get(u), gy.get(u)) <= Math.max(r * r, (long) Steering.THERE * Steering.THERE);
        }

        /** {@link Footprint#distance}, with the type's numbers from arrays: every walker asks it every tick. */
        private int distance(int t, int px, int py) {
            int type = e.type(t);
            if (footprintUnit[type]) return Math.max(0, IntMath.distance(px, py, e.x(t), e.y(t)) - footprintRadius[type]);
            int dx = Math.max(0, Math.abs(px - e.x(t)) - halfWidth[type]);
            int dy = Math.max(0, Math.abs(py - e.y(t)) - halfHeight[type]);
            return (int) IntMath.isqrt((long) dx * dx + (long) dy * dy);
        }

        // ---- the tick

        @Override
        public void tick() {
            views.refresh();
            plan();
            IntList units = e.units();
            int phase = m.tick() & (SEPARATE_EVERY - 1);
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (status.get(u) != MOVING) {
                    // standing units that overlap come apart, each every few ticks (in the units' order)
                    if ((u & (SEPARATE_EVERY - 1)) == phase && moves[e.type(u)] && e.state(u) == Entities.ALIVE) steering.separate(u);
                    continue;
                }
                if (e.state(u) != Entities.ALIVE) {
                    clear(u);
                    continue;
                }
                walk(u);
            }
        }

        /** The oldest requests first, a bounded number a tick. */
        private void plan() {
            int done = 0, k = 0;
            for (; k < requests.size() && done < PLANS_PER_TICK; k++) {
                int u = requests.get(k);
                queued.set(u, 0);
                if (status.get(u) != MOVING || e.state(u) != Entities.ALIVE) continue;
                planFor(u);
                done++;
            }
            // keep the rest, in order
            int left = requests.size() - k;
            for (int i = 0; i < left; i++) requests.set(i, requests.get(k + i));
            requests.truncate(left);
        }

        private void planFor(int u) {
            // a new way: its first point is measured from here (see stalled); but see joinRoute
            int kept = nearest.get(u), before = nextPoint(u);
            nearest.set(u, 0);
            TypeDef d = rules.type(e.type(u));
            int mask = Math.max(1, d.movement());
            PathPlanner planner = views.planner(e.owner(u));
            if (kind.get(u) == THING) {
                int t = thing.get(u);
                if (!e.valid(t)) {
                    arrive(u, FAILED);
                    return;
                }
                TypeDef td = rules.type(e.type(t));
                int r = range.get(u);
                // a unit close by in plain sight is chased straight, with no plan (a fight's pursuits)
                int start = grid.tileAt(e.x(u), e.y(u)), end = grid.tileAt(e.x(t), e.y(t));
                if (td.isUnit() && IntMath.distanceSq(e.x(u), e.y(u), e.x(t), e.y(t)) < (long) STRAIGHT * STRAIGHT
                        && planner.straight(start, end, mask, 4 * STRAIGHT / Grid.TILE)) {
                    gx.set(u, e.x(t));
                    gy.set(u, e.y(t));
                    planX.set(u, e.x(t));
                    planY.set(u, e.y(t));
                    pathLength.set(u, 0);
                    planLength.set(u, 0);
                    partial.set(u, 0);
                    waypoint.set(u, 0);
                    return;
                }
                if (td.isUnit()) {
                    goal.setArea(e.x(t) / Grid.TILE, e.y(t) / Grid.TILE, 1, 1, r + td.radius() + 500);
                } else {
                    // the tiles round a footprint qualify when their centres are near its edge
                    goal.setArea(Footprint.tileX(rules, e, t), Footprint.tileY(rules, e, t), td.width(), td.height(),
                            r == 0 ? 0 : Math.max(r, 750));
                }
                gx.set(u, e.x(t));
                gy.set(u, e.y(t));
            } else {
                goal.setArea(gx.get(u) / Grid.TILE, gy.get(u) / Grid.TILE, 1, 1, range.get(u));
            }
            planX.set(u, gx.get(u));
            planY.set(u, gy.get(u));
            int start = grid.tileAt(e.x(u), e.y(u));
            if (reverseLast(u, start)) return;
            if (kind.get(u) == POINT && joinRoute(u, start, mask)) {
                // joined on to the point it was walking to: no new way, its nearest stands (a knight held on its group's
                // route, planning every 4 s, had its stall start again each time and walked for good)
                if (nextPoint(u) == before) nearest.set(u, kept);
                return;
            }
            int result = planner.plan(start, goal, mask, buffer);
            if (result == PathPlanner.NONE) {
                // no way there: a walk ends as it would on arriving (its order too), not left standing as a walk
                arrive(u, inRange(u) ? ARRIVED : FAILED);
                return;
            }
            partial.set(u, result == PathPlanner.PARTIAL ? 1 : 0);
            int n = buffer.size();
            int[] p = paths.length > u ? paths[u] : null;
            if (p == null || p.length < n) {
                if (u >= paths.length) paths = java.util.Arrays.copyOf(paths, Math.max(u + 1, paths.length * 2));
                p = new int[Math.max(8, Integer.highestOneBit(Math.max(1, n)) * 2)];
                paths[u] = p;
            }
            for (int i = 0; i < n; i++) p[i] = buffer.get(i);
            pathLength.set(u, n);
            planLength.set(u, result == PathPlanner.REACHED ? n : 0);
            planStart.set(u, start);
            waypoint.set(u, 0);
        }

        /**
         * A gatherer going back the way it came (to the drop site and back to its tree): its last
         * path reversed, when it stands at that path's end and the goal holds where the path began.
         */
        private boolean reverseLast(int u, int start) {
            int n = planLength.get(u), from = planStart.get(u);
            int[] p = u < paths.length ? paths[u] : null;
            if (n == 0 || p == null || from < 0 || start < 0) return false;
            int end = p[n - 1];
            if (Math.abs(grid.tileX(end) - grid.tileX(start)) > 1 || Math.abs(grid.tileY(end) - grid.tileY(start)) > 1) return false;
            if (!goal.contains(grid.tileX(from), grid.tileY(from))) return false;
            if (views.hasView(e.owner(u)) && !stillOpen(u, p, n, start, from)) return false;
            for (int i = 0, j = n - 2; i < j; i++, j--) {
                int t = p[i];
                p[i] = p[j];
                p[j] = t;
            }
            p[n - 1] = from;
            pathLength.set(u, n);
            planStart.set(u, start);
            waypoint.set(u, 0);
            partial.set(u, 0);
            return true;
        }

        /**
         * Whether the way back is still open to the walker: each stretch of the reversed path in
         * plain sight on its player's ground. Asked only of a player some gate is shut to, since a
         * gate locked behind a walker shuts the way it came (a villager sent back through its own
         * gate just locked walked to it and stood); for anyone else a building put across the way
         * is met by planning again when blocked.
         */
        private boolean stillOpen(int u, int[] p, int n, int start, int from) {
            PathPlanner planner = views.planner(e.owner(u));
            int mask = Math.max(1, rules.type(e.type(u)).movement()), far = 2 * grid.size();
            int at = start;
            for (int i = n - 2; i >= -1; i--) {
                int next = i >= 0 ? p[i] : from;
                if (!planner.straight(at, next, mask, far)) return false;
                at = next;
            }
            return true;
        }

        private void walk(int u) {
            if (queued.get(u) != 0) return; // waiting for its path
            if (inRange(u)) {
                arrive(u, ARRIVED);
                return;
            }
            if (kind.get(u) == THING) {
                int t = thing.get(u);
                if (!e.valid(t) || e.state(t) == Entities.DEAD) {
                    arrive(u, FAILED);
                    return;
                }
                // a target that walks away gets a new path
                if (IntMath.distanceSq(e.x(t), e.y(t), planX.get(u), planY.get(u)) > (long) FOLLOW_SLACK * FOLLOW_SLACK) {
                    progress(u);
                    request(u);
                    return;
                }
            }
            int[] p = u < paths.length ? paths[u] : null;
            int w = waypoint.get(u), n = pathLength.get(u);
            int tx, ty;
            if (p == null || w >= n) {
                // the path is walked: the last stretch goes straight to the point itself
                if (kind.get(u) == POINT && partial.get(u) == 0) {
                    tx = gx.get(u);
                    ty = gy.get(u);
                } else if (kind.get(u) == THING && partial.get(u) == 0) {
                    tx = e.x(thing.get(u));
                    ty = e.y(thing.get(u));
                } else {
                    arrive(u, FAILED);
                    return;
                }
            } else {
                tx = Grid.centre(grid.tileX(p[w]));
                ty = Grid.centre(grid.tileY(p[w]));
            }
            if (stalled(u, tx, ty)) {
                arrive(u, kind.get(u) == POINT && IntMath.distanceSq(e.x(u), e.y(u), gx.get(u), gy.get(u)) <= (long) NEAR_ENOUGH * NEAR_ENOUGH || inRange(u) ? ARRIVED : FAILED);
                return;
            }
            int own = m.player(e.owner(u)).stats(e.type(u)).speed(), cap = speedCap.get(u);
            int speed = (cap > 0 ? Math.min(own, cap) : own) * m.tickMs() / 1000;
            boolean detour = detourX.get(u) != 0;
            // held long enough by a crowd, a worker squeezes past its player's workers and units with no order for a while
            int sq = squeeze.get(u);
            if (sq > 0) squeeze.set(u, sq - 1);
            boolean squeezing = sq > 0;
            // hemmed in by units for as long as a new path would take: its own workers in the way step aside
            boolean hemmed = blocked.get(u) >= REPLAN_UNITS_TICKS;
            int moved = detour ? steering.step(u, detourX.get(u), detourY.get(u), speed, false, squeezing, hemmed)
                    : steering.step(u, tx, ty, speed, w >= n, squeezing, hemmed);
            if (moved == Steering.REACHED_POINT) {
                if (detour) detourX.set(u, 0);
                else if (p != null && w < n) {
                    waypoint.set(u, w + 1);
                    progress(u);
                }
                blocked.set(u, 0);
            } else if (moved == Steering.MOVED) {
                blocked.set(u, 0);
            } else {
                int b = blocked.get(u) + 1;
                blocked.set(u, b);
                if (moved == Steering.BLOCKED_UNIT && b == SQUEEZE_TICKS) squeeze.set(u, SQUEEZE_TICKS);
                if (detour) detourX.set(u, 0);
                if (w >= n && moved == Steering.BLOCKED_UNIT && kind.get(u) == POINT && taken(u, steering.heldBy())) {
                    // the point itself is taken by one who stands there: beside it is there
                    arrive(u, ARRIVED);
                } else if (w >= n && moved == Steering.BLOCKED_STATIC) {
                    arrive(u, inRange(u) ? ARRIVED : FAILED);
                } else if (moved == Steering.BLOCKED_STATIC && (b == REPLAN_TICKS || b == REPLAN_TICKS * 3)) {
                    request(u);
                } else if (moved == Steering.BLOCKED_UNIT && b % DETOUR_TICKS == 0 && b < REPLAN_UNITS_TICKS) {
                    // a crowd in the way: round it to the right, then on along the path
                    int[] side = steering.aside(u, tx, ty);
                    if (side != null) {
                        detourX.set(u, Math.max(1, side[0]));
                        detourY.set(u, side[1]);
                    }
                } else if (b == REPLAN_UNITS_TICKS) {
                    request(u);
                } else if (b >= GIVE_UP_TICKS) {
                    arrive(u, inRange(u) ? ARRIVED : FAILED);
                }
            }
        }

        /** The walker made progress (reached a point of its path, or was sent afresh): its nearest is measured anew. */
        private void progress(int u) {
            nearest.set(u, 0);
            stalled.set(u, 0);
        }

        /**
         * Whether the walker has come no nearer (tx, ty) for {@link #STALL_MS}. A new plan's first
         * point is measured from where the walker stands then, without counting as progress: a
         * walker that plans again and again and gets nowhere stops too.
         */
        private boolean stalled(int u, int tx, int ty) {
            int d = IntMath.distance(e.x(u), e.y(u), tx, ty) + 1, best = nearest.get(u);
            if (best == 0 || d < best) {
                if (best != 0) stalled.set(u, 0);
                nearest.set(u, d);
                return false;
            }
            int ticks = stalled.get(u) + 1;
            stalled.set(u, ticks);
            return ticks * m.tickMs() >= STALL_MS;
        }

        /** Whether a standing unit holds the walker's point: the walker could not stand there without pressing into it. */
        private boolean taken(int u, int by) {
            if (by == 0 || status.get(by) == MOVING) return false;
            long min = footprintRadius[e.type(u)] + footprintRadius[e.type(by)] + 100;
            return IntMath.distanceSq(e.x(by), e.y(by), gx.get(u), gy.get(u)) < min * min
                    && IntMath.distanceSq(e.x(u), e.y(u), gx.get(u), gy.get(u)) < 4 * min * min;
        }

        private void arrive(int u, int st) {
            speedCap.set(u, 0);
            status.set(u, st);
            pathLength.set(u, 0);
            if (e.order(u) == OrderKind.MOVE) {
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                route.set(u, 0);
            }
        }

        @Override
        public void hash(StateHash h) {
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                int s = status.get(u);
                if (s != MOVING) {
                    h.add(s);
                    continue;
                }
                h.add(s + route.get(u) * 0x2545F4914F6CDD1DL + detourX.get(u) * 0x589965CC75374CC3L + detourY.get(u) * 0x1D8E4E27C47D124FL + gx.get(u) * 0x9E3779B97F4A7C15L
                        + gy.get(u) * 0xC2B2AE3D27D4EB4FL + waypoint.get(u) * 0x165667B19E3779F9L
                        + pathLength.get(u) * 0xD6E8FEB86659FD93L + blocked.get(u) * 0xFF51AFD7ED558CCDL + queued.get(u) * 0xC4CEB9FE1A85EC53L
                        + squeeze.get(u) * 0x94D049BB133111EBL + stalled.get(u) * 0x2127599BF4325C37L);
            }
            h.add(requests.size());
        }
    }
}
