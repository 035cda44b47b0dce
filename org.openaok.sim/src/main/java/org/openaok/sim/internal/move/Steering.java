package org.openaok.sim.internal.move;

import org.openaok.sim.internal.TypeFlags;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.internal.IntMath;

/**
 * One unit's step toward a point: straight on when the way is clear; else a step to one side or
 * the other (45 then 90 degrees, to the same side first for every unit, so two that meet pass like
 * traffic keeping right); an idle unit of the same player in the way is asked to step aside. A step
 * never ends inside ground the unit cannot cross or closer into another unit than it was, except
 * that a worker a crowd has held for a while squeezes past the player's other workers and its
 * units with no order (villagers at a mine going to and from its camp would otherwise hold one
 * another for good). A step that the
 * ground stops straight ahead and a unit stops along it counts as held by that unit, so the crowd's
 * remedies apply (between a camp and the trees a woodcutter would otherwise wall one in). Standing
 * units that overlap (after a squeeze, or coming out of a building among others) ease apart.
 */
final class Steering {
    static final int MOVED = 0, REACHED_POINT = 1, BLOCKED_UNIT = 2, BLOCKED_STATIC = 3;
    /**
     * Within this (thousandths of a tile) of a point a walker is there: the step calls it reached
     * and the walk calls it arrived. They once differed (50 and 40), and a sheep walked home that
     * stopped between them was reached for the one and not there for the other, for good.
     */
    static final int THERE = 50;

    /** cos and sin of 0, 45 and 90 degrees, in 1/1024. */
    private static final int[][] TURNS = {{724, 724}, {724, -724}, {0, 1024}, {0, -1024}};

    private final MatchContext m;
    private final Rules rules;
    private final Entities e;
    private final Grid grid;
    private final int maxRadius;
    /** Per type, read in the hot loop without going through the rules' records. */
    private final int[] radius, mask;
    private final boolean[] gate;
    private int blocker;
    /** The unit the last step was held by, or 0. */
    private int held;
    /** Whether this step's unit may press past the same player's workers. */
    private boolean squeezing;
    /** Set for one step: the walker is hemmed in (see step). */
    private boolean hemmed;

    Steering(MatchContext m) {
        this.m = m;
        this.rules = m.rules();
        this.e = m.entities();
        this.grid = m.grid();
        int n = rules.types().size();
        radius = new int[n];
        mask = new int[n];
        gate = TypeFlags.trait(rules, "gate");
        int r = 0;
        for (TypeDef d : rules.types()) {
            radius[d.index()] = d.radius();
            mask[d.index()] = Math.max(1, d.movement());
            if (d.isUnit()) r = Math.max(r, d.radius());
        }
        this.maxRadius = r;
    }

    /** A point beside the unit, a tile and a bit to the right of the way to (tx, ty), or null when it cannot stand there. */
    int[] aside(int u, int tx, int ty) {
        int x = e.x(u), y = e.y(u);
        long dx = tx - x, dy = ty - y;
        long len = Math.max(1, IntMath.isqrt(dx * dx + dy * dy));
        int[] t = TURNS[2];
        long rx = (dx * t[0] - dy * t[1]) / 1024, ry = (dx * t[1] + dy * t[0]) / 1024;
        int px = (int) (x + rx * 1200 / len + dx * 400 / len), py = (int) (y + ry * 1200 / len + dy * 400 / len);
        int tile = grid.tileAt(px, py);
        if (tile < 0 || !grid.passable(tile, mask[e.type(u)])) return null;
        return new int[] {px, py};
    }

    int step(int u, int tx, int ty, int speed, boolean last) { return step(u, tx, ty, speed, last, false, false); }

    /**
     * A step toward (tx, ty). With {@code squeeze}, a worker passes through the same player's
     * other workers and its units with no order (a lane between two rows of buildings full of
     * idle skirmishers held villagers going to their farms for good). Soldiers never squeeze: an
     * army would walk through itself. A walker {@code hemmed} in (blocked by units for long) has its own player's
     * standing workers step aside too, not only the idle ones: villagers round a sheep by a Town
     * Center would otherwise wall one in for as long as the sheep lasts.
     */
    int step(int u, int tx, int ty, int speed, boolean last, boolean squeeze, boolean hemmed) {
        this.hemmed = hemmed;
        try {
            return walk(u, tx, ty, speed, last, squeeze);
        } finally {
            this.hemmed = false;
        }
    }

    private int walk(int u, int tx, int ty, int speed, boolean last, boolean squeeze) {
        squeezing = squeeze && working(u);
        held = 0;
        int x = e.x(u), y = e.y(u);
        long dx = tx - x, dy = ty - y;
        long dist = IntMath.isqrt(dx * dx + dy * dy);
        if (speed <= 0) return BLOCKED_STATIC;
        if (dist <= speed) {
            int r = tryMove(u, tx, ty);
            if (r == MOVED) return REACHED_POINT;
            if (dist <= THERE) return REACHED_POINT; // close enough to count as there
        }
        long sx, sy;
        if (dist < 1 << 20 && speed < 1 << 10) {
            // the same quotients in 32 bits (|dx|, |dy| <= dist, so every product is below 2^30): a 64-bit division costs more
            int d = (int) Math.max(1, dist);
            sx = (int) dx * speed / d;
            sy = (int) dy * speed / d;
        } else {
            sx = dx * speed / Math.max(1, dist);
            sy = dy * speed / Math.max(1, dist);
        }
        int r = tryMove(u, (int) (x + sx), (int) (y + sy));
        if (r == MOVED) return MOVED;
        int first = blocker;
        if (r == BLOCKED_UNIT && first != 0) nudge(u, first, sx, sy);
        // in a crowd the way round is looked for every other tick: the crowd moves meanwhile
        if (r == BLOCKED_UNIT && ((m.tick() + u) & 1) == 0) {
            held = first;
            return r;
        }
        // keep right: every unit turns the same way first, so two that meet head on pass each other
        for (int k = 0; k < TURNS.length; k++) {
            int[] t = TURNS[k];
            long rx = (sx * t[0] - sy * t[1]) / 1024, ry = (sx * t[1] + sy * t[0]) / 1024;
            int q = tryMove(u, (int) (x + rx), (int) (y + ry));
            if (q == MOVED) return MOVED;
            if (q == BLOCKED_UNIT && first == 0) {
                // ground ahead and a unit on the way along it (a woodcutter between a camp and the trees): held by a unit,
                // so the crowd's remedies (a nudge, a squeeze, a detour) apply, not a new plan that would find the same way
                first = blocker;
                r = BLOCKED_UNIT;
                if (first != 0) nudge(u, first, sx, sy);
            }
        }
        held = first;
        return r;
    }

    /** The unit that held the last blocked step, or 0 (ground held it). */
    int heldBy() { return held; }

    /** Per tick, at most this far (thousandths of a tile) a standing unit moves off one it overlaps. */
    static final int SEPARATE_STEP = 40;
    /** Eight ways out for two units on the same point, chosen by their ids. */
    private static final int[][] WAYS = {{1000, 0}, {707, 707}, {0, 1000}, {-707, 707}, {-1000, 0}, {-707, -707}, {0, -1000}, {707, -707}};

    /**
     * A standing unit pressed into others (it squeezed past them, came out of a building among
     * them, was walked into a crowd at one tree) moves a little way off the one it overlaps most,
     * where the ground takes it and it presses no one else closer; so a crowd comes apart over a
     * few steps instead of standing on one tile. Returns whether it moved.
     */
    boolean separate(int u) {
        squeezing = false;
        int type = e.type(u);
        int ux = e.x(u), uy = e.y(u);
        long before = pressure(u, type, ux, uy, ux, uy);
        int worst = deepest;
        if (worst == 0) return false;
        long dx = ux - e.x(worst), dy = uy - e.y(worst);
        long len = IntMath.isqrt(dx * dx + dy * dy);
        if (len == 0) {
            // on the very same point: the one with the lower id goes one way, the other the opposite way
            int[] w = WAYS[(Math.min(u, worst) * 5 + Math.max(u, worst)) & 7];
            int sign = u < worst ? 1 : -1;
            dx = (long) w[0] * sign;
            dy = (long) w[1] * sign;
            len = 1000;
        }
        long step = Math.min(SEPARATE_STEP, deepestDepth / 2 + 1);
        long sx = dx * step / len, sy = dy * step / len;
        if (sx == 0 && sy == 0) return false;
        // straight away from it; where trees, water or a wall are behind, along them to one side or the other. A step
        // is taken when it leaves the unit less pressed all told, so a pile comes apart from its edge inward
        return ease(u, type, (int) (ux + sx), (int) (uy + sy), before) || ease(u, type, (int) (ux - sy), (int) (uy + sx), before)
                || ease(u, type, (int) (ux + sy), (int) (uy - sx), before);
    }

    /** The deepest overlap the last {@link #pressure} found: with whom, and how deep. */
    private int deepest;
    private long deepestDepth;

    /**
     * How far the unit at the point is pressed into the units about it, summed (thousandths of a
     * tile); or Long.MAX_VALUE when it would be pressed into one it does not overlap where it
     * stands, at (fx, fy): easing a crowd never presses into someone new.
     */
    private long pressure(int u, int type, int px, int py, int fx, int fy) {
        int r = radius[type], mk = mask[type];
        int reach = r + maxRadius;
        int x0 = Math.max(0, (px - reach) / Grid.TILE), x1 = Math.min(grid.size() - 1, (px + reach) / Grid.TILE);
        int y0 = Math.max(0, (py - reach) / Grid.TILE), y1 = Math.min(grid.size() - 1, (py + reach) / Grid.TILE);
        long sum = 0;
        deepest = 0;
        deepestDepth = 0;
        for (int cy = y0; cy <= y1; cy++) {
            for (int cx = x0; cx <= x1; cx++) {
                for (int o = grid.firstInCell(grid.tile(cx, cy)); o != 0; o = grid.nextInCell(o)) {
                    if (o == u || e.state(o) != Entities.ALIVE) continue;
                    int ot = e.type(o);
                    if ((mask[ot] & mk) == 0) continue;
                    long min = r + radius[ot];
                    long d2 = IntMath.distanceSq(px, py, e.x(o), e.y(o));
                    if (d2 >= min * min) continue;
                    if (IntMath.distanceSq(fx, fy, e.x(o), e.y(o)) >= min * min) return Long.MAX_VALUE;
                    long depth = min - IntMath.isqrt(d2);
                    sum += depth;
                    if (depth > deepestDepth || depth == deepestDepth && o < deepest) {
                        deepestDepth = depth;
                        deepest = o;
                    }
                }
            }
        }
        return sum;
    }

    /** A step to the point, when the ground takes the unit there and it is less pressed there than it was. */
    private boolean ease(int u, int type, int nx, int ny, long before) {
        if (!groundTakes(u, type, nx, ny)) return false;
        if (pressure(u, type, nx, ny, e.x(u), e.y(u)) >= before) return false;
        e.setPosition(u, nx, ny);
        grid.place(u, nx, ny);
        return true;
    }

    /**
     * Whether the ground at the point takes the unit: on the map, ground it crosses, no gate shut
     * to it. A unit standing in a gate that shut round it (an ally's that became an enemy's, one
     * locked with it inside) may walk on in that gate and out: no step out of it was allowed, and
     * a villager stood in an enemy's gate with its order for the rest of the match.
     */
    private boolean groundTakes(int u, int type, int nx, int ny) {
        int t = grid.tileAt(nx, ny);
        if (t < 0 || !grid.passable(t, mask[type])) return false;
        int site = grid.site(t);
        if (site == 0 || !gate[e.type(site)] || GateRule.opensFor(m, site, e.owner(u))) return true;
        int here = grid.tileAt(e.x(u), e.y(u));
        return here >= 0 && grid.site(here) == site;
    }

    private int tryMove(int u, int nx, int ny) { return place(u, nx, ny, true); }

    /** A move to the point when the ground takes it and it presses no one closer; {@code turn} faces the unit the way it went. */
    private int place(int u, int nx, int ny, boolean turn) {
        blocker = 0;
        int type = e.type(u);
        if (!groundTakes(u, type, nx, ny)) return BLOCKED_STATIC;
        int o = closerInto(u, type, nx, ny);
        if (o != 0) {
            blocker = o;
            return BLOCKED_UNIT;
        }
        int ox = e.x(u), oy = e.y(u);
        e.setPosition(u, nx, ny);
        grid.place(u, nx, ny);
        if (turn) e.setAngle(u, Facing.of(nx - ox, ny - oy));
        return MOVED;
    }


    /** A unit the step would press further into, or 0. Moving apart from an overlap is allowed. */
    private int closerInto(int u, int type, int nx, int ny) {
        // only the tiles a neighbour's centre could lie in: within the two radii of the new point
        int r = radius[type], mk = mask[type];
        int reach = r + maxRadius;
        int x0 = Math.max(0, (nx - reach) / Grid.TILE), x1 = Math.min(grid.size() - 1, (nx + reach) / Grid.TILE);
        int y0 = Math.max(0, (ny - reach) / Grid.TILE), y1 = Math.min(grid.size() - 1, (ny + reach) / Grid.TILE);
        int ux = e.x(u), uy = e.y(u);
        for (int cy = y0; cy <= y1; cy++) {
            for (int cx = x0; cx <= x1; cx++) {
                for (int o = grid.firstInCell(grid.tile(cx, cy)); o != 0; o = grid.nextInCell(o)) {
                    if (o == u) continue;
                    if (squeezing && e.owner(o) == e.owner(u) && (working(o) || e.order(o) == OrderKind.IDLE)) continue;
                    int ot = e.type(o);
                    if ((mask[ot] & mk) == 0) continue;
                    long min = r + radius[ot];
                    long dx = e.x(o) - nx, dy = e.y(o) - ny;
                    long after = dx * dx + dy * dy;
                    if (after >= min * min || e.state(o) != Entities.ALIVE) continue;
                    long before = IntMath.distanceSq(ux, uy, e.x(o), e.y(o));
                    if (after < before) return o;
                }
            }
        }
        return 0;
    }

    private Movement movement;

    /** The match's movement, once it is provided (after this is made). */
    private Movement move() {
        if (movement == null) movement = m.require(Movement.class);
        return movement;
    }

    /** A unit about the economy's work: gathering, carrying a load home, building, repairing. */
    private boolean working(int u) {
        byte o = e.order(u);
        return o == OrderKind.GATHER || o == OrderKind.DROP || o == OrderKind.BUILD || o == OrderKind.REPAIR;
    }

    /** An idle unit of the same player (or an idle animal of Gaia's) in the way steps aside, across the walker's path; a working one too for a hemmed walker. */
    private void nudge(int u, int o, long sx, long sy) {
        // Gaia's idle animals step aside too: a villager walking to a house between two grazing deer stood there nine minutes
        boolean grazing = e.owner(o) == 0 && e.order(o) == OrderKind.IDLE;
        if (!grazing && (e.owner(o) != e.owner(u) || e.order(o) != OrderKind.IDLE && !hemmed)) return;
        Movement move = move();
        if (move.status(o) == Movement.MOVING) return;
        long len = Math.max(1, IntMath.isqrt(sx * sx + sy * sy));
        int side = sideOf(o, sx, sy, len);
        int px = (int) (e.x(o) - sy * NUDGE / len * side), py = (int) (e.y(o) + sx * NUDGE / len * side);
        move.goToPoint(o, Math.max(0, px), Math.max(0, py), 0);
    }

    /** How far (thousandths of a tile) a nudged unit steps out of the walker's lane. */
    static final int NUDGE = 700;

    /**
     * The side (1 or -1, across the walker's way) a nudged unit steps to: the one with open
     * ground, halfway and at the end, and the fewer units pressed there; by its id when both are
     * alike. A fixed side stepped it into the trees or a wall as often as not, and it stood in
     * the lane.
     */
    private int sideOf(int o, long sx, long sy, long len) {
        int type = e.type(o), ox = e.x(o), oy = e.y(o);
        long best = Long.MAX_VALUE;
        int byId = (o & 1) == 0 ? 1 : -1, pick = byId;
        for (int side = byId, k = 0; k < 2; k++, side = -side) {
            int px = (int) (ox - sy * NUDGE / len * side), py = (int) (oy + sx * NUDGE / len * side);
            int hx = (int) (ox - sy * NUDGE / 2 / len * side), hy = (int) (oy + sx * NUDGE / 2 / len * side);
            long cost = groundTakes(o, type, px, py) && groundTakes(o, type, hx, hy) ? pressure(o, type, px, py, px, py) : Long.MAX_VALUE;
            if (cost < best) {
                best = cost;
                pick = side;
            }
        }
        return pick;
    }
}
