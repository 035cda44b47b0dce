package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Real scripts of the original vocabulary play against randomgame: Mabel (a whole multi-file AI)
 * and a small sample AI, from the shared corpus (skipped when it is absent). The opening here;
 * whole matches with AOE_AI_SWEEP=1 ({@link SweepTest}).
 */
class RealScriptsTest {
    static Path corpus() {
        String shared = System.getProperty("openaok.shared");
        Path p = shared == null ? null : Path.of(shared, "corpus", "per");
        return p != null && Files.isDirectory(p) ? p : null;
    }

    static List<Path> originalScripts(Path corpus) {
        return List.of(corpus.resolve("cberes+aoe2-ai-mabel/Mabel.per"), corpus.resolve("Jvinniec+aoe2-aiscript/samples/ai_sample.per"));
    }

    @Test
    void mabelAndTheSamplePlayTheOpening() {
        Path corpus = corpus();
        Assumptions.assumeTrue(corpus != null, "no shared corpus");
        for (Path script : originalScripts(corpus)) {
            Assumptions.assumeTrue(Files.isRegularFile(script), script + " is missing");
            MatchProbe p = new MatchProbe("OpenPlains", 120, 3, new String[] {script.toString(), "randomgame"}, 0).run(6 * 60_000);
            assertEquals(0, p.failures.size(), p.failures.toString());
            assertEquals(0, p.stuck, "no stuck units: " + p.line());
            if (script.getFileName().toString().equals("Mabel.per")) assertTrue(p.match.player(1).population() > 6, "Mabel trains: " + p.line());
            // the sample's rules resign at once, "(true) => (resign)": its seat does so and the match ends
            else assertTrue(p.match.player(1).resigned() || p.match.player(1).population() > 6, script.getFileName() + ": " + p.line());
        }
    }
}
