package org.openaok.mapgen.stages.land;

import org.openaok.mapgen.stages.state.Lands;

/**
 * Per land, how many of each tile's eight neighbours it holds, kept up as it takes tiles. A
 * growth step weighs several frontier tiles by this (its clumping), and counting each one's
 * neighbours anew touched three scattered rows of the owner map per weighed tile; kept up, a
 * weighing is one read. Kept only for lands that weigh more than one tile (the others never ask).
 */
final class OwnNeighbours {
    private final int size;
    /** Per land, per tile, the count; null for a land that never asks. */
    private final byte[][] count;

    OwnNeighbours(int size, Lands lands, boolean[] asks) {
        this.size = size;
        count = new byte[lands.count()][];
        for (int l = 0; l < count.length; l++) if (asks[l]) count[l] = new byte[size * size];
        for (int i = 0; i < size * size; i++) {
            int l = lands.landAt(i);
            if (l >= 0) took(i, l);
        }
    }

    /** The land's tiles among the eight round t. */
    int of(int t, int l) { return count[l][t]; }

    /** Land l has taken tile t (which no land held). */
    void took(int t, int l) {
        took(t, t % size, t / size, l);
    }

    /** Land l has taken tile t at (x, y) (which no land held). */
    void took(int t, int x, int y, int l) {
        byte[] c = count[l];
        if (c == null) return;
        int last = size - 1;
        if (x > 0 && y > 0 && x < last && y < last) {
            // inside the map's rim every neighbour is on the map
            c[t - size - 1]++;
            c[t - size]++;
            c[t - size + 1]++;
            c[t - 1]++;
            c[t + 1]++;
            c[t + size - 1]++;
            c[t + size]++;
            c[t + size + 1]++;
            return;
        }
        for (int ny = Math.max(0, y - 1); ny <= Math.min(last, y + 1); ny++) {
            for (int nx = Math.max(0, x - 1); nx <= Math.min(last, x + 1); nx++) {
                if (nx != x || ny != y) c[ny * size + nx]++;
            }
        }
    }
}
