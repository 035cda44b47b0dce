package org.openaok.api.data;

import java.util.Arrays;

/**
 * A kind of object the game knows: a gaia resource, an animal, a tree, a building or unit.
 *
 * <p>Which terrains it may stand on is its terrain restriction, held as a bit set over
 * terrain ids (the dat's terrain tables work the same way).
 */
public final class ObjectType {
    private final int id;
    private final String name;
    private final ObjectKind kind;
    private final int width;
    private final int height;
    private final boolean blocks;
    private final ResourceKind resource;
    private final int amount;
    private final int rgb;
    private final long[] standsOn;

    /**
     * @param id       the game's object id (the value scripts use, e.g. GOLD = 66)
     * @param name     the constant name scripts use
     * @param kind     what it is
     * @param width    footprint in tiles, along x
     * @param height   footprint in tiles, along y
     * @param blocks   whether movers are stopped by it
     * @param resource what it holds
     * @param amount   how much of it
     * @param rgb      preview colour, 0xRRGGBB
     * @param standsOn terrain ids it may stand on
     */
    public ObjectType(int id, String name, ObjectKind kind, int width, int height, boolean blocks,
                      ResourceKind resource, int amount, int rgb, int[] standsOn) {
        if (id < 0) throw new IllegalArgumentException("object id must not be negative");
        if (width < 1 || height < 1) throw new IllegalArgumentException("footprint of " + name);
        this.id = id;
        this.name = name;
        this.kind = kind;
        this.width = width;
        this.height = height;
        this.blocks = blocks;
        this.resource = resource;
        this.amount = amount;
        this.rgb = rgb;
        int max = 0;
        for (int t : standsOn) max = Math.max(max, t);
        this.standsOn = new long[max / 64 + 1];
        for (int t : standsOn) this.standsOn[t >>> 6] |= 1L << (t & 63);
    }

    public int id() { return id; }
    public String name() { return name; }
    public ObjectKind kind() { return kind; }
    public int width() { return width; }
    public int height() { return height; }
    public boolean blocks() { return blocks; }
    public ResourceKind resource() { return resource; }
    public int amount() { return amount; }
    public int rgb() { return rgb; }

    /** Whether its terrain restriction lets it stand on the terrain. */
    public boolean canStandOn(int terrainId) {
        int w = terrainId >>> 6;
        return terrainId >= 0 && w < standsOn.length && (standsOn[w] & (1L << (terrainId & 63))) != 0;
    }

    /** The terrain ids it may stand on, ascending. */
    public int[] standsOn() {
        int[] out = new int[Long.bitCount(standsOn[0]) + Arrays.stream(standsOn).skip(1).mapToInt(Long::bitCount).sum()];
        int k = 0;
        for (int w = 0; w < standsOn.length; w++)
            for (int b = 0; b < 64; b++) if ((standsOn[w] & (1L << b)) != 0) out[k++] = w * 64 + b;
        return out;
    }

    @Override
    public String toString() { return name + "(" + id + ")"; }
}
