package org.openaok.sim.internal.move;

import java.util.Arrays;

import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.internal.TypeFlags;
import org.openaok.sim.internal.path.PathBudget;
import org.openaok.sim.internal.path.PathPlanner;

/**
 * The ground as each player may walk it. A gate's tiles are open ground to the grid, since its
 * owner and allies walk through; to everyone else ({@link GateRule}) the steering treats them as
 * wall. A planner that saw them open sent an enemy's villagers to a gate they then stood at for
 * the rest of the match, walled in though their own town lay round the end of the wall.
 *
 * <p>So a player to whom some gate is shut gets a view of its own: a copy of the grid's
 * passability with those gates' tiles closed, and a planner over it. A player with no gate shut
 * to it plans on the shared ground. Views are made when first needed and kept up to date from
 * the grid's changes and, once a tick, from the gates' states (built, locked, destroyed, a stance
 * changed), so the same match makes the same views at the same ticks.
 */
final class GateViews implements Grid.PassListener {
    /** Players 0 (Gaia) to 8. */
    private static final int SEATS = 9;

    private final MatchContext m;
    private final Entities e;
    private final Grid grid;
    private final boolean[] gate;
    private final boolean anyGate;
    private final PathPlanner shared;
    private final PathPlanner[] view = new PathPlanner[SEATS];
    private final byte[][] pass = new byte[SEATS][];
    /** Per gate seen (by id): the seats it is shut to (bit p), and its footprint's first tile and size. */
    private int[] shutTo = new int[0], corner = new int[0], extent = new int[0];
    /** The gates seen and still standing, in the order first seen. */
    private final IntList gates = new IntList(16);

    GateViews(MatchContext m) {
        this.m = m;
        this.e = m.entities();
        this.grid = m.grid();
        Rules rules = m.rules();
        this.gate = TypeFlags.trait(rules, "gate");
        boolean any = false;
        for (boolean g : gate) any |= g;
        this.anyGate = any;
        this.shared = new PathPlanner(grid);
        grid.setListener(this);
        m.lifecycle().addListener(new org.openaok.sim.api.system.Lifecycle.Listener() {
            @Override public void removed(int id) { forget(id); }
        });
    }

    /** A gate gone (destroyed, deleted) opens its tiles to everyone again. */
    private void forget(int g) {
        if (g >= extent.length || extent[g] == 0) return;
        int was = shutTo[g];
        shutTo[g] = 0;
        apply(g, was);
        extent[g] = 0;
        gates.remove(g);
    }

    /** The planner for a player's walkers. */
    PathPlanner planner(int player) {
        PathPlanner v = player >= 0 && player < SEATS ? view[player] : null;
        return v != null ? v : shared;
    }

    /** Whether some gate is shut to the player, so that it plans on a view of its own. */
    boolean hasView(int player) { return player >= 0 && player < SEATS && view[player] != null; }

    /** Brings every view up to date with the gates' states; called once a tick, before any plan. */
    void refresh() {
        if (!anyGate) return;
        int need = 0;
        IntList buildings = e.buildings();
        for (int k = 0; k < buildings.size(); k++) {
            int b = buildings.get(k);
            if (!gate[e.type(b)]) continue;
            if (b >= shutTo.length) grow(b);
            if (extent[b] == 0) see(b);
            int mask = shutMask(b);
            need |= mask;
            if (mask != shutTo[b]) {
                int was = shutTo[b];
                shutTo[b] = mask;
                apply(b, was ^ mask);
            }
        }
        for (int p = 0; p < SEATS; p++) if ((need >> p & 1) != 0 && view[p] == null) make(p);
    }

    private void grow(int id) {
        int n = Math.max(id + 1, shutTo.length * 2 + 16);
        shutTo = Arrays.copyOf(shutTo, n);
        corner = Arrays.copyOf(corner, n);
        extent = Arrays.copyOf(extent, n);
    }

    /** Notes a gate's footprint the first time it is seen (its tiles are cleared when it goes). */
    private void see(int g) {
        TypeDef d = m.rules().type(e.type(g));
        int tx = (e.x(g) - d.width() * Grid.TILE / 2) / Grid.TILE, ty = (e.y(g) - d.height() * Grid.TILE / 2) / Grid.TILE;
        corner[g] = grid.tile(Math.max(0, tx), Math.max(0, ty));
        extent[g] = Math.max(1, d.width()) << 16 | Math.max(1, d.height());
        gates.add(g);
    }

    private int shutMask(int g) {
        int mask = 0, seats = Math.min(SEATS - 1, m.players());
        for (int p = 0; p <= seats; p++) if (!GateRule.opensFor(m, g, p)) mask |= 1 << p;
        return mask;
    }

    /** The gate's tiles set again in the views of the seats whose access to it changed. */
    private void apply(int g, int changed) {
        if (changed == 0 || extent[g] == 0) return;
        int x0 = grid.tileX(corner[g]), y0 = grid.tileY(corner[g]), w = extent[g] >>> 16, h = extent[g] & 0xFFFF;
        for (int y = y0; y < Math.min(grid.size(), y0 + h); y++) {
            for (int x = x0; x < Math.min(grid.size(), x0 + w); x++) {
                int t = grid.tile(x, y);
                for (int p = 0; p < SEATS; p++) if ((changed >> p & 1) != 0 && view[p] != null) set(p, t);
            }
        }
    }

    /** A new view for the player: the grid's ground with every gate shut to it closed. */
    private void make(int p) {
        pass[p] = grid.passArray().clone();
        for (int i = 0; i < gates.size(); i++) {
            int g = gates.get(i);
            if ((shutTo[g] >> p & 1) == 0) continue;
            int x0 = grid.tileX(corner[g]), y0 = grid.tileY(corner[g]), w = extent[g] >>> 16, h = extent[g] & 0xFFFF;
            for (int y = y0; y < Math.min(grid.size(), y0 + h); y++)
                for (int x = x0; x < Math.min(grid.size(), x0 + w); x++)
                    if (grid.site(grid.tile(x, y)) == g) pass[p][grid.tile(x, y)] = 0;
        }
        view[p] = new PathPlanner(grid.size(), pass[p], PathBudget.DEFAULT);
    }

    /** The tile as the player's view should have it: closed where a gate shut to it stands, else as the grid has it. */
    private void set(int p, int t) {
        int site = grid.site(t);
        boolean shut = site > 0 && site < shutTo.length && extent[site] != 0 && (shutTo[site] >> p & 1) != 0;
        byte want = shut ? 0 : (byte) grid.pass(t);
        if (pass[p][t] == want) return;
        pass[p][t] = want;
        view[p].tileChanged(t);
    }

    @Override
    public void changed(int tile) {
        shared.tileChanged(tile);
        for (int p = 0; p < SEATS; p++) if (view[p] != null) set(p, tile);
    }
}
