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
 * self-check. By default each at Normal and Giant for 2 and 4 players; with OPENAOK_SWEEP=1 at all six
 * lobby sizes for 2, 4 and 8 players (414 maps, about 20 s here), and OPENAOK_SWEEP_SEEDS seeds
 * (1 by default). Where a script asks for more room than a crowded map has, the stages give way
 * and say so: base squares shrink before islands touch (AOK022), a player who got none of a
 * resource the others got gets it in a second round (AOK105), water a connection leaves between
 * its players is forded (AOK041). It prints the table and every failure and why.
 */
class OriginalScriptsSweepTest {
    @Test
    void everyOriginalScriptPassesEverySelfCheck() {
        List<Path> corpus = Scripts.corpus();
        Assumptions.assumeFalse(corpus.isEmpty(), "OPENAOK_RMS_CORPUS is not set");
        boolean full = "1".equals(System.getenv("OPENAOK_SWEEP"));
        int[] sizes = full ? Sweep.SIZES : new int[] {200, 240};
        int[] players = full ? Sweep.PLAYERS : new int[] {2, 4};
        int seeds = Integer.parseInt(System.getenv().getOrDefault("OPENAOK_SWEEP_SEEDS", "1"));
        Sweep sweep = new Sweep();
        for (Path p : corpus) {
            String name = p.getFileName().toString().replace(".rms", "");
            for (long seed = 1; seed <= seeds; seed++) sweep.run(name, b -> b.map(p.toString()), sizes, players, seed);
        }
        System.out.println("original scripts: " + sweep.maps + " maps\n" + sweep.table());
        sweep.failures.forEach(f -> System.out.println("  FAIL " + f));
        assertTrue(sweep.failures.isEmpty(), () -> sweep.failures.size() + " failures, first: " + sweep.failures.get(0));
    }
}
