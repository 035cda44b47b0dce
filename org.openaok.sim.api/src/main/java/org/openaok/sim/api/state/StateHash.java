package org.openaok.sim.api.state;

/**
 * The hash of a match's state after a tick: every system feeds its numbers in, in a fixed order.
 * A 64-bit FNV-1a over the values' bytes would be slow; this mixes whole longs (multiply, rotate),
 * which is as order-sensitive and a few times faster.
 */
public final class StateHash {
    private long h = 0x9E3779B97F4A7C15L;
    private long n;

    public void add(long v) {
        h ^= v * 0xBF58476D1CE4E5B9L;
        h = Long.rotateLeft(h, 27) * 0x94D049BB133111EBL + 0x2545F4914F6CDD1DL;
        n++;
    }

    public void add(int[] values, int from, int to) {
        for (int i = from; i < to; i++) add(values[i]);
    }

    /** The hash so far. */
    public long value() {
        long z = h ^ n;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public void reset() {
        h = 0x9E3779B97F4A7C15L;
        n = 0;
    }
}
