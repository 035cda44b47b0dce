package org.openaok.ai.script;

import java.util.Set;

import org.openaok.ai.internal.compile.Compiler;

/**
 * Compiles a seat's scripts: the master file and everything it loads, under the symbols the
 * seat defines ({@link Symbols}), with {@code my-player-number} and {@code my-civ} defined
 * before anything is read. Never throws for a problem with a script: every problem is a
 * diagnostic with the language's code, its file and line, and the rule it is in is dropped.
 *
 * <p>The original limits hold: loads nest 10 deep, conditionals 50, a rule has at most 16
 * facts and actions, and a constant may be defined again only with the same value.
 */
public final class ScriptCompiler {
    private ScriptCompiler() {}

    /** The seat's scripts, {@code load-random} rolling the seat's own die. */
    public static Compilation compile(ScriptSource source, String master, Seat seat) {
        return Compiler.compile(source, master, seat, Set.of(), null);
    }

    /**
     * The seat's scripts with extra symbols defined, {@code load-random} rolling the given die
     * (null for the seat's own).
     */
    public static Compilation compile(ScriptSource source, String master, Seat seat, Set<String> defines, Dice dice) {
        return Compiler.compile(source, master, seat, defines, dice);
    }
}
