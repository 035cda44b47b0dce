package org.openaok.api.map;

import java.util.Arrays;

/**
 * One level of the map (the surface, or an underground): a square of {@code size * size}
 * tiles, stored as flat arrays indexed {@code y * size + x} so stages can work on them
 * without allocation.
 *
 * <p>Per tile it holds the terrain id, an elevation level, the land or zone that owns it
 * ({@link #NO_ZONE} if none), a passability mask over {@link MovementClass}es and a few
 * flags. Passability is the terrain's mask with every class removed where an object blocks
 * the tile; {@link #paint} and {@link #block} keep the two in step.
 *
 * <p>Concurrency: stages that run in parallel write disjoint tiles (a per-zone fill step
 * writes its zone's tiles); the scheduler's dependencies make what a stage reads final.
 */
public final class MapLevel {
    /** Owner value of a tile no land or zone has taken. */
    public static final int NO_ZONE = -1;

    /** Flag: an object stands on the tile (no second object may be placed there). */
    public static final int OCCUPIED = 1;
    /** Flag: something on the tile stops movement (a tree, a mine, a building, a cliff). */
    public static final int BLOCKED = 2;
    /** Flag: a road runs over the tile. */
    public static final int ROAD = 4;
    /** Flag: a cliff piece covers the tile. */
    public static final int CLIFF = 8;

    private final int index;
    private final int size;
    private final short[] terrain;
    private final byte[] elevation;
    private final int[] zone;
    private final byte[] passable;
    private final byte[] terrainPassable;
    private final byte[] flags;

    public MapLevel(int index, int size) {
        if (size <= 0 || size > 4096) throw new IllegalArgumentException("map size out of range: " + size);
        this.index = index;
        this.size = size;
        int n = size * size;
        this.terrain = new short[n];
        this.elevation = new byte[n];
        this.zone = new int[n];
        this.passable = new byte[n];
        this.terrainPassable = new byte[n];
        this.flags = new byte[n];
        Arrays.fill(zone, NO_ZONE);
    }

    /** A deep copy. */
    public MapLevel copy() { return copy(index); }

    /** A deep copy that stands as level {@code newIndex} (e.g. a level exported as a map of its own). */
    public MapLevel copy(int newIndex) {
        MapLevel c = new MapLevel(newIndex, size);
        System.arraycopy(terrain, 0, c.terrain, 0, terrain.length);
        System.arraycopy(elevation, 0, c.elevation, 0, elevation.length);
        System.arraycopy(zone, 0, c.zone, 0, zone.length);
        System.arraycopy(passable, 0, c.passable, 0, passable.length);
        System.arraycopy(terrainPassable, 0, c.terrainPassable, 0, terrainPassable.length);
        System.arraycopy(flags, 0, c.flags, 0, flags.length);
        return c;
    }

    /** 0 for the surface, 1 for the first underground level. */
    public int index() { return index; }

    public int size() { return size; }

    /** Number of tiles. */
    public int tiles() { return terrain.length; }

    public int indexOf(int x, int y) { return y * size + x; }

    public int x(int i) { return i % size; }

    public int y(int i) { return i / size; }

    public boolean inside(int x, int y) { return x >= 0 && y >= 0 && x < size && y < size; }

    // --- terrain and passability -------------------------------------------------------

    public int terrain(int i) { return terrain[i]; }

    public int terrain(int x, int y) { return terrain[y * size + x]; }

    /**
     * Sets a tile's terrain and the movement classes that terrain lets through
     * (a {@link MovementClass} mask). A tile an object blocks stays impassable.
     */
    public void paint(int i, int terrainId, int movementMask) {
        terrain[i] = (short) terrainId;
        terrainPassable[i] = (byte) movementMask;
        passable[i] = (flags[i] & BLOCKED) != 0 ? 0 : (byte) movementMask;
    }

    /** The movement classes that may cross the tile now (terrain, less blockers). */
    public int passable(int i) { return passable[i]; }

    public boolean passable(int i, MovementClass c) { return (passable[i] & c.bit()) != 0; }

    /** The movement classes the tile's terrain lets through, whatever stands on it. */
    public int terrainPassable(int i) { return terrainPassable[i]; }

    // --- elevation ---------------------------------------------------------------------

    public int elevation(int i) { return elevation[i]; }

    public int elevation(int x, int y) { return elevation[y * size + x]; }

    public void setElevation(int i, int level) {
        if (level < 0 || level > 127) throw new IllegalArgumentException("elevation out of range: " + level);
        elevation[i] = (byte) level;
    }

    // --- ownership -----------------------------------------------------------------------

    /** The land or zone that owns the tile, or {@link #NO_ZONE}. */
    public int zone(int i) { return zone[i]; }

    public int zone(int x, int y) { return zone[y * size + x]; }

    public void setZone(int i, int zoneId) { zone[i] = zoneId; }

    // --- flags ---------------------------------------------------------------------------

    public int flags(int i) { return flags[i]; }

    public boolean has(int i, int flag) { return (flags[i] & flag) != 0; }

    public void set(int i, int flag) {
        flags[i] |= (byte) flag;
        if ((flag & BLOCKED) != 0) passable[i] = 0;
    }

    public void clear(int i, int flag) {
        flags[i] &= (byte) ~flag;
        if ((flag & BLOCKED) != 0) passable[i] = terrainPassable[i];
    }

    /** Marks a tile as blocked by something standing on it. */
    public void block(int i) { set(i, BLOCKED); }

    /** Frees a tile of what blocked it; its terrain decides its passability again. */
    public void unblock(int i) { clear(i, BLOCKED); }
}
