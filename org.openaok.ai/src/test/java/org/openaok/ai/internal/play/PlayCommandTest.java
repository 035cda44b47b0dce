package org.openaok.ai.internal.play;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayCommandTest {
    @TempDir
    Path dir;

    private record Out(int status, String out, String err) {}

    private Out run(String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int s = new PlayCommand().run(List.of(args), new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(e, true, StandardCharsets.UTF_8));
        return new Out(s, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theShippedPlayerPlaysAndItsTraceIsPrintedAMinuteAtATime() {
        Out r = run("--players", "2", "--advance", "300", "--trace", "--civ", "britons");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("player 1: ") && r.out().contains("no errors"), r.out());
        assertTrue(r.out().contains("after 300 s of game time"), r.out());
        for (String line : List.of("AI p1 0:00:00 fired", "AI p1 0:00:00 goals", "AI p2 0:00:00 sn ", "AI p2 0:04:00")) {
            assertTrue(r.out().contains(line), "the trace has '" + line + "':\n" + r.out());
        }
        assertFalse(r.out().contains("AI p1 0:05:00"), "five minutes end before the fifth minute's pass");
    }

    @Test
    void aScriptWithAMistakePlaysOnWithTheRulesThatCompiled() throws Exception {
        Path ai = Files.writeString(dir.resolve("mine.per"), String.join("\n",
                "(defrule (true) => (set-goal 1 5) (disable-self))",
                "(defrule (no-such-fact) => (disable-self))",
                ""));
        Out r = run(ai.toString(), "--players", "1", "--advance", "5");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("1 rules, 1 error") || r.out().contains("1 rule, 1 error"), r.out());
        assertTrue(r.out().contains("ERR2003"), "the first error is told: " + r.out());
    }

    @Test
    void badOptionsSayWhat() {
        assertEquals(2, run("--players", "12").status());
        assertEquals(1, run(dir.resolve("none.per").toString()).status());
    }
}
