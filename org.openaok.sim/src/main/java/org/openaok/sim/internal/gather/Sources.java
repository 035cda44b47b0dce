package org.openaok.sim.internal.gather;

import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.internal.Column;
import org.openaok.sim.internal.Footprint;
import org.openaok.sim.internal.IntMath;

/**
 * What a gatherer may work at, and the next source like the one it used up: the nearest within
 * {@link #LOOK} tiles on ground its player has explored, that it can reach from an open side; a
 * tree or mine counts {@link #CROWD} further for every gatherer already on it, so the woodcutters
 * of a felled tree spread over the forest's edge rather than all pressing round the next one.
 */
final class Sources {
    /** How far a gatherer looks for the next source like the one used up, in tiles. */
    static final int LOOK = 8;
    /** What each gatherer already on a tree or mine adds to its distance, thousandths of a tile. */
    static final int CROWD = 1500;

    private final MatchContext m;
    private final Rules rules;
    private final Entities e;
    private final Grid grid;
    private final GatherTasks tasks;
    private final Farms farms;
    private Column workers;

    Sources(MatchContext m, GatherTasks tasks, Farms farms) {
        this.m = m;
        this.rules = m.rules();
        this.e = m.entities();
        this.grid = m.grid();
        this.tasks = tasks;
        this.farms = farms;
    }

    /** Whether the thing still gives to the unit: an animal alive that is Gaia's or its own, anything else not empty. */
    boolean usable(int u, int target) {
        if (!e.present(target)) return false;
        if (e.state(target) == Entities.ALIVE && rules.type(e.type(target)).isUnit()) {
            int owner = e.owner(target);
            return owner == 0 || owner == e.owner(u);
        }
        return e.amount(target) > 0;
    }

    /**
     * The nearest source for task {@code k} round a point, other than the one the unit failed to
     * reach, a tree or mine counted further by the gatherers on it; 0 if none.
     */
    int nearest(int u, int k, int cx, int cy, Column failed, Column workers) {
        this.workers = workers;
        int owner = e.owner(u);
        int tx = cx / Grid.TILE, ty = cy / Grid.TILE;
        int best = 0;
        long bestD = Long.MAX_VALUE;
        int avoid = failed.get(u);
        for (int dy = -LOOK; dy <= LOOK; dy++) {
            for (int dx = -LOOK; dx <= LOOK; dx++) {
                int x = tx + dx, y = ty + dy;
                if (!grid.inside(x, y)) continue;
                int t = grid.tile(x, y);
                if (!m.sight().explored(owner, t)) continue;
                int cand = grid.blocker(t);
                if (cand != 0) best = better(u, k, cand, cx, cy, best, bestD, avoid);
                if (best == cand && cand != 0) bestD = cost(cand, cx, cy);
                for (int o = grid.firstInCell(t); o != 0; o = grid.nextInCell(o)) {
                    int nb = better(u, k, o, cx, cy, best, bestD, avoid);
                    if (nb != best) {
                        best = nb;
                        bestD = cost(nb, cx, cy);
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
            if (Math.abs(e.x(o) - cx) > LOOK * Grid.TILE || Math.abs(e.y(o) - cy) > LOOK * Grid.TILE) continue;
            int nb = better(u, k, o, cx, cy, best, bestD, avoid);
            if (nb != best) {
                best = nb;
                bestD = cost(nb, cx, cy);
            }
        }
        return best;
    }

    private int better(int u, int k, int cand, int cx, int cy, int best, long bestD, int avoid) {
        if (cand == best || cand == avoid || !usable(u, cand) || !e.present(cand) || tasks.of(e.type(u), e.type(cand)) != k) return best;
        if (farms.single(cand) && (e.owner(cand) != e.owner(u) || farms.workerOf(cand, u) != 0 || e.state(cand) != Entities.ALIVE)) return best;
        TypeDef t = rules.type(e.type(cand));
        // ordinary gatherers leave live boars and the like to hunting parties
        if (t.isUnit() && e.state(cand) == Entities.ALIVE && t.unitClass().equals("animal-boar")) return best;
        // a tree inside a forest cannot be reached until its neighbours fall
        if (t.blocks() && !open(cand, rules.type(e.type(u)).movement())) return best;
        long d = cost(cand, cx, cy);
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

    /** The distance from the point, thousandths of a tile, and the crowding on a tree or mine. */
    private long cost(int id, int cx, int cy) {
        long dx = e.x(id) - cx, dy = e.y(id) - cy;
        long d = IntMath.isqrt(dx * dx + dy * dy);
        return rules.type(e.type(id)).blocks() ? d + (long) CROWD * workers.get(id) : d;
    }
}
