package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The corpus's UserPatch scripts, whose rules give the standing orders (ElonUncle retasks, drops,
 * assigns builders, sends scouts), play 25 game minutes against randomgame and each other with no
 * failed think; with AOE_AI_UP_PROBE=1 (a few minutes of CPU).
 */
class UpScriptsProbeTest {
    @Test
    void elonUncleAndBinaryPlayWithTheStandingOrders() {
        Assumptions.assumeTrue("1".equals(System.getenv("AOE_AI_UP_PROBE")), "AOE_AI_UP_PROBE=1 runs the probe");
        Path corpus = RealScriptsTest.corpus();
        Assumptions.assumeTrue(corpus != null, "no shared corpus");
        Path elon = corpus.resolve("ceevaaa+ElonUncle/ElonUncle.per"), binary = corpus.resolve("01010100b+AoE2/Binary/Test/Binary.per");
        Assumptions.assumeTrue(Files.isRegularFile(elon) && Files.isRegularFile(binary), "the UserPatch scripts are missing");
        String[][] seats = {{elon.toString(), "randomgame"}, {binary + ":up", elon.toString()}};
        for (String[] ai : seats) {
            MatchProbe p = new MatchProbe("OpenPlains", 120, 2, ai, 0).run(25 * 60_000);
            System.out.println("up-probe " + p.line());
            assertEquals(0, p.failures.size(), p.failures.toString());
        }
    }
}
