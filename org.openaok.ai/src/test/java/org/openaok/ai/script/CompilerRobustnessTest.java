package org.openaok.ai.script;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.random.RandomStream;

/** Whatever the text, the compiler ends, throws nothing, and says where each problem is. */
class CompilerRobustnessTest {
    private static final String[] TOKENS = {
            "(", "(", "(", ")", ")", ")", "defrule", "defconst", "load", "load-random", "=>", "=>", "true", "false",
            "and", "or", "not", "xor", "goal", "set-goal", "1", "2", "40", "-5", "99999999999", "train", "villager",
            "can-train", "food-amount", "<", ">=", "c:", "\"text\"", "\"open", "; comment\n", "\n", "#load-if-defined",
            "#else", "#end-if", "#load-if-not-defined", "X", "#bogus", "any-enemy", "this-any-enemy", "players-population",
            "up-train", "sn-percent-civilian-gatherers", "set-strategic-number", "disable-self", "\"self\"", "my-player-number",
    };

    @Test
    void randomTextNeverBreaksTheCompiler() {
        RandomStream r = new RandomStream(2024);
        for (int i = 0; i < 3000; i++) {
            StringBuilder text = new StringBuilder();
            int n = r.between(0, 120);
            for (int k = 0; k < n; k++) text.append(TOKENS[r.nextInt(TOKENS.length)]).append(r.percent(20) ? "\n" : " ");
            String script = text.toString();
            // Every load finds this same text again: loads recurse until the nesting limit stops them.
            ScriptSource source = (name, from) -> Optional.of(new ScriptText(name.endsWith(".per") ? name : name + ".per", script));
            Compilation c = ScriptCompiler.compile(source, "fuzz", Seat.defaults(1), Set.of(), Dice.fixed(r.nextInt(100)));
            for (Diagnostic d : c.diagnostics()) {
                assertTrue(!d.file().isEmpty() && d.line() >= 1 && d.code().matches("(ERR|PER)\\d{4}|PER\\d{3}"), d.format() + "\n" + script);
            }
            for (int rule = 0; rule < c.program().ruleCount(); rule++) {
                assertTrue(c.program().nodeCount(rule) + c.program().actionCount(rule) <= 16, script);
            }
        }
    }
}
