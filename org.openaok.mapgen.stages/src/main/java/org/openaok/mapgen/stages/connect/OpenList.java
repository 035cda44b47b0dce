package org.openaok.mapgen.stages.connect;

import java.util.Arrays;

/**
 * The path finder's open list: (f, tile) keys, popped least f first and, among equal f, lowest
 * tile first. Every key in it is distinct, so any correct queue pops them in the same order: the
 * structure decides speed, never the path.
 *
 * <p>Costs are small integers and the estimate moves f little from one tile to the next, so the
 * keys present span a few values of f: they are kept in a ring of buckets, one per f, each a set
 * of tiles as bits (with a word of summary bits over every 64 words), so a push sets a bit and a
 * pop takes the lowest bit of the lowest bucket. A key that falls outside the ring's span (a
 * script with costs far apart) moves every key to a four-way heap for the rest of the search.
 */
final class OpenList {
    private static final int BUCKETS = 32;
    private static final int MASK = BUCKETS - 1;

    private final int indexBits;
    /** Words of tile bits per bucket, and of summary bits per bucket. */
    private final int words;
    private final int summaryWords;
    private final long[] bits;
    private final long[] summary;
    private final int[] count = new int[BUCKETS];
    /** Per bucket, the lowest summary word that may be non-zero. */
    private final int[] low = new int[BUCKETS];
    /** Keys in the ring; the lowest f that may be present, the highest that may be. */
    private int size;
    private long lo;
    private long hi;
    private boolean heapMode;
    private long[] heap = new long[1024];
    private int heapSize;

    OpenList(int tiles, int indexBits) {
        this.indexBits = indexBits;
        words = (tiles + 63) >>> 6;
        summaryWords = (words + 63) >>> 6;
        bits = new long[BUCKETS * words];
        summary = new long[BUCKETS * summaryWords];
    }

    /** Empties the list for a new search. */
    void clear() {
        if (size > 0) {
            for (int b = 0; b < BUCKETS; b++) {
                if (count[b] == 0) continue;
                for (int s = 0; s < summaryWords; s++) {
                    long m = summary[b * summaryWords + s];
                    while (m != 0) {
                        bits[b * words + (s << 6) + Long.numberOfTrailingZeros(m)] = 0;
                        m &= m - 1;
                    }
                    summary[b * summaryWords + s] = 0;
                }
                count[b] = 0;
            }
            size = 0;
        }
        heapMode = false;
        heapSize = 0;
    }

    boolean isEmpty() { return heapMode ? heapSize == 0 : size == 0; }

    /** Whether this search's keys have moved to the heap. */
    boolean onHeap() { return heapMode; }

    void push(long f, int tile) {
        if (heapMode) {
            heapPush(f << indexBits | tile);
            return;
        }
        if (size == 0) {
            lo = f;
            hi = f;
        } else if (f < lo) {
            if (hi - f >= BUCKETS) {
                spill(f, tile);
                return;
            }
            lo = f;
        } else if (f > hi) {
            if (f - lo >= BUCKETS) {
                spill(f, tile);
                return;
            }
            hi = f;
        }
        int b = (int) (f & MASK);
        int w = tile >>> 6;
        bits[b * words + w] |= 1L << tile;
        int s = w >>> 6;
        summary[b * summaryWords + s] |= 1L << w;
        if (count[b]++ == 0 || s < low[b]) low[b] = s;
        size++;
    }

    /** The least key, as f shifted above the tile's index bits, taken out. */
    long pop() {
        if (heapMode) return heapPop();
        int b = (int) (lo & MASK);
        while (count[b] == 0) {
            lo++;
            b = (int) (lo & MASK);
        }
        int s = low[b];
        int sb = b * summaryWords;
        while (summary[sb + s] == 0) s++;
        low[b] = s;
        long sm = summary[sb + s];
        int w = (s << 6) + Long.numberOfTrailingZeros(sm);
        int at = b * words + w;
        long word = bits[at];
        int tile = (w << 6) + Long.numberOfTrailingZeros(word);
        word &= word - 1;
        bits[at] = word;
        if (word == 0) summary[sb + s] = sm & (sm - 1);
        count[b]--;
        size--;
        return lo << indexBits | tile;
    }

    /** Moves every key in the ring, and the one that did not fit, to the heap. */
    private void spill(long f, int tile) {
        while (size > 0) heapPush(pop());
        heapMode = true;
        heapPush(f << indexBits | tile);
    }

    private void heapPush(long k) {
        if (heapSize == heap.length) heap = Arrays.copyOf(heap, heapSize * 2);
        int i = heapSize++;
        while (i > 0) {
            int p = (i - 1) >>> 2;
            if (heap[p] <= k) break;
            heap[i] = heap[p];
            i = p;
        }
        heap[i] = k;
    }

    private long heapPop() {
        long top = heap[0];
        long last = heap[--heapSize];
        int n = heapSize;
        int i = 0;
        while (true) {
            int c = 4 * i + 1;
            if (c >= n) break;
            int end = Math.min(c + 4, n);
            int m = c;
            long best = heap[c];
            for (int j = c + 1; j < end; j++) {
                if (heap[j] < best) {
                    best = heap[j];
                    m = j;
                }
            }
            if (best >= last) break;
            heap[i] = best;
            i = m;
        }
        heap[i] = last;
        return top;
    }
}
