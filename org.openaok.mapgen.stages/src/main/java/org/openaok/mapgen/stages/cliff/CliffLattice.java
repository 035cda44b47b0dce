package org.openaok.mapgen.stages.cliff;

import java.util.List;

import org.openaok.api.data.TerrainRole;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.PlayerStart;
import org.openaok.mapgen.stages.state.TerrainTable;

/**
 * The lattice of 3 by 3 tile cells, in the original map frame, that cliffs are laid on, and which
 * cells are open to them. A cell is open when its nine tiles are dry land of one elevation with
 * nothing standing on them; water of any depth (shallows too) closes every cell within
 * min_terrain_distance of it, each start the cells within seven of its own, and a cell with no
 * open neighbour is closed too. Distances between cells are counted in cells, eight ways.
 */
public final class CliffLattice {
    /** The sides, made once: {@code Side.values()} makes a new array a call. */
    private static final Side[] SIDES = Side.values();
    /** How far round a start cells are closed. */
    public static final int START_ROOM = 7;

    private final DatFrame frame;
    private final int n;
    private final boolean[] open;
    private final int[] elevation;

    private CliffLattice(DatFrame frame) {
        this.frame = frame;
        this.n = frame.size() / 3;
        this.open = new boolean[n * n];
        this.elevation = new int[n * n];
    }

    /** The lattice over a level as it stands. */
    public static CliffLattice of(MapLevel level, TerrainTable terrains, List<PlayerStart> starts, int terrainDistance) {
        DatFrame frame = new DatFrame(level.size());
        CliffLattice l = new CliffLattice(frame);
        int n = l.n;
        boolean[] wet = new boolean[n * n];
        int size = level.size();
        for (int i = 0; i < level.tiles(); i++) {
            TerrainRole r = terrains.role(level.terrain(i));
            if (r == TerrainRole.WATER || r == TerrainRole.SHALLOW) {
                int u = frame.u(i % size, i / size);
                int v = frame.v(i % size, i / size);
                if (n > 0) wet[l.cellOf(u, v)] = true;
            }
        }
        for (int cu = 0; cu < n; cu++) {
            for (int cv = 0; cv < n; cv++) {
                int c = cu * n + cv;
                int e = -1;
                boolean ok = true;
                for (int du = 0; du < 3 && ok; du++) {
                    for (int dv = 0; dv < 3 && ok; dv++) {
                        int u = cu * 3 + du;
                        int v = cv * 3 + dv;
                        int i = frame.gridY(u, v) * size + frame.gridX(u, v);
                        if (!terrains.land(level.terrain(i)) || level.has(i, MapLevel.OCCUPIED)) ok = false;
                        else if (e < 0) e = level.elevation(i);
                        else if (level.elevation(i) != e) ok = false;
                    }
                }
                l.open[c] = ok;
                l.elevation[c] = e;
            }
        }
        for (int c = 0; c < n * n; c++) if (wet[c]) l.closeWithin(c, terrainDistance);
        for (PlayerStart s : starts) {
            if (s.x() < 0 || s.y() < 0 || s.x() >= size || s.y() >= size || n == 0) continue;
            l.closeWithin(l.cellOf(frame.u(s.x(), s.y()), frame.v(s.x(), s.y())), START_ROOM);
        }
        boolean[] lonely = new boolean[n * n];
        for (int c = 0; c < n * n; c++) {
            if (!l.open[c]) continue;
            boolean any = false;
            for (Side s : SIDES) {
                int o = l.neighbour(c, s);
                if (o >= 0 && l.open[o]) any = true;
            }
            lonely[c] = !any;
        }
        for (int c = 0; c < n * n; c++) if (lonely[c]) l.open[c] = false;
        return l;
    }

    public DatFrame frame() { return frame; }

    /** Cells along each axis. */
    public int cellsAcross() { return n; }

    public int cells() { return n * n; }

    public int cu(int cell) { return cell / n; }

    public int cv(int cell) { return cell % n; }

    /** The cell a tile of the frame falls in (tiles past the last whole cell fall in the last). */
    public int cellOf(int u, int v) {
        return Math.min(n - 1, u / 3) * n + Math.min(n - 1, v / 3);
    }

    public boolean open(int cell) { return open[cell]; }

    public int elevation(int cell) { return elevation[cell]; }

    /** The neighbour across a side, or -1 off the lattice. */
    public int neighbour(int cell, Side s) {
        int u = cu(cell) + s.du;
        int v = cv(cell) + s.dv;
        return u < 0 || v < 0 || u >= n || v >= n ? -1 : u * n + v;
    }

    /** Closes every cell within {@code radius} cells of one, eight ways (the cell itself too). */
    public void closeWithin(int cell, int radius) {
        int cu = cu(cell);
        int cv = cv(cell);
        for (int u = Math.max(0, cu - radius); u <= Math.min(n - 1, cu + radius); u++) {
            for (int v = Math.max(0, cv - radius); v <= Math.min(n - 1, cv + radius); v++) open[u * n + v] = false;
        }
    }
}
