package org.openaok.mapgen.stages.check;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.rms.ShippedMaps;

/**
 * Every map OpenAoK ships generates and passes every self-check. By default at two sizes for 2,
 * 4 and 8 players; with OPENAOK_SWEEP=1 at all six lobby sizes and three seeds.
 */
class ShippedMapsSweepTest {
    @Test
    void everyShippedMapPassesEverySelfCheck() {
        boolean full = "1".equals(System.getenv("OPENAOK_SWEEP"));
        int[] sizes = full ? Sweep.SIZES : new int[] {120, 220};
        long[] seeds = full ? new long[] {1, 2, 3} : new long[] {7};
        Sweep sweep = new Sweep();
        for (ShippedMaps.ShippedMap m : ShippedMaps.all()) {
            for (long seed : seeds) sweep.run(m.name(), b -> b.map(m.name()), sizes, Sweep.PLAYERS, seed);
        }
        System.out.println("shipped maps: " + sweep.maps + " maps\n" + sweep.table());
        sweep.failures.forEach(f -> System.out.println("  FAIL " + f));
        assertTrue(sweep.failures.isEmpty(), () -> sweep.failures.size() + " failures, first: " + sweep.failures.get(0));
    }
}
