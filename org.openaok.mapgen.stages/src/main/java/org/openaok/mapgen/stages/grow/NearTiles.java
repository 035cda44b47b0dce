package org.openaok.mapgen.stages.grow;

import java.util.Arrays;

/**
 * The tiles of a square map within a chessboard (eight-way) distance of a set of tiles, as one
 * bit a tile in tile order. What {@link Distances#toSet} answers with a cap of the distance plus
 * one, but a map's rows are a few hundred words: growing the set by a radius is a few shifts of
 * those words (the radius about doubling at each), where the sweep visits every tile twice.
 *
 * <p>Growing goes along the rows first and then across them, since the square the chessboard
 * distance reaches is a row's reach taken up and down. A step by {@code k} adds the set moved
 * {@code k} tiles either way; on a set already grown by {@code r} it reaches {@code r + k} with
 * no gap while {@code k <= r + 1} (not {@code 2r + 1}, as on an endless row: the grown set is cut
 * at the map's edge, and what lay beyond it no longer carries the reach).
 */
public final class NearTiles {
    private final int size;
    private final int tiles;
    private final long[] bits;
    private final long[] moved;
    private final long[] mask;

    public NearTiles(int size) {
        this.size = size;
        this.tiles = size * size;
        int words = (tiles + 63) >>> 6;
        this.bits = new long[words];
        this.moved = new long[words];
        this.mask = new long[words];
    }

    /** A copy of another set, to grow apart from it. */
    public NearTiles(NearTiles from) {
        this(from.size);
        System.arraycopy(from.bits, 0, bits, 0, bits.length);
    }

    /** Empties the set. */
    public void clear() { Arrays.fill(bits, 0); }

    public void add(int tile) { bits[tile >>> 6] |= 1L << tile; }

    /** Adds the tile if {@code in}, without a branch (for a pass over the map). */
    public void add(int tile, boolean in) { bits[tile >>> 6] |= (in ? 1L : 0L) << tile; }

    public boolean has(int tile) { return (bits[tile >>> 6] & (1L << tile)) != 0; }

    /** Adds every tile within {@code radius} (chessboard distance) of a tile of the set. */
    public void grow(int radius) {
        for (int r = 0; r < radius; ) {
            int k = Math.min(r + 1, radius - r);
            if (k < size) along(k);
            r += k;
        }
        for (int r = 0; r < radius; ) {
            int k = Math.min(r + 1, radius - r);
            if (k < size) across(k);
            r += k;
        }
    }

    /** The set moved k tiles right and k left, within each row. */
    private void along(int k) {
        // moved right: a tile lands k further on; those that would pass the row's end are cut
        shiftUp(bits, moved, k);
        columns(k, size);
        or(moved, mask);
        shiftDown(bits, moved, k);
        columns(0, size - k);
        or(moved, mask);
    }

    /** The set moved k rows down and k up (rows beyond the map's edge hold nothing). */
    private void across(int k) {
        long s = (long) k * size;
        if (s >= tiles) return;
        shiftUp(bits, moved, (int) s);
        or(moved, null);
        shiftDown(bits, moved, (int) s);
        or(moved, null);
    }

    /** bits |= from (masked by {@code by} when given), keeping the bits past the last tile clear. */
    private void or(long[] from, long[] by) {
        // reads from the words moved before this step, so the step adds exactly the set moved
        for (int w = 0; w < bits.length; w++) bits[w] |= by == null ? from[w] : from[w] & by[w];
        int tail = tiles & 63;
        if (tail != 0) bits[bits.length - 1] &= (1L << tail) - 1;
    }

    /** The mask of every row's tiles from column {@code from} up to (not including) {@code to}. */
    private void columns(int from, int to) {
        Arrays.fill(mask, 0);
        for (int row = 0; row < tiles; row += size) {
            int a = row + from;
            int b = row + to;
            if (a >= b) continue;
            int wa = a >>> 6;
            int wb = (b - 1) >>> 6;
            long first = -1L << a;
            long last = -1L >>> (63 - ((b - 1) & 63));
            if (wa == wb) {
                mask[wa] |= first & last;
            } else {
                mask[wa] |= first;
                for (int w = wa + 1; w < wb; w++) mask[w] = -1L;
                mask[wb] |= last;
            }
        }
    }

    /** to = from with every bit moved s places up (tile i to i + s). */
    private static void shiftUp(long[] from, long[] to, int s) {
        int q = s >>> 6;
        int r = s & 63;
        for (int w = to.length - 1; w >= 0; w--) {
            int src = w - q;
            long v = src >= 0 ? from[src] << r : 0;
            if (r != 0 && src - 1 >= 0) v |= from[src - 1] >>> (64 - r);
            to[w] = v;
        }
    }

    /** to = from with every bit moved s places down (tile i to i - s). */
    private static void shiftDown(long[] from, long[] to, int s) {
        int q = s >>> 6;
        int r = s & 63;
        for (int w = 0; w < to.length; w++) {
            int src = w + q;
            long v = src < from.length ? from[src] >>> r : 0;
            if (r != 0 && src + 1 < from.length) v |= from[src + 1] << (64 - r);
            to[w] = v;
        }
    }
}
