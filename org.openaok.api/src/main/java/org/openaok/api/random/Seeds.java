package org.openaok.api.random;

import java.nio.charset.StandardCharsets;

/**
 * How random streams are derived from a map's seed: a 64-bit hash of the salt (a stream's
 * name, a stage id) and the zone, mixed into the seed with SplitMix64's finaliser. Every
 * stream of one map differs from every other, and none depends on thread timing.
 */
public final class Seeds {
    private Seeds() {}

    /** The stream for a purpose of a whole map (zone -1) or of one zone. */
    public static long derive(long seed, String salt, int zone) {
        long h = fnv1a64(salt);
        return mix(seed ^ h ^ ((long) (zone + 1) * 0x9E3779B97F4A7C15L));
    }

    public static RandomStream stream(long seed, String salt, int zone) {
        return new RandomStream(derive(seed, salt, zone));
    }

    /** FNV-1a, 64-bit, over the UTF-8 bytes. */
    public static long fnv1a64(String s) {
        long h = 0xcbf29ce484222325L;
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            h ^= (b & 0xff);
            h *= 0x100000001b3L;
        }
        return h;
    }

    /** SplitMix64's finaliser: spreads every input bit over the output. */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z = z ^ (z >>> 31);
        return z == 0 ? 1 : z;
    }
}
