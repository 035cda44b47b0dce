package org.openaok.ai.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.ai.lang.Version;
import org.openaok.api.diag.Diagnostic;

/**
 * Real scripts of other authors, read from ../shared at test time (never copied here), at the
 * original game's level: those in the original vocabulary compile with no error, later versions'
 * load with only "unsupported" reports, testerrors.per gives each of its mistakes' codes, and the
 * formatter's before and after files compile to the same rules.
 */
class CorpusTest {
    static Path corpus() {
        String prop = System.getProperty("openaok.shared");
        Path shared = prop != null ? Path.of(prop) : Path.of("..", "shared");
        Path per = shared.resolve("corpus/per");
        Assumptions.assumeTrue(Files.isDirectory(per), "no ../shared/corpus/per here");
        return per;
    }

    /** At the original game's level: these tests are about what it takes and how it tells the rest. */
    private static Compilation compile(Path root, String master, Seat seat, Set<String> defines) {
        return ScriptCompiler.compile(ScriptSource.folder(root), master, seat, defines, null, Version.AOC, null);
    }

    private static void report(String name, Compilation c) {
        Map<String, Integer> codes = new TreeMap<>();
        for (Diagnostic d : c.diagnostics()) codes.merge(d.code(), 1, Integer::sum);
        System.out.printf("corpus %-60s %5d rules %5d errors %s%n", name, c.program().ruleCount(), c.errorCount(), codes);
    }

    @Test
    void mabelInTheOriginalVocabularyCompilesWithNoError() {
        Path root = corpus().resolve("cberes+aoe2-ai-mabel");
        for (int civ = 1; civ <= 18; civ++) {
            for (int d = 0; d <= 4; d++) {
                for (int cap : new int[] {25, 75, 200, 300}) {
                    Seat seat = Seat.defaults(1).withCiv(civ).withDifficulty(d).withPopulationCap(cap);
                    Compilation c = compile(root, "Mabel.per", seat, Set.of());
                    assertEquals(List.of(), c.diagnostics(), seat.toString());
                    assertEquals(10, c.program().files().size());
                }
            }
        }
        Compilation c = compile(root, "Mabel.per", Seat.defaults(1), Set.of());
        report("cberes+aoe2-ai-mabel/Mabel.per", c);
        assertEquals(64, c.program().ruleCount());
    }

    /** Names a script defines with defconst anywhere in its files, whatever branch. */
    private static Set<String> definedAnywhere(Path root) throws IOException {
        Set<String> names = new TreeSet<>();
        Pattern defconst = Pattern.compile("\\(\\s*defconst\\s+(\\S+)", Pattern.CASE_INSENSITIVE);
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".per")).toList()) {
                Matcher m = defconst.matcher(new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1));
                while (m.find()) names.add(m.group(1).toLowerCase(java.util.Locale.ROOT));
            }
        }
        return names;
    }

    private static final Pattern QUOTED = Pattern.compile("'([^']+)' is no <");

    /**
     * A later version's script: every report is "unsupported", except an invalid identifier
     * that the script itself defines nowhere (a mistake of the script's own).
     */
    private static List<String> laterVersionScript(Path root, String master, Set<String> defines) throws IOException {
        Compilation c = compile(root, master, Seat.defaults(1), defines);
        report(root.getFileName() + "/" + master + (defines.isEmpty() ? "" : " " + defines), c);
        Set<String> defined = definedAnywhere(root);
        List<String> ownMistakes = new ArrayList<>();
        for (Diagnostic d : c.diagnostics()) {
            if (d.code().startsWith("PER1")) continue;
            Matcher m = QUOTED.matcher(d.message());
            assertTrue(d.code().equals("ERR2005") && m.find(), d.format());
            String name = m.group(1).toLowerCase(java.util.Locale.ROOT);
            // A constant whose own definition was the mistake, or one the script never defines.
            assertTrue(d.message().contains("(its definition at ") || !defined.contains(name), d.format() + ": the script defines it");
            ownMistakes.add(name);
        }
        assertTrue(c.errorCount() > 0, master + " uses later versions");
        return ownMistakes;
    }

    @Test
    void laterVersionsScriptsLoadWithOnlyUnsupportedReports() throws IOException {
        Path per = corpus();
        List<String> elon = laterVersionScript(per.resolve("ceevaaa+ElonUncle"), "ElonUncle.per", Set.of());
        System.out.println("corpus ElonUncle: names it never defines: " + new TreeSet<>(elon));
        assertEquals(List.of(), laterVersionScript(per.resolve("01010100b+AoE2/Binary/Test"), "Binary.per", Set.of()));
        assertEquals(List.of(), laterVersionScript(per.resolve("cberes+aoe2-ai-mabel"), "Mabel.per", Set.of("UP-AVAILABLE")));
        assertEquals(List.of(), laterVersionScript(per.resolve("Jvinniec+aoe2-aiscript/samples"), "ai_sample/get2feudal", Set.of()));
    }

    @Test
    void testerrorsGivesEachOfItsMistakesCode() {
        Path root = corpus().resolve("Jvinniec+aoe2-aiscript/samples/ai_sample");
        // 'hun' is not defined: the first branch is read.
        Compilation first = compile(root, "testerrors.per", Seat.defaults(1), Set.of());
        report("Jvinniec+aoe2-aiscript testerrors.per", first);
        assertEquals(List.of(
                "ERR2005@6",  // 'dark' is no age (dark-age)
                "ERR2005@8",  // 'c:' is no comparison
                "ERR2005@8",  // 'maximum-dark-houses' is no constant
                "ERR2005@9",  // 'villager' is no building
                "ERR2011@10", // the (or of line 6 is not closed before '=>'
                "ERR2003@11", // no action 'biuld'
                "ERR3006@37"  // no #end-if for the #load-if-not-defined of line 4
        ), Scripts.codes(first));
        assertEquals(0, first.program().ruleCount());
        // With 'hun' defined the #else branch is read.
        Compilation other = compile(root, "testerrors.per", Seat.defaults(1), Set.of("hun"));
        report("Jvinniec+aoe2-aiscript testerrors.per (hun)", other);
        assertEquals(List.of(
                "ERR6002@34", // the seventeenth fact
                "PER100@36",  // up-build is UserPatch's
                "ERR2013@37", // the rule is never closed
                "ERR3006@37"
        ), Scripts.codes(other));
        // The whole sample (its master loads testerrors after a UserPatch file).
        Compilation sample = compile(root.getParent(), "ai_sample.per", Seat.defaults(1), Set.of());
        report("Jvinniec+aoe2-aiscript ai_sample.per", sample);
        assertEquals(5, sample.program().ruleCount());
    }

    @Test
    void eachFormatterPairCompilesToTheSameRules() throws IOException {
        Path dir = corpus().resolve("ks07+aoe2-ai-fmt/examples");
        List<Path> inputs;
        try (Stream<Path> s = Files.list(dir)) {
            inputs = s.filter(p -> p.getFileName().toString().endsWith(".input.per")).sorted().toList();
        }
        assertTrue(inputs.size() >= 10);
        for (Path input : inputs) {
            String base = input.getFileName().toString().replace(".input.per", "");
            Compilation a = compile(dir, base + ".input.per", Seat.defaults(1), Set.of());
            Compilation b = compile(dir, base + ".tidy.per", Seat.defaults(1), Set.of());
            report("ks07+aoe2-ai-fmt " + base + ".input.per", a);
            report("ks07+aoe2-ai-fmt " + base + ".tidy.per", b);
            assertTrue(a.program().sameRules(b.program()), base);
            assertEquals(a.program().ruleCount(), b.program().ruleCount(), base);
            assertEquals(a.program().constants(), b.program().constants(), base);
            assertEquals(a.diagnostics().stream().map(Diagnostic::code).toList(), b.diagnostics().stream().map(Diagnostic::code).toList(), base);
        }
    }

    @Test
    void binarysSourcesAreWrittenForAPreprocessorOfTheirOwn() {
        Path root = corpus().resolve("01010100b+AoE2/Binary/Script");
        Compilation c = compile(root, "Binary.per", Seat.defaults(1), Set.of());
        report("01010100b+AoE2/Binary/Script/Binary.per", c);
        // #defglobal, #if, #foreach ... are none of the game's directives, and nothing crashes.
        Set<String> directives = new TreeSet<>();
        for (Diagnostic d : c.diagnostics()) {
            if (!d.code().equals("ERR3001")) continue;
            Matcher m = Pattern.compile("'(#[a-z-]+)'").matcher(d.message());
            assertTrue(m.find());
            directives.add(m.group(1));
        }
        assertTrue(directives.containsAll(Set.of("#defglobal", "#if", "#foreach", "#function")), directives.toString());
        assertTrue(Set.of("#defglobal", "#defstrategic", "#if", "#foreach", "#end-foreach", "#function", "#return",
                "#repeat-timer", "#for", "#end-for", "#while", "#end-while").containsAll(directives), directives.toString());
        assertTrue(c.program().files().size() >= 16);
    }
}
