package org.openaok.zones.fill;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

import org.openaok.api.map.MapLevel;
import org.openaok.api.random.RandomStream;

/**
 * Where things go in a zone: as far from everything placed so far as the zone allows (the
 * original generator's rule for towns after the first, mines and treasures), near a point, and
 * clumps of tiles grown from a centre.
 */
final class Spots {
    private Spots() {}

    /**
     * The ground a walker from {@code from} could still get to once paths are cut: the zone's own
     * tiles off the seal, not built on, not water (bounding-box indexed). What must be reached is
     * only put there.
     */
    static boolean[] reachable(Area a, int from) {
        boolean[] seen = new boolean[a.w() * a.h()];
        if (from < 0 || !a.own(from)) return seen;
        int[] stack = new int[a.tiles.length + 1];
        int top = 0;
        stack[top++] = from;
        seen[a.local(from)] = true;
        while (top > 0) {
            int t = stack[--top];
            for (int d = 0; d < 8; d++) {
                int u = a.step(t, d);
                if (u < 0 || !a.own(u) || seen[a.local(u)] || a.seal[u] || a.mask[u] == Mask.USED || a.mask[u] == Mask.WATER) continue;
                seen[a.local(u)] = true;
                stack[top++] = u;
            }
        }
        return seen;
    }

    /** The region and the tiles beside it (bounding-box indexed). */
    static boolean[] besideRegion(Area a, boolean[] region) {
        boolean[] out = region.clone();
        for (int t : a.tiles) {
            if (!region[a.local(t)]) continue;
            for (int d = 0; d < 8; d++) {
                int u = a.step(t, d);
                if (u >= 0 && a.own(u)) out[a.local(u)] = true;
            }
        }
        return out;
    }

    /**
     * Whether building on the given tiles would leave every clear tile (ways, clearings, ends of
     * connections, things that must be reached) that is reachable from {@code from} now still
     * reachable, walking over ground a path may yet be cut through. Checked before anything that
     * blocks is put down, so nothing is ever walled in.
     */
    static boolean keepsReach(Area a, int from, int[] built) { return keepsReach(a, from, built, new int[0]); }

    /** The same, and the tiles {@code alsoReach} (things about to be put down that must be reached) too. */
    static boolean keepsReach(Area a, int from, int[] built, int[] alsoReach) {
        boolean[] taken = new boolean[a.w() * a.h()];
        if (from < 0 || !a.own(from)) return false;
        boolean[] before = walk(a, from, taken);
        for (int t : built) taken[a.local(t)] = true;
        if (taken[a.local(from)]) return false;
        boolean[] after = walk(a, from, taken);
        // what could be reached before must still be, and what is about to be put down must be
        for (int t : a.tiles) {
            int l = a.local(t);
            if (a.mask[t] == Mask.CLEAR && !taken[l] && before[l] && !after[l]) return false;
        }
        for (int t : alsoReach) if (t < 0 || !after[a.local(t)]) return false;
        return true;
    }

    /** The tiles a walker from {@code from} gets to over clear ground and ground a path may yet be cut through. */
    private static boolean[] walk(Area a, int from, boolean[] taken) {
        boolean[] seen = new boolean[taken.length];
        int[] stack = new int[a.tiles.length + 1];
        int top = 0;
        stack[top++] = from;
        seen[a.local(from)] = true;
        while (top > 0) {
            int t = stack[--top];
            for (int d = 0; d < 8; d++) {
                int u = a.step(t, d);
                if (u < 0 || !a.own(u)) continue;
                int lu = a.local(u);
                if (seen[lu] || taken[lu]) continue;
                if (a.mask[u] == Mask.USED || a.mask[u] == Mask.WATER || (a.seal[u] && a.mask[u] != Mask.CLEAR)) continue;
                seen[lu] = true;
                stack[top++] = u;
            }
        }
        return seen;
    }

    /** Distances (bounding-box indexed) from what is placed: objects, cleared ways and the zone's edge. */
    static int[] fromPlaced(Area a) {
        java.util.Set<Integer> anchors = new java.util.HashSet<>(a.state.zones[a.zone].anchors);
        return Chamfer.from(a, t -> a.mask[t] == Mask.USED || a.map.has(t, MapLevel.OCCUPIED) || anchors.contains(t));
    }

    /**
     * A tile with {@code fits}, at least {@code min} (chamfer units, 2 a tile) from the sources of
     * {@code dist}: one of the farthest, drawn at random among those within a tenth of the best.
     * -1 when none is far enough.
     */
    static int farthest(Area a, int[] dist, int min, IntPredicate fits, RandomStream r) {
        int best = -1;
        for (int t : a.tiles) {
            int d = dist[a.local(t)];
            if (d >= min && d > best && fits.test(t)) best = d;
        }
        if (best < 0) return -1;
        int floor = Math.max(min, best - Math.max(1, best / 10));
        List<Integer> pool = new ArrayList<>();
        for (int t : a.tiles) if (dist[a.local(t)] >= floor && fits.test(t)) pool.add(t);
        return pool.get(r.nextInt(pool.size()));
    }

    /** The tiles with {@code fits} at least {@code min} from the sources, farthest first (ties by tile index); at most 256. */
    static List<Integer> ranked(Area a, int[] dist, int min, IntPredicate fits) {
        return top(a, t -> dist[a.local(t)] >= min && fits.test(t) ? dist[a.local(t)] : -1, 256);
    }

    /**
     * The (at most) {@code k} tiles of highest score, highest first, ties by tile index; a score
     * below zero leaves the tile out. A bounded heap: no sort of the whole zone.
     */
    static List<Integer> top(Area a, java.util.function.IntUnaryOperator score, int k) {
        LongHeap heap = new LongHeap();
        int n = 0;
        for (int t : a.tiles) {
            int s = score.applyAsInt(t);
            if (s < 0) continue;
            // higher score first, then lower tile: the heap keeps the k largest keys
            long key = ((long) s << 32) | (0xffffffffL - t);
            if (n < k) {
                heap.push(key);
                n++;
            } else if (key > heap.peek()) {
                heap.pop();
                heap.push(key);
            }
        }
        long[] keys = new long[n];
        for (int i = n - 1; i >= 0; i--) keys[i] = heap.pop();
        List<Integer> out = new ArrayList<>(n);
        for (long key : keys) out.add((int) (0xffffffffL - (key & 0xffffffffL)));
        return out;
    }

    /** The tiles with {@code fits}, nearest a point first (ties by tile index), those within range only. */
    static List<Integer> near(Area a, int centre, int minCheb, int maxCheb, IntPredicate fits) {
        List<Integer> out = new ArrayList<>();
        for (int t : a.tiles) {
            int c = a.chebyshev(t, centre);
            if (c >= minCheb && c <= maxCheb && fits.test(t)) out.add(t);
        }
        out.sort(java.util.Comparator.comparingLong((Integer t) -> a.dist2(t, centre)).thenComparingInt(t -> t));
        return out;
    }

    /**
     * {@code n} tiles grown breadth-first from a centre through tiles with {@code ok}; null when
     * fewer are reachable. The order is fixed (side neighbours before diagonal ones).
     */
    static int[] clump(Area a, int centre, int n, IntPredicate ok) {
        if (!ok.test(centre)) return null;
        int[] out = new int[n];
        int k = 0;
        java.util.ArrayDeque<Integer> q = new java.util.ArrayDeque<>();
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        q.add(centre);
        seen.add(centre);
        while (!q.isEmpty() && k < n) {
            int t = q.poll();
            out[k++] = t;
            for (int d = 0; d < 8; d++) {
                int u = a.step(t, d);
                if (u >= 0 && !seen.contains(u) && ok.test(u)) {
                    seen.add(u);
                    q.add(u);
                }
            }
        }
        return k < n ? null : out;
    }

    /** A tile beside the clump a path may reach it from, or -1. */
    static int access(Area a, int[] clump) {
        java.util.Set<Integer> in = new java.util.HashSet<>();
        for (int t : clump) in.add(t);
        for (int t : clump) {
            for (int d = 0; d < 4; d++) {
                int u = a.step(t, d);
                if (u >= 0 && !in.contains(u) && (a.cuttable(u) || (a.own(u) && a.mask[u] == Mask.CLEAR && !a.seal[u]))) return u;
            }
        }
        return -1;
    }
}
