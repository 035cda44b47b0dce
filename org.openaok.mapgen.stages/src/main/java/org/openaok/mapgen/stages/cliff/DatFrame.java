package org.openaok.mapgen.stages.cliff;

import org.openaok.api.map.MapObject;

/**
 * The original map frame (the dat's axes) against the grid: a quarter turn. A tile (u, v) of the
 * original frame is the grid tile (x = v, y = size - 1 - u); a point works the same way in map
 * units, the grid's y running down the frame's u from the far edge. Cliffs are laid out on the
 * frame's lattice, where their art joins, and each piece is then turned onto the grid.
 */
public record DatFrame(int size) {
    /** The rotation a piece laid in the frame shows on the grid. */
    public static final int TURN = MapObject.FULL_TURN / 4;

    public int gridX(int u, int v) { return v; }

    public int gridY(int u, int v) { return size - 1 - u; }

    public int u(int x, int y) { return size - 1 - y; }

    public int v(int x, int y) { return x; }

    /** A point of the frame (map units) on the grid, x. */
    public int unitsX(int uUnits, int vUnits) { return vUnits; }

    /** A point of the frame (map units) on the grid, y. */
    public int unitsY(int uUnits, int vUnits) { return size * MapObject.UNITS_PER_TILE - uUnits; }

    /** A grid point (map units) in the frame, u. */
    public int unitsU(int xUnits, int yUnits) { return size * MapObject.UNITS_PER_TILE - yUnits; }

    /** A grid point (map units) in the frame, v. */
    public int unitsV(int xUnits, int yUnits) { return xUnits; }
}
