package org.openaok.api.screen;

import java.util.Arrays;

/**
 * Shapes to draw, in order: each with a centre, half a width and half a height, a shape, a fill
 * and a rim colour (0xAARRGGBB; a rim of alpha 0 is none), in one of three sizes:
 * <ul>
 *   <li>{@link #GROUND}: the extents lie along the map's axes in tiles (a building's footprint: a
 *       diamond in the diamond view);</li>
 *   <li>{@link #UPRIGHT}: the extents are in tiles but face the screen (a unit's disc);</li>
 *   <li>{@link #PIXELS}: the extents are screen pixels, moved by an offset in pixels (a hit-point bar
 *       above a unit, or anything on the screen's own layer).</li>
 * </ul>
 */
public final class Sprites {
    public static final int RECT = 0, CIRCLE = 1, DIAMOND = 2, RING = 3, TRIANGLE = 4, FRAME = 5;
    public static final int GROUND = 0, UPRIGHT = 1, PIXELS = 2;
    /** Floats a sprite takes in {@link #geometry()}: x, y, half width, half height, offset x, offset y, shape, size kind. */
    public static final int FLOATS = 8;

    private float[] geometry = new float[FLOATS * 256];
    private int[] fills = new int[256];
    private int[] rims = new int[256];
    private int count;

    public Sprites add(float x, float y, float halfWidth, float halfHeight, int shape, int size, int fill, int rim) {
        return add(x, y, halfWidth, halfHeight, 0, 0, shape, size, fill, rim);
    }

    public Sprites add(float x, float y, float halfWidth, float halfHeight, float offsetX, float offsetY, int shape, int size,
                       int fill, int rim) {
        if (count == fills.length) {
            geometry = Arrays.copyOf(geometry, geometry.length * 2);
            fills = Arrays.copyOf(fills, fills.length * 2);
            rims = Arrays.copyOf(rims, rims.length * 2);
        }
        int g = count * FLOATS;
        geometry[g] = x;
        geometry[g + 1] = y;
        geometry[g + 2] = halfWidth;
        geometry[g + 3] = halfHeight;
        geometry[g + 4] = offsetX;
        geometry[g + 5] = offsetY;
        geometry[g + 6] = shape;
        geometry[g + 7] = size;
        fills[count] = fill;
        rims[count] = rim;
        count++;
        return this;
    }

    /** A rectangle on the screen, by its top-left corner and size in pixels. */
    public Sprites rect(float x, float y, float width, float height, int fill, int rim) {
        return add(x + width / 2, y + height / 2, width / 2, height / 2, 0, 0, RECT, PIXELS, fill, rim);
    }

    public int count() { return count; }

    public float[] geometry() { return geometry; }

    public int[] fills() { return fills; }

    public int[] rims() { return rims; }

    public void clear() { count = 0; }
}
