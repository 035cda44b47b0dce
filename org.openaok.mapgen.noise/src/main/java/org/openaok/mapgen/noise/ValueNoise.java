package org.openaok.mapgen.noise;

import org.openaok.api.random.Seeds;

/**
 * Fractal value noise in integers: random values on lattices of halving cell sizes, blended
 * with a smoothstep in 16.16 fixed point, so every machine computes the same field. The value of
 * a tile depends only on the seed and its position, which lets zones compute their own rows
 * independently and still join seamlessly.
 */
final class ValueNoise {
    static final int ONE = 1 << 16;

    private final long seed;
    private final int[] cells;

    /**
     * @param seed   the field's seed
     * @param size   the map's side, which sets the largest feature size
     * @param octaves how many lattices to sum (each half the cell size of the one before)
     */
    ValueNoise(long seed, int size, int octaves) {
        this.seed = seed;
        int n = 0;
        int[] c = new int[octaves];
        for (int cell = Math.max(2, size / 3); n < octaves && cell >= 2; cell /= 2) c[n++] = cell;
        this.cells = java.util.Arrays.copyOf(c, n);
    }

    /** The field at a tile, 0 to 65535. */
    int at(int x, int y) {
        long sum = 0;
        long weight = 0;
        int amplitude = 256;
        for (int o = 0; o < cells.length; o++) {
            sum += (long) lattice(x, y, cells[o], o) * amplitude;
            weight += amplitude;
            amplitude /= 2;
        }
        return (int) (sum / weight);
    }

    private int lattice(int x, int y, int cell, int octave) {
        int ix = Math.floorDiv(x, cell);
        int iy = Math.floorDiv(y, cell);
        int fx = smooth((int) ((long) Math.floorMod(x, cell) * ONE / cell));
        int fy = smooth((int) ((long) Math.floorMod(y, cell) * ONE / cell));
        int v00 = corner(ix, iy, octave);
        int v10 = corner(ix + 1, iy, octave);
        int v01 = corner(ix, iy + 1, octave);
        int v11 = corner(ix + 1, iy + 1, octave);
        int top = v00 + (int) (((long) (v10 - v00) * fx) >> 16);
        int bottom = v01 + (int) (((long) (v11 - v01) * fx) >> 16);
        return top + (int) (((long) (bottom - top) * fy) >> 16);
    }

    /** 3t^2 - 2t^3 in 16.16. */
    private static int smooth(int t) {
        long tt = (long) t * t >> 16;
        return (int) (tt * (3L * ONE - 2L * t) >> 16);
    }

    private int corner(int ix, int iy, int octave) {
        long h = Seeds.mix(seed ^ (ix * 0x9E3779B97F4A7C15L) ^ (iy * 0xC2B2AE3D27D4EB4FL) ^ ((long) octave << 56));
        return (int) (h >>> 48);
    }
}
