package org.openaok.sim.internal.path;

import java.util.Arrays;

/**
 * The open list of a search: a binary min-heap of packed keys. A key orders by estimated total
 * cost, then by remaining estimate (deeper first, which spares work on open ground), then by id
 * (the lower tile or node first): a total order, so every run pops in the same order.
 */
final class KeyHeap {
    private static final int ID_BITS = 20;
    private static final int H_BITS = 17;
    private static final long ID_MASK = (1L << ID_BITS) - 1;
    private static final int H_MAX = (1 << H_BITS) - 1;
    private static final int F_MAX = (1 << (63 - ID_BITS - H_BITS)) - 1;

    /** The largest id a key carries: a tile of a 1024 by 1024 map, or a node. */
    static final int MAX_ID = (int) ID_MASK;

    private long[] keys;
    private int n;

    KeyHeap(int capacity) { keys = new long[Math.max(16, capacity)]; }

    static long key(int f, int h, int id) {
        // beyond the fields' range only the tie-break order suffers, never termination
        long ff = Math.min(f, F_MAX), hh = Math.min(h, H_MAX);
        return (ff << (ID_BITS + H_BITS)) | (hh << ID_BITS) | id;
    }

    static int id(long key) { return (int) (key & ID_MASK); }

    void clear() { n = 0; }

    boolean isEmpty() { return n == 0; }

    void push(long key) {
        if (n == keys.length) keys = Arrays.copyOf(keys, n * 2);
        int i = n++;
        while (i > 0) {
            int p = (i - 1) >>> 1;
            if (keys[p] <= key) break;
            keys[i] = keys[p];
            i = p;
        }
        keys[i] = key;
    }

    long pop() {
        long top = keys[0];
        long last = keys[--n];
        int i = 0;
        int half = n >>> 1;
        while (i < half) {
            int c = 2 * i + 1;
            if (c + 1 < n && keys[c + 1] < keys[c]) c++;
            if (last <= keys[c]) break;
            keys[i] = keys[c];
            i = c;
        }
        if (n > 0) keys[i] = last;
        return top;
    }
}
