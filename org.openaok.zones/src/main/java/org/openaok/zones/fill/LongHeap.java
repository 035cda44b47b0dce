package org.openaok.zones.fill;

import java.util.Arrays;

/** A binary min-heap of longs (a cost in the high bits, a tile in the low), without boxing. */
final class LongHeap {
    private long[] a = new long[256];
    private int n;

    void clear() { n = 0; }

    boolean isEmpty() { return n == 0; }

    /** The least, without taking it. */
    long peek() { return a[0]; }

    void push(long v) {
        if (n == a.length) a = Arrays.copyOf(a, n * 2);
        int i = n++;
        while (i > 0) {
            int p = (i - 1) >>> 1;
            if (a[p] <= v) break;
            a[i] = a[p];
            i = p;
        }
        a[i] = v;
    }

    long pop() {
        long top = a[0];
        long v = a[--n];
        int i = 0;
        while (true) {
            int c = 2 * i + 1;
            if (c >= n) break;
            if (c + 1 < n && a[c + 1] < a[c]) c++;
            if (a[c] >= v) break;
            a[i] = a[c];
            i = c;
        }
        if (n > 0) a[i] = v;
        return top;
    }

    static long of(int cost, int tile) { return ((long) cost << 32) | (tile & 0xffffffffL); }

    static int cost(long v) { return (int) (v >>> 32); }

    static int tile(long v) { return (int) v; }
}
