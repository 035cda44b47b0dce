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
 * the other (45 then 90 degrees, the side chosen by the unit's id so neighbours part rather than
 * mirror each other); an idle unit of the same player in the way is asked to step aside. A step
 * never ends inside ground the unit cannot cross or closer into another unit than it was.
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
    private int blocker;

    Steering(MatchContext m) {
        this.m = m;
        this.rules = m.rules();
        this.e = m.entities();
        this.grid = m.grid();
        int r = 0;
        for (TypeDef d : rules.types()) if (d.isUnit()) r = Math.max(r, d.radius());
        this.maxRadius = r;
    }

    int step(int u, int tx, int ty, int speed, boolean last) {
        int x = e.x(u), y = e.y(u);
        long dx = tx - x, dy = ty - y;
        long dist = IntMath.isqrt(dx * dx + dy * dy);
        if (speed <= 0) return BLOCKED_STATIC;
        if (dist <= speed) {
            int r = tryMove(u, tx, ty);
            if (r == MOVED) return REACHED_POINT;
            if (dist <= 50) return REACHED_POINT; // close enough to count as there
        }
        long sx = dx * speed / Math.max(1, dist), sy = dy * speed / Math.max(1, dist);
        int r = tryMove(u, (int) (x + sx), (int) (y + sy));
        if (r == MOVED) return MOVED;
        int first = blocker;
        if (r == BLOCKED_UNIT && first != 0) nudge(u, first, sx, sy);
        // to one side or the other, the side fixed by the id so two units do not mirror each other
        int flip = (u & 1) == 0 ? 0 : 1;
        for (int k = 0; k < TURNS.length; k++) {
            int[] t = TURNS[k ^ flip];
            long rx = (sx * t[0] - sy * t[1]) / 1024, ry = (sx * t[1] + sy * t[0]) / 1024;
            if (tryMove(u, (int) (x + rx), (int) (y + ry)) == MOVED) return MOVED;
        }
        return r;
    }

    private int tryMove(int u, int nx, int ny) {
        blocker = 0;
        int t = grid.tileAt(nx, ny);
        if (t < 0) return BLOCKED_STATIC;
        TypeDef d = rules.type(e.type(u));
        int mask = Math.max(1, d.movement());
        if (!grid.passable(t, mask)) return BLOCKED_STATIC;
        int o = closerInto(u, d, nx, ny);
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

    /** A unit the step would press further into, or 0. Moving apart from an overlap is allowed. */
    private int closerInto(int u, TypeDef d, int nx, int ny) {
        // only the tiles a neighbour's centre could lie in: within the two radii of the new point
        int reach = d.radius() + maxRadius;
        int x0 = Math.max(0, (nx - reach) / Grid.TILE), x1 = Math.min(grid.size() - 1, (nx + reach) / Grid.TILE);
        int y0 = Math.max(0, (ny - reach) / Grid.TILE), y1 = Math.min(grid.size() - 1, (ny + reach) / Grid.TILE);
        int ux = e.x(u), uy = e.y(u);
        for (int cy = y0; cy <= y1; cy++) {
            for (int cx = x0; cx <= x1; cx++) {
                for (int o = grid.firstInCell(grid.tile(cx, cy)); o != 0; o = grid.nextInCell(o)) {
                    if (o == u || e.state(o) != Entities.ALIVE) continue;
                    TypeDef od = rules.type(e.type(o));
                    if ((Math.max(1, od.movement()) & Math.max(1, d.movement())) == 0) continue;
                    long min = d.radius() + od.radius();
                    long after = IntMath.distanceSq(nx, ny, e.x(o), e.y(o));
                    if (after >= min * min) continue;
                    long before = IntMath.distanceSq(ux, uy, e.x(o), e.y(o));
                    if (after < before) return o;
                }
            }
        }
        return 0;
    }

    /** An idle unit of the same player in the way steps aside, across the walker's path. */
    private void nudge(int u, int o, long sx, long sy) {
        if (e.owner(o) != e.owner(u) || e.order(o) != OrderKind.IDLE) return;
        Movement move = m.require(Movement.class);
        if (move.status(o) == Movement.MOVING) return;
        long len = Math.max(1, IntMath.isqrt(sx * sx + sy * sy));
        int side = (o & 1) == 0 ? 1 : -1;
        int px = (int) (e.x(o) - sy * 700 / len * side), py = (int) (e.y(o) + sx * 700 / len * side);
        move.goToPoint(o, Math.max(0, px), Math.max(0, py), 0);
    }
}
