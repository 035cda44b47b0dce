package org.openaok.ai.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.ai.lang.Version;
import org.openaok.api.diag.Diagnostic;

/**
 * The UserPatch scripts of the shared corpus (read at test time, never copied here) at the
 * levels that take them: every diagnostic counted by code, printed for the report.
 */
class UserPatchCorpusTest {
    static Path corpus() {
        String prop = System.getProperty("openaok.shared");
        Path shared = prop != null ? Path.of(prop) : Path.of("..", "shared");
        Path per = shared.resolve("corpus/per");
        Assumptions.assumeTrue(Files.isDirectory(per), "no ../shared/corpus/per here");
        return per;
    }

    static Compilation compile(Path root, String master, Version level) {
        return ScriptCompiler.compile(ScriptSource.folder(root), master, Seat.defaults(1), Set.of(), null, level, null);
    }

    static Map<String, Integer> codes(Compilation c) {
        Map<String, Integer> codes = new TreeMap<>();
        for (Diagnostic d : c.diagnostics()) codes.merge(d.code() + (d.isError() ? "" : "w"), 1, Integer::sum);
        return codes;
    }

    static void report(String name, Version level, Compilation c) {
        System.out.printf("up-corpus %-44s %-3s %5d rules %5d errors %s%n", name, level, c.program().ruleCount(), c.errorCount(), codes(c));
    }

    @Test
    void printTheCounts() {
        Path per = corpus();
        Object[][] scripts = {
                {"01010100b+AoE2/Binary/Test", "Binary.per"},
                {"ceevaaa+ElonUncle", "ElonUncle.per"},
                {"cberes+aoe2-ai-mabel", "Mabel.per"},
                {"Jvinniec+aoe2-aiscript/samples", "ai_sample.per"},
                {"Jvinniec+aoe2-aiscript/samples", "ai_sample/get2feudal"},
        };
        for (Object[] s : scripts) {
            int original = -1;
            for (Version level : List.of(Version.AOC, Version.UP, Version.DE)) {
                Compilation c = compile(per.resolve((String) s[0]), (String) s[1], level);
                report(s[0] + "/" + s[1], level, c);
                // a wider level reads every rule a narrower one does
                if (original >= 0) assertTrue(c.program().ruleCount() >= original, s[1] + " at " + level);
                else original = c.program().ruleCount();
                if (level != Version.AOC) for (Diagnostic d : c.diagnostics()) System.out.println("   " + level + " " + d.format());
            }
        }
    }

    @Test
    void elonUncleReadsAtTheDefinitiveEditionsLevelAndOnlyItsUndefinedNamesFail() {
        Path per = corpus();
        Compilation c = compile(per.resolve("ceevaaa+ElonUncle"), "ElonUncle.per", null);
        assertEquals(Version.DE, c.level(), "its rules of up to 32 and its civilisations are the Definitive Edition's");
        assertTrue(c.program().ruleCount() > 1300, "rules: " + c.program().ruleCount());
        // every word of the Definitive Edition's it uses has an id here (its javelina is the data's 822): none is unsupported
        for (Diagnostic d : c.diagnostics()) assertTrue(!d.isError() || !d.code().startsWith("PER10"), d.format());
        // General.per, boom.per and others use names (G-temp1, GV-boom, SCOUTTIMER ...) that no file of the
        // script defines, and constants.per defines one with ri-war-wolf (UserPatch's and the Definitive Edition's
        // name is ri-warwolf), which no version has, so the two uses of that constant fail too: those are the errors
        java.util.Set<String> defined = new java.util.HashSet<>();
        try (var files = Files.walk(per.resolve("ceevaaa+ElonUncle"))) {
            for (Path f : files.filter(f -> f.toString().endsWith(".per")).toList()) {
                var m = java.util.regex.Pattern.compile("(?i)\\(\\s*defconst\\s+(\\S+)").matcher(Files.readString(f, java.nio.charset.StandardCharsets.ISO_8859_1));
                while (m.find()) defined.add(m.group(1).toLowerCase(java.util.Locale.ROOT));
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        var quoted = java.util.regex.Pattern.compile("'([^']+)' is no ");
        int undefined = 0;
        for (Diagnostic d : c.diagnostics()) {
            if (!d.isError() || d.code().startsWith("PER10")) continue;
            assertEquals("ERR2005", d.code(), d.format());
            var m = quoted.matcher(d.message());
            if (m.find() && !defined.contains(m.group(1).toLowerCase(java.util.Locale.ROOT))) undefined++;
            else assertTrue(d.message().contains("ri-war-wolf") || d.message().contains("ri-imperial-research"), d.format());
        }
        assertTrue(undefined >= c.errorCount() - c.unsupportedCount() - 3, undefined + " of " + c.errorCount() + " name what no file defines");
    }

    @Test
    void theUserPatchScriptsCompileWithNoError() {
        Path per = corpus();
        for (String[] s : new String[][] {{"01010100b+AoE2/Binary/Test", "Binary.per"}, {"cberes+aoe2-ai-mabel", "Mabel.per"}}) {
            Compilation c = compile(per.resolve(s[0]), s[1], Version.UP);
            assertEquals(Map.of(), codes(c), s[0] + "/" + s[1]);
            assertTrue(c.program().ruleCount() > 50, s[0] + " keeps its rules");
        }
    }
}
