package org.openaok.ai.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.ai.script.ComputerPlayer;
import org.openaok.ai.script.Scripts;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.io.ScriptChecker;
import org.openaok.drs.DrsWriter;

class PerScriptCheckerTest {
    @TempDir Path dir;
    private final ScriptChecker checker = new PerScriptChecker();

    private List<String> lines(Path file, Map<String, String> options) {
        return checker.check(file, options).stream().map(Diagnostic::format).toList();
    }

    @Test
    void itIsThePerChecker() {
        assertEquals("per", checker.id());
        assertTrue(checker.accepts(Path.of("x/AI.PER")));
        assertTrue(!checker.accepts(Path.of("x/map.rms")));
    }

    @Test
    void reportsEveryMistakeAndASummary() {
        new Scripts(dir).file("ai.per", """
                (defrule (true) => (biuld house))
                (load "helper")
                (load "missing")
                """).file("helper.per", "(defrule (goal 0 1) => (do-nothing))\n(defrule (true) => (train villager))");
        Path ai = dir.resolve("ai.per");
        List<String> out = lines(ai, Map.of());
        String base = dir.toString();
        assertEquals(List.of(
                base + "/ai.per:1:21: error ERR2003: Invalid keyword: no action is called 'biuld'",
                base + "/helper.per:1:16: error ERR2005: Invalid identifier: goal-id 0 is not in 1 to 512",
                base + "/ai.per:3:7: error ERR5001: File open failed: no script file 'missing'",
                base + "/ai.per: info PER000: 1 rules, 3 errors; the first: " + base + "/ai.per:1:21: error ERR2003: Invalid keyword: no action is called 'biuld' (seat 1, UserPatch 1.5's language)"), out);
        assertTrue(checker.check(ai, Map.of()).stream().anyMatch(Diagnostic::isError));
    }

    @Test
    void theOptionsSetTheLobby() {
        new Scripts(dir).file("ai.per", """
                #load-if-defined VIKING-CIV
                #load-if-defined DIFFICULTY-EASIEST
                #load-if-defined ISLANDS-MAP
                #load-if-defined GIANT-MAP
                #load-if-defined DEATH-MATCH
                #load-if-defined POPULATION-CAP-200
                #load-if-defined MY-OWN
                (defrule (true) => (biuld house))
                #end-if
                #end-if
                #end-if
                #end-if
                #end-if
                #end-if
                #end-if
                """);
        Path ai = dir.resolve("ai.per");
        Map<String, String> all = Map.of("civ", "vikings", "difficulty", "4", "map-type", "islands", "map-size", "giant",
                "game-type", "death-match", "population", "500", "defines", "my-own,other");
        assertEquals(2, checker.check(ai, all).size());
        assertEquals("ERR2003", checker.check(ai, all).get(0).code());
        Map<String, String> notViking = new java.util.HashMap<>(all);
        notViking.put("civ", "briton");
        assertEquals(1, checker.check(ai, notViking).size(), "only the summary");
    }

    @Test
    void theLevelIsToldFromTheScriptOrGiven() {
        // a UserPatch script, one of the Definitive Edition's (a rule of 20 elements), an original one
        new Scripts(dir).file("up.per", "(defrule (up-compare-goal 41 c:>= 1) => (up-modify-goal 41 c:+ 1))")
                .file("de.per", "(defrule (true) =>" + " (set-goal 41 1)".repeat(20) + ")")
                .file("aoc.per", "(defrule (goal 41 1) => (do-nothing))");
        assertTrue(last(dir.resolve("up.per"), Map.of()).endsWith("1 rules, 0 errors (seat 1, UserPatch 1.5's language)"));
        assertTrue(last(dir.resolve("de.per"), Map.of()).endsWith("1 rules, 0 errors (seat 1, the Definitive Edition's language)"));
        List<Diagnostic> up = checker.check(dir.resolve("de.per"), Map.of("version", "up"));
        assertEquals("PER102", up.get(0).code(), "UserPatch takes rules of 16: " + up);
        List<Diagnostic> aoc = checker.check(dir.resolve("aoc.per"), Map.of("version", "aoc"));
        assertEquals("PER101", aoc.get(0).code(), "goal 41 is UserPatch's: " + aoc);
        assertTrue(last(dir.resolve("aoc.per"), Map.of("version", "up")).endsWith("1 rules, 0 errors (seat 1, UserPatch 1.5's language)"));
        assertEquals(PerScriptChecker.BAD_OPTION, checker.check(dir.resolve("up.per"), Map.of("version", "2.0")).get(0).code());
    }

    private String last(Path file, Map<String, String> options) {
        List<Diagnostic> d = checker.check(file, options);
        return d.get(d.size() - 1).message();
    }

    @Test
    void eachSeatRollsItsOwnLoadRandom() {
        new Scripts(dir).file("ai.per", "(load-random 50 \"a\" \"b\")").file("a.per", "(defrule (true) => (biuld a))")
                .file("b.per", "(defrule (true) => (biuld b))");
        Path ai = dir.resolve("ai.per");
        List<Diagnostic> eight = checker.check(ai, Map.of("players", "8", "seed", "3"));
        long errors = eight.stream().filter(Diagnostic::isError).count();
        assertEquals(2, errors, "eight seats between them load both files: " + eight);
        assertTrue(eight.get(eight.size() - 1).message().endsWith("(seats 1-8, UserPatch 1.5's language)"));
    }

    @Test
    void loadsMissingBesideTheFileComeFromTheDrsArchive() throws Exception {
        new Scripts(dir).file("ai.per", "(load \"rg-constants\")\n(defrule (true) => (set-goal rg-goal-army 2))");
        Path drs = dir.resolve("gamedata.drs");
        Files.write(drs, new DrsWriter().add(60002, ComputerPlayer.text("rg-constants").orElseThrow()).toBytes());
        Path ai = dir.resolve("ai.per");
        assertEquals("ERR5001", checker.check(ai, Map.of()).get(0).code());
        List<Diagnostic> withDrs = checker.check(ai, Map.of("drs", drs.toString()));
        assertEquals(1, withDrs.size(), withDrs.toString());
        assertTrue(withDrs.get(0).message().startsWith("1 rules, 0 errors"));
    }

    @Test
    void badOptionsAndFilesAreDiagnosticsNeverExceptions() {
        new Scripts(dir).file("ai.per", "(defrule (true) => (do-nothing))");
        Path ai = dir.resolve("ai.per");
        List<Diagnostic> out = checker.check(ai, Map.of("civ", "martians", "difficulty", "9", "players", "12", "seed", "x",
                "drs", dir.resolve("none.drs").toString(), "game-type", "poker"));
        assertEquals(6, out.stream().filter(d -> d.code().equals(PerScriptChecker.BAD_OPTION)).count(), out.toString());
        assertEquals("ERR5001", checker.check(dir.resolve("absent.per"), Map.of()).get(0).code());
        assertEquals("ERR5001", checker.check(dir, null).get(0).code());
    }

    @Test
    void theShippedComputerPlayerChecksClean() throws Exception {
        Scripts s = new Scripts(dir);
        for (String f : ComputerPlayer.files().keySet()) s.file(f + ".per", ComputerPlayer.text(f).orElseThrow());
        for (String civ : new String[] {"briton", "frankish", "aztec", "korean"}) {
            List<Diagnostic> out = checker.check(dir.resolve("randomgame.per"), Map.of("civ", civ, "players", "8", "map-type", "archipelago"));
            assertEquals(1, out.size(), out.toString());
            assertTrue(out.get(0).message().contains(", 0 errors"));
        }
    }

    @Test
    void aStrayControlCharacterIsSkippedNotLoopedOn() throws Exception {
        // Issue 20: byte 0x1C (white space to Java, not to the lexer) ran `openaok check` out of memory.
        Path ai = dir.resolve("stray.per");
        Files.write(ai, "(defrule\u001c(true) => (do-nothing))\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        List<Diagnostic> out = checker.check(ai, Map.of());
        assertEquals(1, out.size(), out.toString());
        assertTrue(out.get(0).message().startsWith("1 rules, 0 errors"), out.toString());
    }

    @Test
    void anXsScriptIsReadAsTheDefinitiveEditionsNotAsAMistake() throws Exception {
        Path xs = dir.resolve("Helper.xs");
        java.nio.file.Files.writeString(xs, "void helloWorld() { xsChatData(\"hello\"); }\n");
        assertTrue(checker.accepts(xs));
        List<Diagnostic> d = checker.check(xs, Map.of());
        assertEquals(1, d.size(), d.toString());
        assertFalse(d.get(0).isError(), d.toString());
        assertEquals("PER100", d.get(0).code());
        assertTrue(d.get(0).message().contains("needs the Definitive Edition's data"), d.get(0).message());
        Path ai = dir.resolve("user.per");
        java.nio.file.Files.writeString(ai, "(include \"Helper.xs\")\n(defrule (true) => (xs-script-call \"helloWorld\") (disable-self))\n");
        List<Diagnostic> per = checker.check(ai, Map.of());
        assertTrue(per.stream().noneMatch(Diagnostic::isError), per.toString());
        assertEquals(2, per.stream().filter(x -> x.code().equals("PER100")).count(), per.toString());
        assertTrue(checker.check(dir.resolve("none.xs"), Map.of()).get(0).isError(), "a file that is not there is an error");
    }
}
