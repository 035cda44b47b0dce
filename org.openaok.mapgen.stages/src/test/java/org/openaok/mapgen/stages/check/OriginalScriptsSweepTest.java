package org.openaok.mapgen.stages.check;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.mapgen.stages.Scripts;

/**
 * The original game's 23 built-in scripts (read from the folder OPENAOK_RMS_CORPUS names; skipped
 * when unset), the built-in include files supplying their starts, generate and pass every
 * self-check. By default each at Medium for 2, 4 and 8 players; with OPENAOK_SWEEP=1 at all six
 * lobby sizes, and OPENAOK_SWEEP_SEEDS seeds (1 by default).
 */
class OriginalScriptsSweepTest {
    @Test
    void everyOriginalScriptPassesEverySelfCheck() {
        List<Path> corpus = Scripts.corpus();
        Assumptions.assumeFalse(corpus.isEmpty(), "OPENAOK_RMS_CORPUS is not set");
        boolean full = "1".equals(System.getenv("OPENAOK_SWEEP"));
        int[] sizes = full ? Sweep.SIZES : new int[] {168};
        int seeds = Integer.parseInt(System.getenv().getOrDefault("OPENAOK_SWEEP_SEEDS", "1"));
        Sweep sweep = new Sweep();
        for (Path p : corpus) {
            String name = p.getFileName().toString().replace(".rms", "");
            for (long seed = 1; seed <= seeds; seed++) sweep.run(name, b -> b.map(p.toString()), sizes, Sweep.PLAYERS, seed);
        }
        System.out.println("original scripts: " + sweep.maps + " maps\n" + sweep.table());
        sweep.failures.forEach(f -> System.out.println("  FAIL " + f));
        assertTrue(sweep.failures.isEmpty(), () -> sweep.failures.size() + " failures, first: " + sweep.failures.get(0));
    }
}
