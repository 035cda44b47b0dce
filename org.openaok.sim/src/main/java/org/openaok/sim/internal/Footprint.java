package org.openaok.sim.internal;

import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;

/** Where a thing stands: a unit's circle, a building's or resource's rectangle of tiles. */
public final class Footprint {
    private Footprint() {}

    /** The footprint's lowest tile along x. */
    public static int tileX(Rules rules, Entities e, int id) {
        TypeDef d = rules.type(e.type(id));
        return (e.x(id) - d.width() * Grid.TILE / 2) / Grid.TILE;
    }

    public static int tileY(Rules rules, Entities e, int id) {
        TypeDef d = rules.type(e.type(id));
        return (e.y(id) - d.height() * Grid.TILE / 2) / Grid.TILE;
    }

    /**
     * The distance (thousandths of a tile) from a point to the nearest point of a thing: the edge of
     * a rectangle for buildings and Gaia's things, the edge of the circle for units; 0 inside.
     */
    public static int distance(Rules rules, Entities e, int id, int px, int py) {
        TypeDef d = rules.type(e.type(id));
        if (d.isUnit()) {
            int dist = IntMath.distance(px, py, e.x(id), e.y(id)) - d.radius();
            return Math.max(0, dist);
        }
        int hw = d.width() * Grid.TILE / 2, hh = d.height() * Grid.TILE / 2;
        int dx = Math.max(0, Math.abs(px - e.x(id)) - hw);
        int dy = Math.max(0, Math.abs(py - e.y(id)) - hh);
        return (int) IntMath.isqrt((long) dx * dx + (long) dy * dy);
    }
}
