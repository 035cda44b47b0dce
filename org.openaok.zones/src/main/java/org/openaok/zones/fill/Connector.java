package org.openaok.zones.fill;

import java.util.Arrays;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;

/**
 * Joins a zone's open tiles into one network: a least-cost search spreads from the root's open
 * ground (free through open tiles, 2 a side step and 3 a diagonal one through ground a path may
 * be cut in); whenever it reaches open ground not yet joined, the way it came is cut open and that
 * ground joins, and the search goes on from all of it. One pass serves every piece.
 */
final class Connector {
    private Connector() {}

    /**
     * @param open     tiles that must end up joined
     * @param cuttable tiles a path may be cut through
     * @param opened   told of each tile a cut opens
     * @return open tiles that could not be joined
     */
    static int connect(Area a, int root, IntPredicate open, IntPredicate cuttable, IntConsumer opened) {
        int w = a.w(), h = a.h();
        int[] dist = new int[w * h];
        int[] pred = new int[w * h];
        boolean[] joined = new boolean[w * h];
        Arrays.fill(dist, Integer.MAX_VALUE);
        Arrays.fill(pred, -1);
        LongHeap heap = new LongHeap();
        int[] stack = new int[w * h];
        if (root < 0 || !a.own(root)) return count(a, open, joined);
        if (!open.test(root)) opened.accept(root);
        flood(a, root, open, joined, dist, heap, stack);
        while (!heap.isEmpty()) {
            long e = heap.pop();
            int c = LongHeap.cost(e);
            int t = LongHeap.tile(e);
            if (c > dist[a.local(t)]) continue;
            for (int d = 0; d < 8; d++) {
                int u = a.step(t, d);
                if (u < 0 || !a.own(u)) continue;
                int lu = a.local(u);
                if (joined[lu]) continue;
                if (open.test(u)) {
                    // open ground not yet joined: cut the way here open, then take the ground in
                    for (int p = t; p >= 0 && !joined[a.local(p)]; p = pred[a.local(p)]) {
                        opened.accept(p);
                        joined[a.local(p)] = true;
                        dist[a.local(p)] = 0;
                        heap.push(LongHeap.of(0, p));
                    }
                    flood(a, u, open, joined, dist, heap, stack);
                    continue;
                }
                if (!cuttable.test(u)) continue;
                int nc = c + Area.COST[d];
                if (nc < dist[lu]) {
                    dist[lu] = nc;
                    pred[lu] = t;
                    heap.push(LongHeap.of(nc, u));
                }
            }
        }
        return count(a, open, joined);
    }

    private static void flood(Area a, int start, IntPredicate open, boolean[] joined, int[] dist, LongHeap heap, int[] stack) {
        int top = 0;
        stack[top++] = start;
        joined[a.local(start)] = true;
        while (top > 0) {
            int t = stack[--top];
            dist[a.local(t)] = 0;
            heap.push(LongHeap.of(0, t));
            for (int d = 0; d < 8; d++) {
                int u = a.step(t, d);
                if (u < 0 || !a.own(u) || joined[a.local(u)] || !open.test(u)) continue;
                joined[a.local(u)] = true;
                stack[top++] = u;
            }
        }
    }

    private static int count(Area a, IntPredicate open, boolean[] joined) {
        int n = 0;
        for (int t : a.tiles) if (open.test(t) && !joined[a.local(t)]) n++;
        return n;
    }

    /**
     * Joins one tile to open ground already joined (any open tile not in {@code fresh}) by the
     * least-cost cut from it; cheaper than {@link #connect} when only a few new tiles must join a
     * network that is otherwise whole.
     *
     * @param fresh open tiles that are not joined yet (bounding-box indexed)
     * @return whether it was joined
     */
    static boolean link(Area a, int from, boolean[] fresh, IntPredicate open, IntPredicate cuttable, IntConsumer opened) {
        int w = a.w(), h = a.h();
        int[] dist = new int[w * h];
        int[] pred = new int[w * h];
        Arrays.fill(dist, Integer.MAX_VALUE);
        LongHeap heap = new LongHeap();
        dist[a.local(from)] = 0;
        pred[a.local(from)] = -1;
        heap.push(LongHeap.of(0, from));
        while (!heap.isEmpty()) {
            long e = heap.pop();
            int c = LongHeap.cost(e);
            int t = LongHeap.tile(e);
            if (c > dist[a.local(t)]) continue;
            for (int d = 0; d < 8; d++) {
                int u = a.step(t, d);
                if (u < 0 || !a.own(u)) continue;
                int lu = a.local(u);
                if (open.test(u) && !fresh[lu]) {
                    for (int p = t; p >= 0; p = pred[a.local(p)]) {
                        if (!open.test(p)) opened.accept(p);
                        fresh[a.local(p)] = false;
                    }
                    return true;
                }
                boolean free = open.test(u);
                if (!free && !cuttable.test(u)) continue;
                int nc = c + (free ? 0 : Area.COST[d]);
                if (nc < dist[lu]) {
                    dist[lu] = nc;
                    pred[lu] = t;
                    heap.push(LongHeap.of(nc, u));
                }
            }
        }
        return false;
    }
}
