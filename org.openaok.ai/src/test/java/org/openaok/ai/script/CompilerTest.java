package org.openaok.ai.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.ai.lang.Version;
import org.openaok.ai.lang.Vocabulary;
import org.openaok.api.diag.Diagnostic;

/** The original game's language: scripts read at {@link Version#AOC}, the level that takes nothing later. */
class CompilerTest {
    @TempDir Path dir;

    private Compilation one(String text) { return Scripts.one(dir, text, Version.AOC); }

    private static int cmd(String name) { return Vocabulary.standard().command(name).orElseThrow().index(); }

    @Test
    void aRuleIsARangeOfFactsAndActionsWithArgumentsResolved() {
        Compilation c = one("""
                ; a comment (defrule (false) => (resign))
                (defconst my-target 25)
                (defrule
                    (civilian-population < my-target)   ; a constant
                    (can-train villager)
                =>
                    (train villager)
                    (chat-to-all "ready; (not a comment)"))
                """);
        assertEquals(List.of(), Scripts.codes(c));
        Program p = c.program();
        assertEquals(1, p.ruleCount());
        assertEquals(2, p.nodeCount(0));
        assertEquals(2, p.actionCount(0));
        int n = p.firstNode(0);
        assertEquals(cmd("civilian-population"), p.op(n));
        assertEquals(0, p.arg(n, 0)); // <
        assertEquals(25, p.arg(n, 1));
        assertEquals(cmd("can-train"), p.op(n + 1));
        assertEquals(83, p.arg(n + 1, 0));
        int a = p.firstAction(0);
        assertEquals(cmd("train"), p.actionOp(a));
        assertEquals(83, p.actionArg(a, 0));
        assertEquals("ready; (not a comment)", p.string(p.actionArg(a + 1, 0)));
        assertEquals("ai.per", p.file(0));
        assertEquals(3, p.line(0));
    }

    @Test
    void logicIsStoredInPrefixOrderWithSubtreeSizes() {
        Compilation c = one("""
                (defrule
                    (or (and (true) (not (false)))
                        (xor (goal 1 2) (goal 3 4))
                        (xnor (true) (true)))
                    (true)
                => (do-nothing))
                """);
        assertEquals(List.of(), Scripts.codes(c));
        Program p = c.program();
        int n = p.firstNode(0);
        assertEquals(Program.Logic.OR, p.logic(n));
        assertEquals(3, p.operands(n));
        assertEquals(11, p.size(n));
        assertEquals(Program.Logic.AND, p.logic(n + 1));
        assertEquals(4, p.size(n + 1));
        assertEquals(Program.Logic.NOT, p.logic(n + 3));
        assertEquals(2, p.size(n + 3));
        assertEquals(cmd("false"), p.op(n + 4));
        assertEquals(Program.Logic.XOR, p.logic(n + 5));
        assertEquals(3, p.size(n + 5));
        assertEquals(Program.Logic.XNOR, p.logic(n + 8));
        assertEquals(cmd("true"), p.op(n + 11));
        assertEquals(12, p.nodeCount(0));
        assertEquals("(defrule (or (and (true) (not (false))) (xor (goal 1 2) (goal 3 4)) (xnor (true) (true))) (true) => (do-nothing))",
                p.describe(0));
        Program q = one("(defrule (nand (true) (nor (false) (false))) => (do-nothing))").program();
        assertEquals(Program.Logic.NAND, q.logic(0));
        assertEquals(5, q.size(0));
        assertEquals(Program.Logic.NOR, q.logic(2));
        assertEquals(3, q.size(2));
    }

    @Test
    void comparisonsTakeSymbolsAndSpelledOutForms() {
        String[][] forms = {{"<", "less-than"}, {"<=", "less-or-equal"}, {">", "greater-than"}, {">=", "greater-or-equal"},
                {"==", "equal"}, {"!=", "not-equal"}};
        for (int i = 0; i < forms.length; i++) {
            Compilation a = one("(defrule (food-amount " + forms[i][0] + " 5) => (do-nothing))");
            Compilation b = one("(defrule (food-amount " + forms[i][1] + " 5) => (do-nothing))");
            assertTrue(a.clean() && b.clean(), forms[i][0]);
            assertEquals(i, a.program().arg(0, 0));
            assertTrue(a.program().sameRules(b.program()));
        }
    }

    @Test
    void playerArgumentsAreSeatsConstantsWildcardsOrRuleVariables() {
        Compilation c = one("""
                (defconst enemy-seat 3)
                (defrule
                    (players-population 2 > 10)
                    (players-population enemy-seat > 10)
                    (players-population my-player-number > 10)
                    (players-population any-enemy > 10)
                    (players-population every-ally > 10)
                =>
                    (chat-to-player this-any-enemy "hi"))
                """, 0);
        assertEquals(List.of(), Scripts.codes(c));
        Program p = c.program();
        assertEquals(2, p.arg(0, 0));
        assertEquals(3, p.arg(1, 0));
        assertEquals(4, p.arg(2, 0)); // seat 4 compiles it
        assertEquals(106, p.arg(3, 0));
        assertEquals(201, p.arg(4, 0));
        assertEquals(306, p.actionArg(0, 0));
        Compilation bad = one("(defrule (players-population 9 > 1) => (do-nothing))");
        assertEquals(List.of("ERR2005@1"), Scripts.codes(bad));
    }

    private Compilation one(String text, int unused) {
        return new Scripts(dir).file("ai.per", text).compile("ai", Seat.defaults(4).withCiv(7));
    }

    @Test
    void myCivAndMyPlayerNumberAreDefinedBeforeAnythingIsRead() {
        Compilation c = new Scripts(dir).file("ai.per", "(defrule (civ-selected my-civ) => (set-goal 1 my-player-number))")
                .compile("ai", Seat.defaults(6).withCiv(13));
        assertTrue(c.clean(), c.diagnostics().toString());
        assertEquals(13, c.program().arg(0, 0));
        assertEquals(6, c.program().actionArg(0, 1));
        assertEquals(6, c.program().constants().get("my-player-number"));
        assertEquals(13, c.program().constants().get("my-civ"));
        // Redefining them with another value is the error it is for any constant.
        assertEquals(List.of("ERR2012@1"), Scripts.codes(new Scripts(dir).file("b.per", "(defconst my-player-number 2)")
                .compile("b", Seat.defaults(6))));
    }

    @Test
    void aConstantMayBeDefinedAgainOnlyWithTheSameValue() {
        Compilation c = one("""
                (defconst a 5)
                (defconst a 5)
                (defconst a 6)
                (defrule (goal 1 a) => (do-nothing))
                """);
        assertEquals(List.of("ERR2012@3"), Scripts.codes(c));
        assertEquals(5, c.program().arg(0, 1));
    }

    @Test
    void loadsResolveAsTheGameDoes() {
        Scripts s = new Scripts(dir)
                .file("master.per", """
                        (load "plain")
                        (load "with-ext.per")
                        (load "sub/deeper")
                        (load "SUB\\Other")
                        (load "Mixed-Case")
                        (defrule (true) => (set-goal 5 5))
                        """)
                .file("plain.per", "(defrule (true) => (set-goal 1 1))")
                .file("with-ext.per", "(defrule (true) => (set-goal 2 2))")
                .file("sub/deeper.per", "(load \"sub/leaf\")\n(defrule (true) => (set-goal 3 3))")
                .file("sub/leaf.per", "(defrule (true) => (set-goal 6 6))")
                .file("sub/other.per", "(defrule (true) => (set-goal 4 4))")
                .file("mixed-case.per", "(defrule (true) => (set-goal 7 7))");
        Compilation c = s.compile("master.per");
        assertEquals(List.of(), Scripts.codes(c));
        Program p = c.program();
        // Rules in load order: each load's rules stand where the load stood.
        int[] goals = new int[p.ruleCount()];
        for (int r = 0; r < goals.length; r++) goals[r] = p.actionArg(p.firstAction(r), 0);
        assertEquals(List.of(1, 2, 6, 3, 4, 7, 5), java.util.Arrays.stream(goals).boxed().toList());
        assertEquals(List.of("master.per", "plain.per", "with-ext.per", "sub/deeper.per", "sub/leaf.per", "sub/other.per", "mixed-case.per"), p.files());
        assertEquals("sub/leaf.per", p.file(2));
    }

    @Test
    void aMissingFileIsReportedWhereTheLoadStands() {
        Compilation c = one("""
                (defrule (true) => (set-goal 1 1))
                (load "nowhere")
                (defrule (true) => (set-goal 2 2))
                """);
        assertEquals(List.of("ERR5001@2"), Scripts.codes(c));
        assertEquals(2, c.program().ruleCount());
        Diagnostic d = c.diagnostics().get(0);
        assertEquals("ai.per", d.file());
        assertEquals(7, d.column());
        assertTrue(d.format().startsWith("ai.per:2:7: error ERR5001: File open failed"), d.format());
        // No master at all.
        assertEquals(List.of("ERR5001@0"), Scripts.codes(new Scripts(dir).compile("absent")));
    }

    @Test
    void loadsNestTenDeep() {
        Scripts s = new Scripts(dir);
        for (int i = 0; i < 12; i++) s.file("f" + i + ".per", "(load \"f" + (i + 1) + "\")\n(defrule (true) => (set-goal 1 " + (i + 1) + "))");
        s.file("f12.per", "(defrule (true) => (do-nothing))");
        Compilation c = s.compile("f0");
        // f0 is the master; f1 ... f10 nest ten deep; f11 would be the eleventh.
        assertEquals(List.of("ERR5002@1"), Scripts.codes(c));
        assertEquals("f10.per", c.diagnostics().get(0).file());
        assertEquals(11, c.program().ruleCount());
        // A file that loads itself stops at the same limit.
        Compilation loop = new Scripts(dir).file("loop.per", "(load \"loop\")").compile("loop");
        assertEquals(List.of("ERR5002@1"), Scripts.codes(loop));
    }

    @Test
    void loadRandomLoadsAtMostOneFileByPercentageTheLastAloneTheDefault() {
        Scripts s = new Scripts(dir)
                .file("m.per", "(load-random 20 \"a\" 30 \"b\" \"c\")")
                .file("a.per", "(defrule (true) => (set-goal 1 1))")
                .file("b.per", "(defrule (true) => (set-goal 1 2))")
                .file("c.per", "(defrule (true) => (set-goal 1 3))")
                .file("n.per", "(load-random 20 \"a\" 30 \"b\")");
        for (int roll = 0; roll < 100; roll++) {
            Compilation c = s.compile("m", Seat.defaults(1), Set.of(), Dice.fixed(roll));
            assertTrue(c.clean());
            int expected = roll < 20 ? 1 : roll < 50 ? 2 : 3;
            assertEquals(1, c.program().ruleCount());
            assertEquals(expected, c.program().actionArg(0, 1), "roll " + roll);
            Compilation none = s.compile("n", Seat.defaults(1), Set.of(), Dice.fixed(roll));
            assertEquals(roll < 50 ? 1 : 0, none.program().ruleCount());
        }
        // The seat's own die: the same seat and seed load the same file, every time.
        Seat seat = Seat.defaults(3).withSeed(42);
        int first = s.compile("m", seat).program().actionArg(0, 1);
        for (int i = 0; i < 5; i++) assertEquals(first, s.compile("m", seat).program().actionArg(0, 1));
        java.util.Set<Integer> seen = new java.util.TreeSet<>();
        for (long seed = 0; seed < 200; seed++) seen.add(s.compile("m", seat.withSeed(seed)).program().actionArg(0, 1));
        assertEquals(Set.of(1, 2, 3), seen);
    }

    @Test
    void loadRandomMistakes() {
        assertEquals(List.of("ERR2006@1"), Scripts.codes(one("(load-random 20)")));
        assertEquals(List.of("ERR2005@1"), Scripts.codes(one("(load-random \"a\" 20 \"b\")")));
        assertEquals(List.of("ERR2006@1"), Scripts.codes(one("(load-random)")));
        assertEquals(List.of("ERR2006@1"), Scripts.codes(one("(load)")));
    }

    @Test
    void conditionalLoadingChoosesByTheSeatsSymbols() {
        String text = """
                #load-if-defined DIFFICULTY-EASIEST
                (defrule (true) => (set-goal 1 1))
                #else
                (defrule (true) => (set-goal 1 2))
                #end-if
                #load-if-not-defined TEUTONIC-CIV
                (defrule (true) => (set-goal 2 1)) ; a skipped branch is not even read: (((
                #end-if
                (defrule (true) => (set-goal 3 1))
                """;
        Scripts s = new Scripts(dir).file("ai.per", text);
        Compilation easiest = s.compile("ai", Seat.defaults(1).withDifficulty(Seat.EASIEST).withCiv(4));
        assertTrue(easiest.clean(), easiest.diagnostics().toString());
        assertEquals(2, easiest.program().ruleCount());
        assertEquals(1, easiest.program().actionArg(0, 1));
        Compilation hard = s.compile("ai", Seat.defaults(1).withDifficulty(Seat.HARD).withCiv(1));
        assertEquals(3, hard.program().ruleCount());
        assertEquals(2, hard.program().actionArg(0, 1));
        // Extra symbols, as a checker's --defines gives them.
        Compilation defined = s.compile("ai", Seat.defaults(1).withCiv(1), Set.of("difficulty-easiest"), null);
        assertEquals(1, defined.program().actionArg(0, 1));
    }

    @Test
    void directivesWorkInsideARule() {
        Compilation c = new Scripts(dir).file("ai.per", """
                (defrule
                #load-if-defined REGICIDE
                    (regicide-game)
                #else
                    (true)
                #end-if
                =>
                    (do-nothing))
                """).compile("ai", Seat.defaults(1).withGameType(Seat.GAME_REGICIDE));
        assertTrue(c.clean());
        assertEquals(cmd("regicide-game"), c.program().op(0));
    }

    @Test
    void preprocessorMistakes() {
        assertEquals(List.of("ERR3006@3"), Scripts.codes(one("#load-if-defined X\n(defrule (true) => (do-nothing))\n; end\n")));
        assertEquals(List.of("ERR3004@1"), Scripts.codes(one("#else\n")));
        assertEquals(List.of("ERR3005@2"), Scripts.codes(one("\n#end-if\n")));
        assertEquals(List.of("ERR3004@3"), Scripts.codes(one("#load-if-defined X\n#else\n#else\n#end-if")));
        assertEquals(List.of("ERR3001@1"), Scripts.codes(one("#include something else\n(defrule (true) => (do-nothing))")));
        assertEquals(List.of("ERR3002@1"), Scripts.codes(one("#load-if-defined\n(defrule (true) => (do-nothing))\n#end-if")));
        // Fifty levels are allowed, the fifty-first is too deep.
        StringBuilder deep = new StringBuilder();
        for (int i = 0; i < 51; i++) deep.append("#load-if-not-defined NOPE").append(i).append('\n');
        deep.append("(defrule (true) => (do-nothing))\n");
        for (int i = 0; i < 51; i++) deep.append("#end-if\n");
        assertEquals(List.of("ERR3003@51"), Scripts.codes(one(deep.toString())));
        StringBuilder fifty = new StringBuilder();
        for (int i = 0; i < 50; i++) fifty.append("#load-if-not-defined NOPE\n");
        fifty.append("(defrule (true) => (do-nothing))\n");
        for (int i = 0; i < 50; i++) fifty.append("#end-if\n");
        Compilation ok = one(fifty.toString());
        assertTrue(ok.clean());
        assertEquals(1, ok.program().ruleCount());
    }

    @Test
    void syntaxMistakesHaveTheLanguagesCodesAndTheRestPlaysOn() {
        String[][] cases = {
                {"(defrule (true) => (biuld house))", "ERR2003@1"},
                {"(defrule (goal 1 1) => (goal 1 2))", "ERR2003@1"},
                {"(defrule (train villager) => (do-nothing))", "ERR2003@1"},
                {"(defrule (can-build villager) => (do-nothing))", "ERR2005@1"},
                {"(defrule (current-age == dark) => (do-nothing))", "ERR2005@1"},
                {"(defrule (goal 41 1) => (do-nothing))", "PER101@1"},
                {"(defrule (goal 0 1) => (do-nothing))", "ERR2005@1"},
                {"(defrule (goal 1) => (do-nothing))", "ERR2004@1"},
                {"(defrule (goal 1 2 3) => (do-nothing))", "ERR2011@1"},
                {"(defrule (true) (true))", "ERR2008@1"},
                {"(defrule => (do-nothing))", "ERR2007@1"},
                {"(defrule (true) => )", "ERR2009@1"},
                {"(defrule true => (do-nothing))", "ERR2001@1"},
                {"(defrule (true) => (chat-to-all \"open))", "ERR2010@1 ERR2011@2"},
                {"(defrule (\"x\") => (do-nothing))", "ERR2002@1"},
                {"(frobnicate 1)", "ERR2003@1"},
                {"defrule", "ERR2001@1"},
                {"(defconst)", "ERR2004@1"},
                {"(defconst x)", "ERR2004@1"},
                {"(defconst x y)", "ERR2005@1"},
                {"(defrule (true) => (chat-to-all hello))", "ERR2005@1"},
                {"(defrule (not (true) (true)) => (do-nothing))", "ERR2011@1"},
                {"(defrule (or (true)) => (do-nothing))", "ERR2004@1"},
                {"(defrule (true) => (up-train 0 c: villager))", "PER100@1"},
                {"(defrule (up-compare-goal 1 c:== 1) => (do-nothing))", "PER100@1"},
                {"(defrule (true) => (set-strategic-number sn-enable-boar-hunting 1))", "PER101@1"},
                {"(defrule (can-train konnik) => (do-nothing))", "PER101@1"},
                {"(defrule (food-amount c:> 5) => (do-nothing))", "PER101@1"},
                {"(defrule (true) => (set-goal 1 villager))", "PER101@1"},
                {"(defconst greeting \"hi\")", "PER101@1"},
                {"(defrule (escrow-amount 9 > 0) => (do-nothing))", "ERR2005@1"},
                {"(defrule (escrow-amount 5 > 0) => (do-nothing))", "PER101@1"},
                {"(defrule (true) => (set-difficulty-parameter 2 50))", "ERR2005@1"},
                {"(defrule (true) => (buy-commodity 3))", "ERR2005@1"},
                {"(defrule (true) => (enable-timer 11 5))", "PER101@1"},
                {"(defrule (true) => (set-signal 256))", "ERR2005@1"},
        };
        for (String[] c : cases) {
            Compilation comp = one(c[0] + "\n(defrule (true) => (set-goal 9 9))");
            assertEquals(List.of(c[1].split(" ")), Scripts.codes(comp), c[0]);
            // The bad rule is dropped; the one after it plays on.
            Program p = comp.program();
            assertEquals(9, p.actionArg(p.firstAction(p.ruleCount() - 1), 1), c[0]);
        }
        assertEquals(List.of("ERR2013@1"), Scripts.codes(one("(defrule (true) => (do-nothing)")));
        assertEquals(List.of("ERR2013@1"), Scripts.codes(one("(defrule (true)\n")));
        assertEquals(List.of("ERR2013@2"), Scripts.codes(one("(defrule (true)\n=>")));
    }

    @Test
    void aRuleHoldsSixteenFactsAndActions() {
        StringBuilder ok = new StringBuilder("(defrule");
        for (int i = 0; i < 15; i++) ok.append(" (true)");
        ok.append(" => (do-nothing))");
        assertTrue(one(ok.toString()).clean());
        StringBuilder logic = new StringBuilder("(defrule (and (true) (true)) (or (true) (true))");
        for (int i = 0; i < 9; i++) logic.append(" (true)");
        logic.append(" => (do-nothing))");
        // Logic nodes count: 2 + 4 + 9 facts + 1 action = 16.
        assertTrue(one(logic.toString()).clean());
        StringBuilder tooLong = new StringBuilder("(defrule\n");
        for (int i = 0; i < 16; i++) tooLong.append(" (true)\n");
        tooLong.append(" => (do-nothing))");
        Compilation c = one(tooLong.toString());
        assertEquals(List.of("ERR6002@18"), Scripts.codes(c));
        assertEquals(0, c.program().ruleCount());
    }

    @Test
    void inAScriptOfALaterVersionALongRuleIsThatVersionsNotAMistake() {
        StringBuilder s = new StringBuilder("(defrule (true) => (up-reset-scouts))\n(defrule\n");
        for (int i = 0; i < 20; i++) s.append(" (true)\n");
        s.append(" => (do-nothing))");
        assertEquals(List.of("PER100@1", "PER102@19"), Scripts.codes(one(s.toString())));
    }

    @Test
    void aConstantDefinedWithALaterWordMakesNoNewMistakeWhereItIsUsed() {
        assertEquals(List.of("PER101@1", "PER101@2", "PER101@2"), Scripts.codes(one("""
                (defconst my-research ri-kamandaran)
                (defrule (can-research my-research) => (research my-research))
                """)));
    }

    @Test
    void rulesInABranchNotTakenAreNotCompiled() {
        Compilation c = one("""
                #load-if-defined NEVER-DEFINED
                (defrule (true) => (biuld house))
                (defconst x 1)
                (load "nowhere")
                #end-if
                (defconst x 2)
                """);
        assertTrue(c.clean(), c.diagnostics().toString());
        assertEquals(0, c.program().ruleCount());
        assertEquals(2, c.program().constants().get("x"));
    }

    @Test
    void stringsHaveATableOfTheirOwn() {
        Program p = one("""
                (defrule (true) => (chat-to-all "a") (chat-to-allies "b"))
                (defrule (true) => (chat-to-all "a") (log "c"))
                """).program();
        assertEquals(3, p.stringCount());
        assertEquals(p.actionArg(p.firstAction(0), 0), p.actionArg(p.firstAction(1), 0));
    }

    @Test
    void thePopulationConstantsAreScaledAboveTwoHundred() {
        Scripts s = new Scripts(dir).file("ai.per", """
                #load-if-defined POPULATION-CAP-200
                (defconst rg-villager-target 90)
                (defconst other-constant 90)
                #end-if
                """);
        Compilation at300 = s.compile("ai", Seat.defaults(1).withPopulationCap(300));
        assertTrue(at300.clean());
        assertEquals(135, at300.program().constants().get("rg-villager-target"));
        assertEquals(90, at300.program().constants().get("other-constant"));
        Compilation at200 = s.compile("ai", Seat.defaults(1).withPopulationCap(200));
        assertEquals(90, at200.program().constants().get("rg-villager-target"));
    }

    @Test
    void crlfAndBareCarriageReturnsEndLines() {
        Compilation c = one("(defrule\r\n(true)\r=>\r\n(biuld house))");
        assertEquals(List.of("ERR2003@4"), Scripts.codes(c));
    }

    @Test
    void aSummaryGivesTheCountAndTheFirstError() {
        Compilation c = one("(defrule (true) => (biuld house))\n(defrule (true) => (set-goal 1 1))\n(load \"x\")");
        assertEquals(2, c.errorCount());
        assertFalse(c.clean());
        assertTrue(c.summary().startsWith("1 rules, 2 errors; the first: ai.per:1:21: error ERR2003: Invalid keyword"), c.summary());
    }
}
