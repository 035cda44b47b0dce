package org.openaok.mapgen.stages.check;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class OneMapTest {
    @Test
    void one() {
        String map = System.getenv("OPENAOK_ONE");
        Assumptions.assumeTrue(map != null);
        int size = Integer.parseInt(System.getenv().getOrDefault("OPENAOK_ONE_SIZE", "120"));
        int players = Integer.parseInt(System.getenv().getOrDefault("OPENAOK_ONE_PLAYERS", "8"));
        Sweep sweep = new Sweep();
        for (String m : map.split(",")) {
            for (long seed = 1; seed <= 20; seed++) sweep.run(m, b -> b.map(m), new int[] {size}, new int[] {players}, seed);
        }
        System.out.println(sweep.table());
        sweep.failures.forEach(f -> System.out.println("  FAIL " + f));
    }
}
