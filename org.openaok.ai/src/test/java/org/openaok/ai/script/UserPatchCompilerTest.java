package org.openaok.ai.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.ai.lang.Version;
import org.openaok.ai.lang.Vocabulary;
import org.openaok.api.diag.Diagnostic;

/** UserPatch 1.5's language (and the Definitive Edition's where it says so): what compiles to what, and each mistake's code. */
class UserPatchCompilerTest {
    @TempDir Path dir;

    private Compilation up(String text) { return Scripts.one(dir, text, Version.UP); }

    private Compilation de(String text) { return Scripts.one(dir, text, Version.DE); }

    private static int cmd(String name) { return Vocabulary.standard().command(name).orElseThrow().index(); }

    @Test
    void typedOperandsCompileToTheirOpsIds() {
        Compilation c = up("""
                (defconst gl-count 101)
                (defrule
                    (up-compare-goal gl-count c:>= 5)
                    (food-amount g:< gl-count)
                    (up-compare-sn sn-maximum-town-size s:!= sn-safe-town-size)
                =>
                    (up-modify-goal gl-count c:+ 1)
                    (up-modify-goal gl-count g:max gl-count)
                    (up-modify-sn sn-maximum-town-size s:= sn-safe-town-size)
                    (up-find-local c: villager-class c: 20)
                    (up-find-remote g: gl-count c: 5))
                """);
        assertEquals(List.of(), Scripts.codes(c));
        Program p = c.program();
        int n = p.firstNode(0);
        assertEquals(cmd("up-compare-goal"), p.op(n));
        assertEquals(List.of(101, 3, 5), List.of(p.arg(n, 0), p.arg(n, 1), p.arg(n, 2)));
        assertEquals(List.of(7, 101), List.of(p.arg(n + 1, 0), p.arg(n + 1, 1)), "g:< is 7 and reads goal 101");
        assertEquals(List.of(74, 19, 250), List.of(p.arg(n + 2, 0), p.arg(n + 2, 1), p.arg(n + 2, 2)), "s:!= is 19");
        int a = p.firstAction(0);
        assertEquals(List.of(101, 1, 1), List.of(p.actionArg(a, 0), p.actionArg(a, 1), p.actionArg(a, 2)), "c:+ is 1");
        assertEquals(20, p.actionArg(a + 1, 1), "g:max is 20");
        assertEquals(List.of(74, 24, 250), List.of(p.actionArg(a + 2, 0), p.actionArg(a + 2, 1), p.actionArg(a + 2, 2)), "s:= is 24");
        assertEquals(List.of(6, 904, 6, 20), List.of(p.actionArg(a + 3, 0), p.actionArg(a + 3, 1), p.actionArg(a + 3, 2), p.actionArg(a + 3, 3)));
        assertEquals(List.of(13, 101), List.of(p.actionArg(a + 4, 0), p.actionArg(a + 4, 1)), "g: is 13 and names goal 101");
    }

    @Test
    void theOperandAfterGoalOrStrategicPrefixIsAGoalOrAStrategicNumber() {
        assertEquals(List.of("PER101@1"), Scripts.codes(up("(defrule (up-compare-goal 1 g:== 513) => (do-nothing))")), "goal 513 is the Definitive Edition's");
        assertEquals(List.of("ERR2005@1"), Scripts.codes(up("(defrule (up-compare-goal 1 g:== 0) => (do-nothing))")));
        assertEquals(List.of("ERR2005@1"), Scripts.codes(up("(defrule (up-compare-goal 1 s:== 512) => (do-nothing))")));
        assertTrue(de("(defrule (up-compare-goal 1 g:== 513) => (do-nothing))").clean(), "the Definitive Edition has 16000 goals");
        assertTrue(up("(defrule (up-compare-goal 1 s:== sn-focus-player-number) => (do-nothing))").clean());
        assertEquals(List.of("ERR2005@1"), Scripts.codes(up("(defrule (up-compare-goal 1 s:== nothing-of-that-name) => (do-nothing))")));
    }

    @Test
    void mathOpsAndTheirSpellings() {
        Compilation c = up("""
                (defrule (true) =>
                    (up-modify-goal 41 = 3) (up-modify-goal 41 += 3) (up-modify-goal 41 c:z/ 3) (up-modify-goal 41 z/= 3)
                    (up-modify-goal 41 c:%* 3) (up-modify-goal 41 s:neg 5) (up-modify-goal 41 mod 7))
                """);
        assertEquals(List.of(), Scripts.codes(c));
        Program p = c.program();
        int a = p.firstAction(0);
        int[] ops = new int[7];
        for (int i = 0; i < 7; i++) ops[i] = p.actionArg(a + i, 1);
        assertEquals(List.of(0, 1, 4, 4, 11, 33, 6), java.util.Arrays.stream(ops).boxed().toList());
        assertEquals(List.of("ERR2005@1"), Scripts.codes(up("(defrule (true) => (up-modify-goal 41 plus 3))")));
        assertEquals("ERR2005@1", Scripts.codes(up("(defrule (true) => (up-find-local villager-class c: 3))")).get(0), "a type-op is needed");
    }

    @Test
    void goalsTimersAndStrategicNumbersHaveUserPatchsRanges() {
        assertTrue(up("(defrule (goal 512 1) => (set-goal 41 2) (enable-timer 50 5) (set-strategic-number 511 1))").clean());
        assertEquals(List.of("PER101@1"), Scripts.codes(up("(defrule (goal 513 1) => (do-nothing))")), "the Definitive Edition's");
        assertEquals(List.of("ERR2005@1"), Scripts.codes(up("(defrule (true) => (enable-timer 51 5))")));
        assertEquals(List.of("ERR2005@1"), Scripts.codes(up("(defrule (true) => (set-strategic-number 512 1))")));
        // a point takes two goals above the original 40; a cost set four
        assertEquals(List.of("ERR2005@1"), Scripts.codes(up("(defrule (true) => (up-get-point position-self 40))")));
        assertEquals(List.of("PER101@1"), Scripts.codes(up("(defrule (true) => (up-get-point position-self 512))")));
        assertTrue(up("(defrule (true) => (up-get-point position-self 511) (up-get-search-state 509))").clean());
        assertEquals(List.of("PER101@1"), Scripts.codes(up("(defrule (true) => (up-get-search-state 510))")));
        assertTrue(up("(defrule (true) => (up-set-target-point 41) (up-target-point 0 action-move -1 -1))").clean(), "up-target-point's point 0 is the target point");
        assertEquals(List.of("ERR2005@1"), Scripts.codes(up("(defrule (true) => (up-set-target-point 0))")), "the target point is set from a point of goals");
    }

    @Test
    void theOriginalCommandsStillTellAUnitFromABuilding() {
        assertEquals(List.of("ERR2005@1"), Scripts.codes(up("(defrule (can-build villager) => (do-nothing))")), "a unit is no building");
        assertEquals(List.of("ERR2005@1"), Scripts.codes(up("(defrule (true) => (research villager))")));
        assertTrue(up("(defrule (true) => (up-find-local c: town-center c: 1) (up-find-remote c: villager-class c: 5) (set-goal 41 town-center))").clean(),
                "UserPatch's typed operands and the goals take any constant");
    }

    @Test
    void everyWordIsAConstantAndTextConstantsHoldStrings() {
        Compilation c = up("""
                (defconst my-unit archer-line)
                (defconst gl-class villager-class)
                (defconst greeting "gg %d")
                (defrule (true) => (set-goal 41 my-unit) (set-goal 42 gl-class) (chat-to-all greeting) (up-chat-data-to-all greeting c: 7))
                """);
        assertEquals(List.of(), Scripts.codes(c));
        Program p = c.program();
        assertEquals(-299, p.constants().get("my-unit"));
        assertEquals(904, p.constants().get("gl-class"));
        int a = p.firstAction(0);
        assertEquals(-299, p.actionArg(a, 1));
        assertEquals("gg %d", p.string(p.actionArg(a + 2, 0)));
        assertEquals("gg %d", p.string(p.actionArg(a + 3, 0)));
    }

    @Test
    void myUniqueWordsStandForTheSeatsCivilisation() {
        Scripts s = new Scripts(dir).file("ai.per", "(defrule (true) => (up-train 0 c: my-unique-unit) (up-research 0 c: my-unique-research) (set-goal 41 my-unique-unit-line))");
        Program britons = s.compile("ai", Seat.defaults(1).withCiv(1), Version.UP).program();
        Program koreans = s.compile("ai", Seat.defaults(1).withCiv(18), Version.UP).program();
        int a = britons.firstAction(0);
        assertEquals(8, britons.actionArg(a, 2), "the longbowman");
        assertEquals(3, britons.actionArg(a + 1, 2), "Yeomen");
        assertEquals(-277, britons.actionArg(a + 2, 1), "the longbowman line");
        assertEquals(827, koreans.actionArg(koreans.firstAction(0), 2), "the war wagon");
    }

    @Test
    void theLevelsTellWhatBelongsToWhichVersion() {
        String upScript = "(defrule (true) => (up-reset-scouts))";
        assertEquals(List.of("PER100@1"), Scripts.codes(Scripts.one(dir, upScript, Version.AOC)));
        assertTrue(up(upScript).clean());
        String deScript = "(defrule (true) => (fe-set-signal c: 1 c: 2))";
        assertEquals(List.of("PER100@1"), Scripts.codes(up(deScript)));
        assertTrue(de(deScript).clean());
        // a word of the Definitive Edition's data: an error for UserPatch, read as its id (a warning) by the Definitive Edition's level
        String konnik = "(defrule (can-train konnik) => (train konnik))";
        assertEquals(List.of("PER101@1", "PER101@1"), Scripts.codes(up(konnik)));
        Compilation read = de(konnik);
        assertTrue(read.clean(), read.diagnostics().toString());
        assertEquals(2, read.diagnostics().size());
        assertTrue(read.diagnostics().stream().noneMatch(Diagnostic::isError));
        assertEquals(1225, read.program().arg(read.program().firstNode(0), 0));
    }

    @Test
    void aRuleOfUserPatchHoldsSixteenElementsOneOfTheDefinitiveEditionThirtyTwo() {
        StringBuilder s = new StringBuilder("(defrule\n");
        for (int i = 0; i < 20; i++) s.append(" (true)\n");
        s.append(" => (do-nothing))");
        assertEquals(List.of("PER102@18"), Scripts.codes(up(s.toString())));
        assertTrue(de(s.toString()).clean());
        StringBuilder t = new StringBuilder("(defrule\n");
        for (int i = 0; i < 40; i++) t.append(" (true)\n");
        t.append(" => (do-nothing))");
        assertEquals(List.of("ERR6002@34"), Scripts.codes(de(t.toString())));
    }

    @Test
    void userPatchDefinesSymbolsForTheGameAndTheLobby() {
        Scripts s = new Scripts(dir).file("ai.per", """
                #load-if-defined UP-AVAILABLE
                (defrule (true) => (set-goal 1 1))
                #end-if
                #load-if-defined UP-2-PLAYER-GAME
                (defrule (true) => (set-goal 2 1))
                #end-if
                #load-if-defined UP-MULTIPLE-ENEMIES
                (defrule (true) => (set-goal 3 1))
                #end-if
                #load-if-defined DE-AVAILABLE
                (defrule (true) => (set-goal 4 1))
                #end-if
                """);
        Lobby lobby = new Lobby(List.of(new Lobby.Member(1, 1, 1, false), new Lobby.Member(2, 2, 5, true)));
        Compilation c = ScriptCompiler.compile(ScriptSource.folder(dir), "ai", Seat.defaults(1), Set.of(), null, Version.UP, lobby);
        assertEquals(2, c.program().ruleCount(), "UP-AVAILABLE and UP-2-PLAYER-GAME");
        assertEquals(0, s.compile("ai", Seat.defaults(1), Version.AOC).program().ruleCount());
        assertTrue(lobby.symbols(1).contains("UP-JAPANESE-CIV-ENEMY"));
        assertTrue(lobby.symbols(1).contains("UP-HUMAN-ENEMY"));
    }

    @Test
    void rulesJumpsTakeConstantsAndOperands() {
        Compilation c = up("(defrule (true) => (up-jump-rule 2) (up-jump-direct c: 0) (up-jump-dynamic g: 41) (up-get-rule-id 42))");
        assertEquals(List.of(), Scripts.codes(c));
    }

    @Test
    void aDefinitiveEditionXsIncludeAndItsCallsAreReadAndSaidToNeedTheDefinitiveEdition() {
        String xs = "(include \"../ai/My AI/Helper.xs\")\n(defconst hello \"helloWorld\")\n"
                + "(defrule (true) => (xs-script-call \"helloWorld\") (disable-self))\n(defrule (xs-script-call hello) => (do-nothing))";
        Compilation de = de(xs);
        // at the Definitive Edition's level: warnings, no error, both rules kept
        assertEquals(List.of("PER100@1", "PER100@3", "PER100@4"), Scripts.codes(de));
        assertTrue(de.diagnostics().stream().noneMatch(Diagnostic::isError), de.diagnostics().toString());
        assertEquals(2, de.program().ruleCount());
        for (Diagnostic d : de.diagnostics()) assertTrue(d.message().contains("needs the Definitive Edition's data"), d.message());
        assertTrue(de.diagnostics().get(0).message().contains("Helper.xs"), de.diagnostics().get(0).message());
        // UserPatch has neither: errors of a later version (not of a mistake), and the level told from the script is the Definitive Edition's
        Compilation up = up(xs);
        assertTrue(up.diagnostics().stream().filter(Diagnostic::isError).allMatch(d -> d.code().equals("PER100")), up.diagnostics().toString());
        assertEquals(3, up.errorCount());
        Compilation told = new Scripts(dir).file("ai.per", xs).compile("ai");
        assertEquals(Version.DE, told.level());
        assertEquals(0, told.errorCount(), told.diagnostics().toString());
        // an include alone is enough to tell the level
        assertEquals(Version.DE, new Scripts(dir).file("inc.per", "(include \"x.xs\")\n(defrule (true) => (do-nothing))").compile("inc").level());
    }
}
