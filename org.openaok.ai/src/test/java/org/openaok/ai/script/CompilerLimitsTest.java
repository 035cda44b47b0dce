package org.openaok.ai.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.ai.internal.compile.Compiler;
import org.openaok.api.diag.Diagnostic;

/**
 * The limits a compilation keeps (issue 20): files read, a file's size, words read, rules. Each is
 * told once as an error with its file and line, and the compilation ends in good time with what it
 * read so far.
 */
@Timeout(60)
class CompilerLimitsTest {
    private static Compilation compile(Map<String, String> files) {
        ScriptSource source = (name, from) -> Optional.ofNullable(files.get(ScriptSource.stem(name))).map(t -> new ScriptText(ScriptSource.stem(name) + ".per", t));
        return ScriptCompiler.compile(source, "main", Seat.defaults(1), Set.of(), Dice.fixed(0));
    }

    private static List<Diagnostic> coded(Compilation c, String code) { return c.diagnostics().stream().filter(d -> d.code().equals(code)).toList(); }

    @Test
    void aFileThatLoadsItselfAHundredTimesStopsAtTheFileLimit() {
        // ten deep by a hundred wide would be 100^10 files; found by the fuzz target as a hang
        String self = "(load \"self\")\n".repeat(100) + "(defrule (true) => (disable-self))\n";
        Compilation c = compile(Map.of("main", "(load \"self\")", "self", self));
        List<Diagnostic> full = coded(c, "ERR6001");
        assertEquals(1, full.size(), c.diagnostics().toString());
        assertTrue(full.get(0).message().contains("at most " + Compiler.MAX_FILES + " files"), full.get(0).format());
        assertEquals("self.per", full.get(0).file());
        assertEquals(Compiler.MAX_FILES - 1, c.program().ruleCount(), "every file read before the limit gave its rule");
    }

    @Test
    void aFileLargerThanTheLimitIsNotRead() {
        String big = ";" + "x".repeat(Compiler.MAX_FILE_CHARS) + "\n";
        Compilation c = compile(Map.of("main", "(load \"big\")\n(defrule (true) => (disable-self))", "big", big));
        List<Diagnostic> d = coded(c, "ERR5002");
        assertEquals(1, d.size(), c.diagnostics().toString());
        assertTrue(d.get(0).message().contains("at most " + Compiler.MAX_FILE_CHARS), d.get(0).format());
        assertEquals(1, d.get(0).line());
        assertEquals(1, c.program().ruleCount(), "the master's own rule is kept");
    }

    @Test
    void aFolderFileLargerThanTheLimitIsToldNotLoaded(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("main.per"), "(load \"big\")");
        Files.write(dir.resolve("big.per"), new byte[Compiler.MAX_FILE_CHARS + 10]);
        Compilation c = ScriptCompiler.compile(ScriptSource.folder(dir), "main", Seat.defaults(1));
        List<Diagnostic> d = coded(c, "ERR5002");
        assertEquals(1, d.size(), c.diagnostics().toString());
        assertTrue(d.get(0).message().contains("larger than 4 MB"), d.get(0).format());
    }

    @Test
    void wordsBeyondTheLimitAreNotRead() {
        // each file 1.5 million words (stray ones: told once a run), under the size limit; the second brings the sum over
        String words = "1 ".repeat(Compiler.MAX_TOKENS / 4 * 3);
        Compilation c = compile(Map.of("main", "(load \"one\")\n(load \"two\")\n", "one", words, "two", words));
        List<Diagnostic> d = coded(c, "ERR6001");
        assertEquals(1, d.size(), c.diagnostics().toString());
        assertTrue(d.get(0).message().contains("at most " + Compiler.MAX_TOKENS), d.get(0).format());
        assertEquals(2, d.get(0).line(), "told at the load that goes over");
    }

    @Test
    void rulesBeyondTheLimitAreDroppedAndToldOnce() {
        String rules = "(defrule (true) => (disable-self))\n".repeat(Compiler.MAX_RULES + 5);
        Compilation c = compile(Map.of("main", rules));
        List<Diagnostic> d = coded(c, "ERR6001");
        assertEquals(1, d.size(), "told once");
        assertEquals(Compiler.MAX_RULES + 1, d.get(0).line());
        assertEquals(Compiler.MAX_RULES, c.program().ruleCount());
        assertFalse(c.clean());
    }
}
