package org.openaok.sim.internal.production;

import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;

/**
 * Whether a tile lies in a pocket of ground a mover of a class cannot leave: the tiles it reaches
 * from there, side by side, are fewer than {@link #OPEN}. A Dock laid on a shore with a puddle on
 * its land side had its ships come out into the puddle, a tile of water walled by the shore and
 * the Dock, where they held their orders for the rest of the match.
 */
final class Pockets {
    /** Reaching this many tiles, a mover is out in the open. */
    static final int OPEN = 64;

    private final Grid grid;
    private final IntList queue = new IntList(OPEN);
    private int[] seen = new int[0];
    private int stamp;

    Pockets(Grid grid) { this.grid = grid; }

    /** Whether the tile is one the class crosses, in a pocket of fewer than {@link #OPEN} such tiles (joined by their sides). */
    boolean enclosed(int tile, int mask) {
        if (tile < 0 || !grid.passable(tile, mask)) return false;
        if (seen.length < grid.tiles()) seen = new int[grid.tiles()];
        if (++stamp == 0) {
            java.util.Arrays.fill(seen, 0);
            stamp = 1;
        }
        queue.clear();
        queue.add(tile);
        seen[tile] = stamp;
        int size = grid.size();
        for (int k = 0; k < queue.size(); k++) {
            int t = queue.get(k), x = t % size, y = t / size;
            for (int d = 0; d < 4; d++) {
                int nx = x + (d == 0 ? 1 : d == 1 ? -1 : 0), ny = y + (d == 2 ? 1 : d == 3 ? -1 : 0);
                if (!grid.inside(nx, ny)) continue;
                int n = ny * size + nx;
                if (seen[n] == stamp || !grid.passable(n, mask)) continue;
                seen[n] = stamp;
                queue.add(n);
                if (queue.size() >= OPEN) return false;
            }
        }
        return true;
    }
}
