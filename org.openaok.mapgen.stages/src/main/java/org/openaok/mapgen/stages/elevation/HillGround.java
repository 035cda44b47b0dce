package org.openaok.mapgen.stages.elevation;

import java.util.function.IntPredicate;

import org.openaok.mapgen.stages.grow.Ground;

/**
 * The tiles a create_elevation's hills may still take: the command's ground (its base terrain
 * and heights) away from the starts, not raised yet. Kept as bits, so that a hill whose drawn
 * tile is taken finds the next open tile along the map 64 tiles a step (where the ground runs
 * short, that search walked much of the map tile by tile, testing the ground of each).
 */
final class HillGround implements Ground {
    private final long[] bits;

    /** @param ground whether a tile is open to start with; asked once a tile */
    HillGround(int tiles, IntPredicate ground) {
        bits = new long[(tiles + 63) >>> 6];
        for (int t = 0; t < tiles; t++) if (ground.test(t)) bits[t >>> 6] |= 1L << t;
    }

    @Override public boolean open(int tile) { return (bits[tile >>> 6] & 1L << tile) != 0; }

    /** A hill has taken the tile. */
    void take(int tile) { bits[tile >>> 6] &= ~(1L << tile); }

    /** The first open tile from {@code from} up to {@code end} (not included), or -1. */
    int next(int from, int end) {
        if (from >= end) return -1;
        int w = from >>> 6;
        long word = bits[w] & -1L << from;
        while (true) {
            if (word != 0) {
                int t = (w << 6) + Long.numberOfTrailingZeros(word);
                return t < end ? t : -1;
            }
            if (++w << 6 >= end) return -1;
            word = bits[w];
        }
    }

    /** The last open tile from {@code from} down to {@code start}, or -1. */
    int previous(int from, int start) {
        if (from < start) return -1;
        int w = from >>> 6;
        long word = bits[w] & -1L >>> (63 - (from & 63));
        while (true) {
            if (word != 0) {
                int t = (w << 6) + 63 - Long.numberOfLeadingZeros(word);
                return t >= start ? t : -1;
            }
            if (--w < 0 || (w << 6) + 63 < start) return -1;
            word = bits[w];
        }
    }
}
