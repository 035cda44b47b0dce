package org.openaok.sim.api.state;

import java.util.Arrays;

/**
 * The map as the match sees it, per tile: terrain, elevation, what movers may cross it now, the
 * thing that stands on it, and the units standing in it (a list per tile through the entity ids,
 * so finding the units near a point touches only the tiles around it).
 *
 * <p>Passability is the terrain's movement mask, and nothing where a blocking thing stands. Whoever
 * changes it says so through {@link #setBlocker}, and the listener (the path planner) hears of it.
 */
public final class Grid {
    /** Hears of every tile whose passability changed. */
    public interface PassListener { void changed(int tile); }

    /** Position units per tile. */
    public static final int TILE = 1000;

    private final int size;
    private final short[] terrain;
    private final byte[] elevation;
    private final byte[] terrainPass;
    private final byte[] pass;
    private final int[] blocker;
    private final int[] site;
    private final int[] cellHead;
    private int[] cellNext = new int[0], cellPrev = new int[0], cellOf = new int[0];
    private PassListener listener;
    private long checksum;

    public Grid(int size) {
        this.size = size;
        int n = size * size;
        terrain = new short[n];
        elevation = new byte[n];
        terrainPass = new byte[n];
        pass = new byte[n];
        blocker = new int[n];
        site = new int[n];
        cellHead = new int[n];
    }

    public int size() { return size; }

    public int tiles() { return size * size; }

    public int tile(int tx, int ty) { return ty * size + tx; }

    public int tileX(int tile) { return tile % size; }

    public int tileY(int tile) { return tile / size; }

    public boolean inside(int tx, int ty) { return tx >= 0 && ty >= 0 && tx < size && ty < size; }

    /** The tile a position (thousandths of a tile) lies in, or -1 off the map. */
    public int tileAt(int px, int py) {
        if (px < 0 || py < 0) return -1;
        int tx = px / TILE, ty = py / TILE;
        return tx < size && ty < size ? ty * size + tx : -1;
    }

    /** The centre of a tile, in thousandths. */
    public static int centre(int t) { return t * TILE + TILE / 2; }

    public void setListener(PassListener l) { this.listener = l; }

    // ---- terrain

    public int terrain(int tile) { return terrain[tile]; }

    public int elevation(int tile) { return elevation[tile]; }

    public void setTerrain(int tile, int terrainId, int movementMask, int elevationLevel) {
        terrain[tile] = (short) terrainId;
        elevation[tile] = (byte) elevationLevel;
        terrainPass[tile] = (byte) movementMask;
        pass[tile] = blocker[tile] != 0 ? 0 : (byte) movementMask;
    }

    // ---- passability

    /** The movement classes that may cross the tile now. */
    public int pass(int tile) { return pass[tile]; }

    public boolean passable(int tile, int movementMask) { return (pass[tile] & movementMask) != 0; }

    /** The movement classes the terrain lets through, whatever stands there. */
    public int terrainPass(int tile) { return terrainPass[tile]; }

    /** The blocking thing on the tile, or 0. */
    public int blocker(int tile) { return blocker[tile]; }

    /** Puts a blocking thing on a tile (or takes it off with 0). */
    public void setBlocker(int tile, int entity) {
        checksum += mix(tile, entity) - mix(tile, blocker[tile]);
        blocker[tile] = entity;
        byte before = pass[tile];
        pass[tile] = entity != 0 ? 0 : terrainPass[tile];
        if (before != pass[tile] && listener != null) listener.changed(tile);
    }

    /** The building whose footprint covers the tile (farms included, which do not block), or 0. */
    public int site(int tile) { return site[tile]; }

    public void setSite(int tile, int building) { site[tile] = building; }

    /** The raw passability array, for planners that read it in bulk; do not change it. */
    public byte[] passArray() { return pass; }

    // ---- units in tiles

    private void ensureCells(int id) {
        if (id >= cellOf.length) {
            int c = Math.max(id + 1, cellOf.length * 2 + 64);
            cellNext = Arrays.copyOf(cellNext, c);
            cellPrev = Arrays.copyOf(cellPrev, c);
            int old = cellOf.length;
            cellOf = Arrays.copyOf(cellOf, c);
            Arrays.fill(cellOf, old, c, -1);
        }
    }

    /** The first unit standing in the tile, or 0; {@link #nextInCell} walks the rest. */
    public int firstInCell(int tile) { return cellHead[tile]; }

    public int nextInCell(int id) { return cellNext[id]; }

    /** The tile a unit is listed in, or -1. */
    public int cellOf(int id) { return id < cellOf.length ? cellOf[id] : -1; }

    /** Lists a unit in the tile of its position (moving it from its old tile). */
    public void place(int id, int px, int py) {
        ensureCells(id);
        int t = tileAt(px, py);
        int old = cellOf[id];
        if (old == t) return;
        if (old >= 0) unlink(id, old);
        if (t >= 0) {
            int h = cellHead[t];
            cellNext[id] = h;
            cellPrev[id] = 0;
            if (h != 0) cellPrev[h] = id;
            cellHead[t] = id;
        }
        cellOf[id] = t;
    }

    /** Takes a unit off the map's tile lists (it died or went inside something). */
    public void lift(int id) {
        if (id >= cellOf.length) return;
        int old = cellOf[id];
        if (old >= 0) unlink(id, old);
        cellOf[id] = -1;
    }

    private void unlink(int id, int t) {
        int p = cellPrev[id], n = cellNext[id];
        if (p != 0) cellNext[p] = n; else cellHead[t] = n;
        if (n != 0) cellPrev[n] = p;
        cellNext[id] = 0;
        cellPrev[id] = 0;
    }

    /** Feeds the blockers into the hash (folded as they changed; passability follows from them). */
    public void hash(StateHash h) { h.add(checksum); }

    private static long mix(int tile, int entity) {
        long z = ((long) tile << 32) ^ (entity & 0xffffffffL);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
