package org.openaok.mapgen.stages.land;

/**
 * A land's borders, in tiles from each edge (left = low x, right = high x, top = low y,
 * bottom = high y), and how strictly they hold. A land never takes a tile beyond a border; within
 * {@link #BAND} tiles inside a border the script set, a tile is taken only by chance, likelier the
 * higher {@code border_fuzziness} and the further in: {@code fuzziness + (100 - fuzziness) * depth / BAND}
 * per cent, depth 0 being the row along the border.
 */
public record Border(int left, int right, int top, int bottom, int fuzziness) {
    /** How deep the fuzzy band reaches inside a border. */
    public static final int BAND = 4;

    /** No borders. */
    public static Border none(int size) { return new Border(0, 0, 0, 0, 100); }

    /** Borders from percentages of the map's side. */
    public static Border ofPercent(int size, int left, int right, int top, int bottom, int fuzziness) {
        return new Border(tiles(size, left), tiles(size, right), tiles(size, top), tiles(size, bottom),
                Math.max(0, Math.min(100, fuzziness)));
    }

    private static int tiles(int size, int percent) {
        int p = Math.max(0, Math.min(100, percent));
        return size * p / 100;
    }

    /** Whether the tile lies inside the borders (the fuzzy band included). */
    public boolean inside(int x, int y, int size) {
        return x >= left && y >= top && x < size - right && y < size - bottom;
    }

    /**
     * The chance in per cent that a tile inside the borders may be taken: 100 away from every
     * border the script set, less in the band along one.
     */
    public int chance(int x, int y, int size) {
        int depth = BAND;
        if (left > 0) depth = Math.min(depth, x - left);
        if (right > 0) depth = Math.min(depth, size - right - 1 - x);
        if (top > 0) depth = Math.min(depth, y - top);
        if (bottom > 0) depth = Math.min(depth, size - bottom - 1 - y);
        if (depth >= BAND) return 100;
        return fuzziness + (100 - fuzziness) * depth / BAND;
    }

    /** Whether the script set any border. */
    public boolean any() { return (left | right | top | bottom) != 0; }
}
