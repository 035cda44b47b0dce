package org.openaok.mapgen.stages.land;

/**
 * A land's borders, in tiles from each edge (left = low x, right = high x, top = low y,
 * bottom = high y), and how strictly they hold. Inside the borders a land grows freely; a tile
 * beyond them the land refuses by chance, {@code border_fuzziness} per cent for every tile it
 * lies beyond (across and down added), and once refused the tile stays refused. So 100 holds the
 * border as a straight edge, Scandinavia's 5 lets the land reach up to 19 tiles past it, thinning
 * out, and 0 ignores the borders, as the original engine grows lands (genie-rms's
 * LandGenerator, the scripting guides: "0 ignores the borders, 100 respects them fully").
 * Starts and land origins still keep inside the borders ({@link #inside}).
 */
public record Border(int left, int right, int top, int bottom, int fuzziness) {

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

    /** How many tiles a tile lies beyond the borders, across and down added (0 inside). */
    public int beyond(int x, int y, int size) {
        int across = Math.max(0, Math.max(left - x, x - (size - right - 1)));
        int down = Math.max(0, Math.max(top - y, y - (size - bottom - 1)));
        return across + down;
    }

    /** The chance in per cent that a land refuses a tile: 0 inside the borders, fuzziness for every tile beyond, at most 100. */
    public int refusal(int x, int y, int size) {
        return (int) Math.min(100, (long) fuzziness * beyond(x, y, size));
    }

    /** Whether a land may ever take the tile: inside the borders, or beyond them less far than they hold for certain. */
    public boolean reach(int x, int y, int size) {
        return refusal(x, y, size) < 100;
    }

    /** Whether the script set any border. */
    public boolean any() { return (left | right | top | bottom) != 0; }
}
