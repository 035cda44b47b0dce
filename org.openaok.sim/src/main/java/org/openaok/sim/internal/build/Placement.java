package org.openaok.sim.internal.build;

import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Siting;

/**
 * Where a building may stand: inside the map, on ground the player has explored, on tiles nothing
 * stands on, on the ground of its kind (dry land; water for a fish trap; water touching land for a
 * Dock), and not over another building.
 */
final class Placement implements Siting {
    private static final int LAND = 1, WATER = 2;

    private final MatchContext m;

    Placement(MatchContext m) { this.m = m; }

    @Override
    public String whyNot(int player, int type, int tx, int ty) {
        TypeDef d = m.rules().type(type);
        Grid g = m.grid();
        if (tx < 0 || ty < 0 || tx + d.width() > g.size() || ty + d.height() > g.size())
            return "the " + d.word() + " (" + d.width() + "x" + d.height() + ") does not fit on the map at " + tx + "," + ty;
        boolean shore = d.placement().equals("shore"), water = d.placement().equals("water");
        for (int y = ty; y < ty + d.height(); y++) {
            for (int x = tx; x < tx + d.width(); x++) {
                int t = g.tile(x, y);
                if (!m.sight().explored(player, t)) return "tile " + x + "," + y + " is unexplored";
                if (g.blocker(t) != 0) return "tile " + x + "," + y + " is taken by a " + m.rules().type(m.entities().type(g.blocker(t))).word();
                int pass = g.terrainPass(t);
                if (shore || water) {
                    if ((pass & WATER) == 0 || (pass & LAND) != 0) return "a " + d.word() + " stands on water; tile " + x + "," + y + " is not";
                } else if (pass != LAND) {
                    return "a " + d.word() + " stands on dry land; tile " + x + "," + y + " is not";
                }
                if (g.site(t) != 0) return "tile " + x + "," + y + " is taken by a " + m.rules().type(m.entities().type(g.site(t))).word();
            }
        }
        if (shore && !touchesLand(tx, ty, d.width(), d.height())) return "a " + d.word() + " must touch the shore";
        return null;
    }

    private boolean touchesLand(int tx, int ty, int w, int h) {
        Grid g = m.grid();
        for (int y = ty - 1; y <= ty + h; y++) {
            for (int x = tx - 1; x <= tx + w; x++) {
                boolean border = x == tx - 1 || y == ty - 1 || x == tx + w || y == ty + h;
                if (border && g.inside(x, y) && (g.terrainPass(g.tile(x, y)) & LAND) != 0) return true;
            }
        }
        return false;
    }
}
