package org.openaok.stats;

import java.util.Arrays;

import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MovementClass;

/**
 * Steps on foot from a start to every tile, eight ways, one step a tile, over ground a land
 * mover may cross. The start's own building blocks the tiles under it, so the walk begins from
 * the open ground around it.
 */
final class WalkingDistances {
    static final int UNREACHABLE = Integer.MAX_VALUE;

    final int size;
    final int[] steps;
    final int reachable;

    WalkingDistances(MapLevel level, int sx, int sy) {
        size = level.size();
        steps = new int[size * size];
        Arrays.fill(steps, UNREACHABLE);
        int[] queue = new int[size * size];
        int head = 0;
        int tail = 0;
        for (int r = 0; r <= 3 && tail == 0; r++) {
            for (int dy = -r; dy <= r; dy++) {
                for (int dx = -r; dx <= r; dx++) {
                    int x = sx + dx;
                    int y = sy + dy;
                    if (!level.inside(x, y)) continue;
                    int i = y * size + x;
                    if (steps[i] == UNREACHABLE && level.passable(i, MovementClass.LAND)) {
                        steps[i] = r;
                        queue[tail++] = i;
                    }
                }
            }
        }
        while (head < tail) {
            int i = queue[head++];
            int x = i % size;
            int y = i / size;
            int next = steps[i] + 1;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    if (dx == 0 && dy == 0) continue;
                    int nx = x + dx;
                    int ny = y + dy;
                    if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                    int j = ny * size + nx;
                    if (steps[j] != UNREACHABLE || !level.passable(j, MovementClass.LAND)) continue;
                    steps[j] = next;
                    queue[tail++] = j;
                }
            }
        }
        reachable = tail;
    }

    /** Steps to stand on or next to a tile (to gather from what stands there), or UNREACHABLE. */
    int toReach(int x, int y) {
        return toReach(x, y, 1);
    }

    /**
     * Steps to stand within {@code radius} tiles of a tile: next to a building that covers the
     * tiles round its centre (a Town Center's 4 x 4 needs 3), or UNREACHABLE.
     */
    int toReach(int x, int y, int radius) {
        int best = UNREACHABLE;
        for (int dy = -radius; dy <= radius; dy++) {
            for (int dx = -radius; dx <= radius; dx++) {
                int nx = x + dx;
                int ny = y + dy;
                if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                int s = steps[ny * size + nx];
                if (s != UNREACHABLE) best = Math.min(best, s);
            }
        }
        return best;
    }
}
