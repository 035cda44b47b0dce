package org.openaok.sim.internal.move;

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
 * that a worker a crowd has held for a while squeezes past the player's other workers (villagers
 * at a mine going to and from its camp would otherwise hold one another for good).
 */
final class Steering {
    static final int MOVED = 0, REACHED_POINT = 1, BLOCKED_UNIT = 2, BLOCKED_STATIC = 3;

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
        gate = new boolean[n];
        int r = 0;
        for (TypeDef d : rules.types()) {
            radius[d.index()] = d.radius();
            mask[d.index()] = Math.max(1, d.movement());
            gate[d.index()] = d.has("gate");
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
     * other workers. A walker {@code hemmed} in (blocked by units for long) has its own player's
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
        int x = e.x(u), y = e.y(u);
        long dx = tx - x, dy = ty - y;
        long dist = IntMath.isqrt(dx * dx + dy * dy);
        if (speed <= 0) return BLOCKED_STATIC;
        if (dist <= speed) {
            int r = tryMove(u, tx, ty);
            if (r == MOVED) return REACHED_POINT;
            if (dist <= 50) return REACHED_POINT; // close enough to count as there
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
        if (r == BLOCKED_UNIT && ((m.tick() + u) & 1) == 0) return r;
        // keep right: every unit turns the same way first, so two that meet head on pass each other
        for (int k = 0; k < TURNS.length; k++) {
            int[] t = TURNS[k];
            long rx = (sx * t[0] - sy * t[1]) / 1024, ry = (sx * t[1] + sy * t[0]) / 1024;
            if (tryMove(u, (int) (x + rx), (int) (y + ry)) == MOVED) return MOVED;
        }
        return r;
    }

    private int tryMove(int u, int nx, int ny) {
        blocker = 0;
        int t = grid.tileAt(nx, ny);
        if (t < 0) return BLOCKED_STATIC;
        int type = e.type(u);
        if (!grid.passable(t, mask[type])) return BLOCKED_STATIC;
        int site = grid.site(t);
        if (site != 0 && gate[e.type(site)] && !opensFor(site, e.owner(u))) return BLOCKED_STATIC;
        int o = closerInto(u, type, nx, ny);
        if (o != 0) {
            blocker = o;
            return BLOCKED_UNIT;
        }
        int ox = e.x(u), oy = e.y(u);
        e.setPosition(u, nx, ny);
        grid.place(u, nx, ny);
        e.setAngle(u, Facing.of(nx - ox, ny - oy));
        return MOVED;
    }

    /** A gate lets its owner and allies through, once it stands and unless locked; to anyone else it is a wall. */
    private boolean opensFor(int gateId, int player) {
        int owner = e.owner(gateId);
        if (e.state(gateId) != Entities.ALIVE || (e.flags(gateId) & Entities.LOCKED) != 0) return false;
        return owner == player || (player != 0 && m.player(owner).stance(player) == org.openaok.sim.api.state.Stance.ALLY
                && m.player(player).stance(owner) == org.openaok.sim.api.state.Stance.ALLY);
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
                    if (squeezing && e.owner(o) == e.owner(u) && working(o)) continue;
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

    /** A unit about the economy's work: gathering, carrying a load home, building, repairing. */
    private boolean working(int u) {
        byte o = e.order(u);
        return o == OrderKind.GATHER || o == OrderKind.DROP || o == OrderKind.BUILD || o == OrderKind.REPAIR;
    }

    /** An idle unit of the same player in the way steps aside, across the walker's path; a working one too for a hemmed walker. */
    private void nudge(int u, int o, long sx, long sy) {
        if (e.owner(o) != e.owner(u) || e.order(o) != OrderKind.IDLE && !hemmed) return;
        Movement move = m.require(Movement.class);
        if (move.status(o) == Movement.MOVING) return;
        long len = Math.max(1, IntMath.isqrt(sx * sx + sy * sy));
        int side = (o & 1) == 0 ? 1 : -1;
        int px = (int) (e.x(o) - sy * 700 / len * side), py = (int) (e.y(o) + sx * 700 / len * side);
        move.goToPoint(o, Math.max(0, px), Math.max(0, py), 0);
    }
}
