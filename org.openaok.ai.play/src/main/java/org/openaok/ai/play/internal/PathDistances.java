package org.openaok.ai.play.internal;

import java.util.Arrays;

import org.openaok.sim.api.state.Grid;

/**
 * Distances by the way a unit would walk, for up-get-path-distance: the shortest path over the
 * tiles open to its movement (8 ways, a diagonal step 1.4 tiles), in tiles, found by a bucketed
 * Dijkstra search from the unit's tile. Exact asks for the point's own tile; otherwise an open
 * tile within two of it will do, the rest of the way straight. Unreachable: 65535.
 */
final class PathDistances {
    static final int UNREACHABLE = 65535;
    /** A straight step and a diagonal one, tenths of a tile. */
    private static final int STRAIGHT = 10, DIAGONAL = 14, BUCKETS = DIAGONAL + 1;
    private static final int SLACK = 2;
    private final Seat s;
    private int[] cost = new int[0], stamp = new int[0];
    private int run;
    private int[][] bucket = new int[BUCKETS][64];
    private final int[] bucketSize = new int[BUCKETS];

    PathDistances(Seat seat) { this.s = seat; }

    /** Tiles from (px, py) (thousandths) to tile (tx, ty) for a walker of the movement mask. */
    int distance(int px, int py, int tx, int ty, int mask, boolean exact) {
        Grid g = s.grid();
        if (!g.inside(tx, ty)) return UNREACHABLE;
        int start = g.tileAt(px, py);
        if (start < 0) return UNREACHABLE;
        int n = g.tiles(), size = g.size();
        if (cost.length < n) {
            cost = new int[n];
            stamp = new int[n];
        }
        if (++run == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            run = 1;
        }
        Arrays.fill(bucketSize, 0);
        push(start, 0);
        int pending = 1;
        for (int d = 0; pending > 0; d++) {
            int b = d % BUCKETS;
            // a bucket is filled while it is read: a tile settled at d may reach others at d + 10 or d + 14 only
            for (int i = 0; i < bucketSize[b]; i++) {
                int t = bucket[b][i];
                pending--;
                if (cost[t] != d) continue; // reached more cheaply since
                int x = g.tileX(t), y = g.tileY(t);
                if (arrived(g, x, y, tx, ty, mask, exact, t == start)) {
                    int rest = exact ? 0 : (int) Seat.isqrt(((long) (x - tx) * (x - tx) + (long) (y - ty) * (y - ty)) * 100);
                    return (d + rest + 5) / STRAIGHT;
                }
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        if (dx == 0 && dy == 0) continue;
                        int nx = x + dx, ny = y + dy;
                        if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                        int nt = g.tile(nx, ny);
                        if (!g.passable(nt, mask)) continue;
                        // no corner cutting past a blocked tile
                        if (dx != 0 && dy != 0 && (!g.passable(g.tile(x + dx, y), mask) || !g.passable(g.tile(x, y + dy), mask))) continue;
                        int nd = d + (dx != 0 && dy != 0 ? DIAGONAL : STRAIGHT);
                        if (stamp[nt] == run && cost[nt] <= nd) continue;
                        push(nt, nd);
                        pending++;
                    }
                }
            }
            bucketSize[b] = 0;
        }
        return UNREACHABLE;
    }

    private boolean arrived(Grid g, int x, int y, int tx, int ty, int mask, boolean exact, boolean isStart) {
        if (exact) return x == tx && y == ty;
        return Math.abs(x - tx) <= SLACK && Math.abs(y - ty) <= SLACK && (isStart || g.passable(g.tile(x, y), mask));
    }

    private void push(int t, int d) {
        stamp[t] = run;
        cost[t] = d;
        int b = d % BUCKETS;
        if (bucketSize[b] == bucket[b].length) bucket[b] = Arrays.copyOf(bucket[b], bucket[b].length * 2);
        bucket[b][bucketSize[b]++] = t;
    }
}
