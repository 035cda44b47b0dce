package org.openaok.ai.script;

import java.util.Set;
import java.util.TreeSet;

import org.openaok.ai.internal.compile.Compiler;
import org.openaok.ai.lang.Version;

/**
 * Compiles a seat's scripts: the master file and everything it loads, under the symbols the
 * seat defines ({@link Symbols}), with {@code my-player-number} and {@code my-civ} defined
 * before anything is read. Never throws for a problem with a script: every problem is a
 * diagnostic with the language's code, its file and line, and the rule it is in is dropped.
 *
 * <p>A script is read at a level of the language ({@link Version}): {@link Version#AOC} takes
 * the original game's alone (loads nest 10 deep, conditionals 50, a rule holds 16 facts and
 * actions, goals 1-40, timers 1-10, the 242 strategic numbers); {@link Version#UP} takes
 * UserPatch 1.5's as well (its facts and actions, typed operands, goals 1-512, timers 1-50,
 * strategic numbers 0-511, text constants, every word a constant); {@link Version#DE}, the
 * default, takes the Definitive Edition's too (rules of 32, goals to 16000), reading a word of
 * its data that The Conquerors' lacks as its id with a warning. A constant may be defined again
 * only with the same value.
 */
public final class ScriptCompiler {
    /** The level a script is read at when the caller does not say: everything this game can read. */
    public static final Version DEFAULT_LEVEL = Version.DE;

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

    /**
     * The seat's scripts at a level of the language (null: told from the script, see
     * {@link #told}), in a lobby (null for none: a game of the seat alone), with extra symbols and
     * the given die (null for the seat's own).
     */
    public static Compilation compile(ScriptSource source, String master, Seat seat, Set<String> defines, Dice dice, Version level, Lobby lobby) {
        if (level == null) return told(source, master, seat, defines, dice, lobby);
        Version l = level == Version.HD ? Version.UP : level;
        Set<String> all = new TreeSet<>(defines == null ? Set.of() : defines);
        if (lobby != null && l.includes(Version.UP)) all.addAll(lobby.symbols(seat.player()));
        Compilation c = Compiler.compile(source, master, seat, all, dice, l, Symbols.of(seat, l, all));
        return new Compilation(c.program(), c.diagnostics(), l);
    }

    /**
     * The level told from the script: UserPatch's, which takes the original game's scripts as they
     * are; the Definitive Edition's when at UserPatch's the script needs a later version (its
     * words, its commands, its 32-element rules) and reads with fewer errors there.
     */
    private static Compilation told(ScriptSource source, String master, Seat seat, Set<String> defines, Dice dice, Lobby lobby) {
        Compilation up = compile(source, master, seat, defines, dice, Version.UP, lobby);
        if (up.unsupportedCount() == 0) return up;
        Compilation de = compile(source, master, seat, defines, dice, Version.DE, lobby);
        return de.errorCount() < up.errorCount() ? de : up;
    }
}
