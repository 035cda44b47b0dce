package org.openaok.ai.play;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The long sweeps, run with AOE_AI_SWEEP=1 (AOE_AI_SEEDS=N seeds, 3 by default): randomgame
 * against itself at Hardest on every shipped map for 60 game minutes, and each original-vocabulary
 * script of the shared corpus against randomgame; a line per match (age-up times, idle villager
 * time, stuck units, failed thinks, the result) and the totals.
 */
class SweepTest {
    @Test
    void everyShippedMapOverSeeds() {
        Assumptions.assumeTrue("1".equals(System.getenv("AOE_AI_SWEEP")), "AOE_AI_SWEEP=1 runs the sweep");
        int seeds = Integer.parseInt(System.getenv().getOrDefault("AOE_AI_SEEDS", "3"));
        List<String> maps = System.getenv("AOE_AI_MAPS") == null ? List.of(Matches.MAPS) : List.of(System.getenv("AOE_AI_MAPS").split(","));
        int feudal = 0, castle = 0, decided = 0, idleOk = 0, n = 0, failures = 0, stuck = 0;
        for (String map : maps) {
            for (long seed = 1; seed <= seeds; seed++) {
                MatchProbe p = new MatchProbe(map, 120, seed, new String[] {"randomgame", "randomgame"}, 0).run(60 * 60_000);
                System.out.println(p.line());
                n++;
                for (int s = 1; s <= 2; s++) {
                    if (p.timeline.ageUp(s, 2) >= 0 && p.timeline.ageUp(s, 2) <= 13 * 60_000) feudal++;
                    if (p.timeline.ageUp(s, 3) >= 0 && p.timeline.ageUp(s, 3) <= 22 * 60_000) castle++;
                    if (p.timeline.idlePerMille(s) < 50) idleOk++;
                }
                if (p.match.outcome().over()) decided++;
                failures += p.failures.size();
                stuck += p.stuck;
                for (String f : p.failures) System.out.println("  " + f.lines().findFirst().orElse(""));
            }
        }
        System.out.printf("randomgame sweep: %d matches; seats in Feudal by 13:00 %d/%d, in Castle by 22:00 %d/%d, idle under 5%% %d/%d;"
                + " decided within 60:00 %d/%d; stuck units %d; failed thinks %d%n", n, feudal, 2 * n, castle, 2 * n, idleOk, 2 * n, decided, n, stuck, failures);
    }

    @Test
    void theCorpusScriptsPlayWholeMatches() {
        Assumptions.assumeTrue("1".equals(System.getenv("AOE_AI_SWEEP")), "AOE_AI_SWEEP=1 runs the sweep");
        Path corpus = RealScriptsTest.corpus();
        Assumptions.assumeTrue(corpus != null, "no shared corpus");
        List<Path> scripts = new ArrayList<>(RealScriptsTest.originalScripts(corpus));
        for (Path script : scripts) {
            MatchProbe p = new MatchProbe("OpenPlains", 120, 2, new String[] {script.toString(), "randomgame"}, 0).run(60 * 60_000);
            System.out.println(script.getFileName() + ": " + p.line());
            for (String f : p.failures) System.out.println("  " + f.lines().findFirst().orElse(""));
        }
    }
}
