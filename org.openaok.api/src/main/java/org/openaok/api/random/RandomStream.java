package org.openaok.api.random;

/**
 * A xorshift64* generator: small, fast, and the same sequence on every machine for the same
 * seed. Every draw that decides a map comes from one of these, each seeded for its purpose
 * (see {@link Seeds}), so adding a draw in one place moves no draw anywhere else.
 *
 * <p>Not thread-safe: a stream belongs to one stage run at a time.
 */
public final class RandomStream {
    private long state;

    /** A stream from a raw 64-bit state; zero (which xorshift never leaves) is replaced by 1. */
    public RandomStream(long seed) {
        this.state = seed == 0 ? 1 : seed;
    }

    /** The next 64 random bits. */
    public long nextLong() {
        long x = state;
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        state = x;
        return x * 0x2545F4914F6CDD1DL;
    }

    /** A number in [0, bound), by multiply-shift on the high 32 bits (no division, no floats). */
    public int nextInt(int bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive: " + bound);
        return (int) (((nextLong() >>> 32) * bound) >>> 32);
    }

    /** A number in [min, max], both included; {@code min} when {@code max <= min}. */
    public int between(int min, int max) {
        if (max <= min) return min;
        return min + nextInt(max - min + 1);
    }

    /** True with the given chance in per cent. */
    public boolean percent(int chance) {
        return nextInt(100) < chance;
    }

    /** Shuffles the array in place (Fisher-Yates, from the top down). */
    public void shuffle(int[] a) {
        for (int i = a.length - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    /** Shuffles a list in place. */
    public <T> void shuffle(java.util.List<T> list) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    /** The current state, so a stream can be saved and resumed. */
    public long state() { return state; }
}
