package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * What the sweeps count as a failure: a seat whose script compiles to no rule, every rule with an
 * error, is refused its start with exactly the errors {@code check} reports; that is the script's
 * compilation, not a fault of the match. A seat that cannot start for another reason is one.
 */
class MatchProbeTest {
    @Test
    void aScriptOfOnlyErrorsIsItsCompilationNotAFailure() throws Exception {
        Path dir = Files.createTempDirectory("probe");
        Path script = dir.resolve("errors.per");
        Files.writeString(script, "(defrule (no-such-fact) => (train villager))\n(defrule (true) => (no-such-action))\n");
        MatchProbe p = new MatchProbe("OpenPlains", 60, 1, new String[] {script.toString(), "randomgame"}, 0).run(10_000);
        assertEquals(0, p.failures.size(), "failures: " + p.failures);
        assertEquals(1, p.compiled.stream().filter(l -> l.contains("errors.per") && l.contains("2 errors and no rule")).count(), "its compilation: " + p.compiled);
        assertTrue(p.compiled.stream().anyMatch(l -> l.contains(" rules, ")), "randomgame's compilation: " + p.compiled);
    }

    @Test
    void aSeatThatCannotStartForAnotherReasonIsAFailure() {
        MatchProbe p = new MatchProbe("OpenPlains", 60, 1, new String[] {"/no/such/script.per", "randomgame"}, 0).run(2_000);
        assertEquals(1, p.failures.size(), "failures: " + p.failures);
        assertTrue(p.failures.get(0).contains("cannot play"), p.failures.get(0));
    }

    /** A summary whose first error says "failed" is still a summary. */
    @Test
    void aSummaryWhoseErrorSaysFailedIsTheCompilation() {
        assertTrue(MatchProbe.compileSummary("seat 1: x.per (UserPatch): 12 rules, 1 error; the first: x.per:3:1: error ERR1001: File open failed: y.per"));
        assertTrue(MatchProbe.compileSummary("seat 2: randomgame (the Definitive Edition): 142 rules, no errors"));
        assertTrue(!MatchProbe.compileSummary("seat 2: per cut off at 3:00: the think failed: rules failed; the seat idles"));
    }
}
