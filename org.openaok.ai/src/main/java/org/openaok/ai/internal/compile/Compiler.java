package org.openaok.ai.internal.compile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

import java.util.OptionalInt;

import org.openaok.ai.lang.Command;
import org.openaok.ai.lang.LaterWord;
import org.openaok.ai.lang.Operand;
import org.openaok.ai.lang.ParamKind;
import org.openaok.ai.lang.Version;
import org.openaok.ai.lang.Vocabulary;
import org.openaok.ai.lang.Word;
import org.openaok.ai.script.Compilation;
import org.openaok.ai.script.Dice;
import org.openaok.ai.script.Program;
import org.openaok.ai.script.ScriptSource;
import org.openaok.ai.script.ScriptText;
import org.openaok.ai.script.Seat;
import org.openaok.ai.script.Symbols;
import org.openaok.api.diag.Diagnostic;

/**
 * Reads a seat's master script and everything it loads, and compiles the rules into a
 * {@link Program} at a level of the language: the original game's, UserPatch 1.5's or the
 * Definitive Edition's. A rule with an error is reported and dropped; the rest is read on.
 */
public final class Compiler {
    /** Facts and actions (logic included) a rule may hold, in the original game and UserPatch. */
    public static final int MAX_RULE_ELEMENTS = ParamKind.Limits.RULE_ELEMENTS;
    /** What the Definitive Edition takes, for telling a later script's long rule from a mistake. */
    static final int LATER_RULE_ELEMENTS = ParamKind.Limits.RULE_ELEMENTS_DE;
    /** How deep loads may nest below the master file. */
    public static final int MAX_LOAD_NESTING = 10;
    /**
     * What one compilation reads at most (issue 20): loads nest only 10 deep, but a file that
     * loads itself twice opens 2^10 files and one that loads itself a hundred times never ends.
     * The project's own player opens 27 files of 44 KB and defines some 300 rules.
     */
    public static final int MAX_FILES = 1_000;
    /** Characters of one file. */
    public static final int MAX_FILE_CHARS = 4 << 20;
    /** Tokens of every file read together. */
    public static final int MAX_TOKENS = 2_000_000;
    /** Rules of one program: UserPatch's limit, which no original-game script comes near. */
    public static final int MAX_RULES = ParamKind.Limits.RULES;

    private int filesOpened;
    private long tokensRead;
    private boolean filesFull, tokensFull, rulesFull;

    /**
     * The constants scripts define in proportion to the population: at a population limit
     * above 200 each is scaled by the limit over 200 as it is defined. They are the ones the
     * project's own computer player defines for its population targets.
     */
    public static final Set<String> POPULATION_CONSTANTS = Set.of(
            "rg-villager-target", "rg-military-target", "rg-farm-target", "rg-attack-size",
            "rg-defend-size", "rg-fishing-ship-target", "rg-trade-target", "rg-house-reserve");

    private final Vocabulary vocab = Vocabulary.standard();
    private final ScriptSource source;
    private final Seat seat;
    private final Dice dice;
    private final Program.Builder program = new Program.Builder();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    /** The script's constants (sorted, as the vocabulary's maps by name: a lookup stays cheap under the fuzzer's hooks). */
    private final Map<String, Integer> constants = new TreeMap<>();
    private final TokenStream in;
    /** The level of the language the script is read at. */
    private final Version level;
    /** Text constants: the index of their text in the program's string table. */
    private final Map<String, Integer> texts = new TreeMap<>();
    /**
     * The tokens of each file text read, kept for the compilation: a file loaded again (a load in
     * a rule's branches, a file every sub-script loads) is not split again. Tokens are immutable and
     * the reader only walks the list; each load still counts its tokens towards the limit, and only
     * tokens within it are kept.
     */
    private final Map<String, List<Token>> lexed = new HashMap<>();

    private Compiler(ScriptSource source, Seat seat, Set<String> defines, Dice dice, Version level, Symbols symbols) {
        this.source = source;
        this.seat = seat;
        this.dice = dice;
        this.level = level;
        this.in = new TokenStream(symbols != null ? symbols : Symbols.of(seat, level, defines == null ? Set.of() : defines), diagnostics::add);
    }

    public static Compilation compile(ScriptSource source, String master, Seat seat, Set<String> defines, Dice dice) {
        return compile(source, master, seat, defines, dice, Version.DE, null);
    }

    /**
     * @param level   the language level: {@link Version#AOC}, {@link Version#UP} or {@link Version#DE}
     *                (the last takes everything, the Definitive Edition's words over this game's data included)
     * @param symbols the symbols #load-if-defined tests, or null for the seat's at the level
     */
    public static Compilation compile(ScriptSource source, String master, Seat seat, Set<String> defines, Dice dice, Version level, Symbols symbols) {
        Compiler c = new Compiler(source, seat, defines, dice == null ? Dice.of(seat) : dice, level == Version.HD ? Version.UP : level, symbols);
        c.run(master);
        return new Compilation(c.program.build(), c.diagnostics);
    }

    private void run(String master) {
        define("my-player-number", seat.player(), null);
        define("my-civ", seat.civ(), null);
        Optional<ScriptText> text = safeOpen(master, null);
        if (text.isEmpty()) {
            diagnostics.add(PerError.FILE_OPEN_FAILED.at(master, 0, 0, "no script file '" + master + "'"));
            return;
        }
        if (!open(text.get(), master, 0, 0, master)) return;
        while (!in.done()) topLevel();
    }

    private Optional<ScriptText> safeOpen(String name, String from) {
        try {
            return source.open(name, from);
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private boolean open(ScriptText text, String name, int line, int column, String from) {
        if (text.text() == null) {
            diagnostics.add(PerError.FILE_LOAD_FAILED.at(from, line, column, "'" + name + "' could not be read (unreadable, or larger than " + (MAX_FILE_CHARS >> 20) + " MB)"));
            return false;
        }
        if (++filesOpened > MAX_FILES) {
            if (!filesFull) diagnostics.add(PerError.LIST_FULL.at(from, line, column, "'" + name + "' would be file " + filesOpened
                    + " read; a computer player reads at most " + MAX_FILES + " files (loads included)"));
            filesFull = true;
            return false;
        }
        if (text.text().length() > MAX_FILE_CHARS) {
            diagnostics.add(PerError.FILE_LOAD_FAILED.at(from, line, column, "'" + name + "' has " + text.text().length()
                    + " characters; a script file holds at most " + MAX_FILE_CHARS));
            return false;
        }
        List<Token> tokens = lexed.get(text.text());
        if (tokens == null) tokens = Lexer.tokens(text.text());
        tokensRead += tokens.size();
        if (tokensRead > MAX_TOKENS) {
            if (!tokensFull) diagnostics.add(PerError.LIST_FULL.at(from, line, column, "'" + name + "' brings the words read to "
                    + tokensRead + "; a computer player's files hold at most " + MAX_TOKENS + " together"));
            tokensFull = true;
            return false;
        }
        lexed.putIfAbsent(text.text(), tokens); // only tokens counted within the limit are kept
        in.openFile(text.path(), tokens);
        program.file(text.path());
        return true;
    }

    // ---- top-level forms

    private void topLevel() {
        Token t = in.next();
        switch (t.type()) {
            case EOF -> in.closeFile();
            case OPEN -> form(t);
            default -> {
                error(PerError.MISSING_OPENING_PARENTHESIS, t, t.show() + " stands outside any form");
                // One report for a run of stray text: read on from the next form.
                while (!in.peek().is(Token.Type.OPEN) && !in.peek().is(Token.Type.EOF)) in.next();
            }
        }
    }

    private void form(Token open) {
        Token k = in.next();
        if (k.is(Token.Type.EOF)) {
            error(PerError.UNEXPECTED_EOF, k, "the form at line " + open.line() + " is not closed");
            return;
        }
        if (!k.is(Token.Type.WORD)) {
            error(PerError.MISSING_KEYWORD, k, "expected defrule, defconst, load or load-random, found " + k.show());
            if (!k.is(Token.Type.CLOSE)) skipForm(k);
            return;
        }
        switch (k.text().toLowerCase(Locale.ROOT)) {
            case "defrule" -> rule(open);
            case "defconst" -> defconst(k);
            case "load" -> load(k);
            case "load-random" -> loadRandom(k);
            case "include" -> {
                // the Definitive Edition's XS scripts: read past at its level (no XS engine here), a later version's form below it
                laterScript = true;
                Token file = in.peek();
                String what = file.is(Token.Type.STRING) ? " " + file.show() : "";
                if (level.includes(Version.DE))
                    warning(PerError.UNSUPPORTED_COMMAND, k, "include loads the XS script" + what + ", which needs the Definitive Edition's data and its XS engine;"
                            + " it is not run here, and xs-script-call of its functions does nothing");
                else error(PerError.UNSUPPORTED_COMMAND, k, "include (of an XS script) belongs to the Definitive Edition"
                        + (level == Version.AOC ? ", not to the original game" : "; " + level.title() + " does not have it"));
                skipForm(k);
            }
            default -> {
                error(PerError.INVALID_KEYWORD, k, "'" + k.text() + "' is none of defrule, defconst, load, load-random");
                skipForm(k);
            }
        }
    }

    /** Skips to the parenthesis closing the form whose inside {@code from} belongs to (one level more when it is a '('). */
    private void skipForm(Token from) {
        skipRest(from.is(Token.Type.OPEN) ? 2 : 1);
    }

    /** Skips tokens until {@code depth} forms are closed; stops at the end of the file. */
    private void skipRest(int depth) {
        while (depth > 0) {
            Token t = in.peek();
            if (t.is(Token.Type.EOF)) {
                error(PerError.UNEXPECTED_EOF, t, "a form is still open");
                return;
            }
            in.next();
            if (t.is(Token.Type.OPEN)) depth++;
            else if (t.is(Token.Type.CLOSE)) depth--;
        }
    }

    private boolean close(String what, Token opened) {
        Token t = in.peek();
        if (t.is(Token.Type.CLOSE)) {
            in.next();
            return true;
        }
        if (t.is(Token.Type.EOF)) {
            error(PerError.UNEXPECTED_EOF, t, what + " at line " + opened.line() + " is not closed");
            return false;
        }
        error(PerError.MISSING_CLOSING_PARENTHESIS, t, "expected ')' to close " + what + ", found " + t.show());
        skipForm(opened);
        return false;
    }

    // ---- defconst

    private void defconst(Token k) {
        Token name = in.next();
        if (!name.is(Token.Type.WORD)) {
            error(PerError.MISSING_IDENTIFIER, name, "defconst needs a name, found " + name.show());
            if (!name.is(Token.Type.CLOSE) && !name.is(Token.Type.EOF)) skipForm(name);
            return;
        }
        Token value = in.peek();
        Integer v = null;
        if (value.is(Token.Type.CLOSE) || value.is(Token.Type.EOF)) {
            error(PerError.MISSING_IDENTIFIER, value, "defconst " + name.text() + " has no value");
            if (value.is(Token.Type.CLOSE)) in.next();
            return;
        }
        in.next();
        String text = null;
        if (value.is(Token.Type.WORD)) {
            v = constantValue(name, value);
        } else if (value.is(Token.Type.STRING)) {
            if (level.includes(Version.UP)) {
                text = value.text();
            } else {
                laterScript = true;
                laterConstants.add(key(name.text()));
                error(PerError.UNSUPPORTED_WORD, value, "a text constant ('" + name.text() + "') needs UserPatch; the original game's constants are numbers");
            }
        } else {
            error(PerError.INVALID_IDENTIFIER, value, "the value of '" + name.text() + "' must be a number, not " + value.show());
            skipRest(1);
        }
        if (!close("defconst " + name.text(), k)) return;
        if (text != null) {
            // UserPatch keeps a text constant as the index of its text in the string table.
            int index = program.string(text);
            if (define(name.text(), index, name)) texts.put(key(name.text()), index);
        } else if (v != null) {
            define(name.text(), v, name);
        }
    }

    /** A defconst's value written as a word: a number, a constant, or (UserPatch) any word; null when it is none (reported). */
    private Integer constantValue(Token name, Token value) {
        String w = value.text();
        Integer v = number(w);
        if (v == null) v = constants.get(key(w));
        if (v != null) return v;
        if (level.includes(Version.UP)) {
            OptionalInt u = vocab.unique(w, seat.civ());
            if (u.isPresent()) return u.getAsInt();
            Optional<Word> g = vocab.constant(w);
            if (g.isPresent() && level.includes(g.get().version())) return g.get().value();
            Integer later = g.isPresent() || vocab.later(w).isPresent() ? laterValue(value, g.map(Word::version).orElse(null), ParamKind.VALUE) : null;
            if (later != null) return later;
            if (g.isPresent() || vocab.later(w).isPresent()) {
                laterConstants.add(key(name.text()));
                return null;
            }
            error(PerError.INVALID_IDENTIFIER, value, "the value of '" + name.text() + "' must be a number: '" + w + "' is no number, word or constant");
            failedConstants.putIfAbsent(key(name.text()), in.file() + ":" + name.line());
            return null;
        }
        Optional<Version> later = vocab.laterWord(w);
        if (later.isPresent() || vocab.kindOf(w).isPresent() || laterConstants.contains(key(w))) {
            laterScript = true;
            laterConstants.add(key(name.text()));
            error(PerError.UNSUPPORTED_WORD, value, "the value of '" + name.text() + "' is the word '" + w + "'; "
                    + (later.isPresent() ? "it belongs to " + later.get().title() : "a word as a constant's value needs UserPatch"));
        } else {
            error(PerError.INVALID_IDENTIFIER, value, "the value of '" + name.text() + "' must be a number: '" + w + "' is no <value> and no constant");
            failedConstants.putIfAbsent(key(name.text()), in.file() + ":" + name.line());
        }
        return null;
    }

    /** Defines a constant; answers whether it is new (a second definition with the same value is none). */
    private boolean define(String name, int value, Token at) {
        String k = key(name);
        if (at != null && POPULATION_CONSTANTS.contains(k) && seat.populationCap() > 200) {
            value = (int) ((long) value * seat.populationCap() / 200);
        }
        Integer old = constants.get(k);
        if (old != null) {
            if (old != value) {
                error(PerError.CONSTANT_ALREADY_DEFINED, at, "'" + name + "' is " + old + " and cannot become " + value);
            }
            return false;
        }
        constants.put(k, value);
        program.constant(k, value);
        return true;
    }

    // ---- load and load-random

    private void load(Token k) {
        Token name = in.next();
        if (!name.is(Token.Type.STRING)) {
            error(PerError.MISSING_FILE_NAME, name, "load needs a file name in quotes, found " + name.show());
            if (!name.is(Token.Type.CLOSE) && !name.is(Token.Type.EOF)) skipForm(name);
            return;
        }
        if (!close("load", k)) return;
        loadFile(name);
    }

    private void loadFile(Token name) {
        String from = in.file();
        if (in.depth() > MAX_LOAD_NESTING) {
            error(PerError.FILE_LOAD_FAILED, name, "'" + name.text() + "' would nest loads more than " + MAX_LOAD_NESTING + " deep");
            return;
        }
        Optional<ScriptText> text = safeOpen(name.text(), from);
        if (text.isEmpty()) {
            error(PerError.FILE_OPEN_FAILED, name, "no script file '" + name.text() + "'");
            return;
        }
        open(text.get(), name.text(), name.line(), name.column(), from);
    }

    private void loadRandom(Token k) {
        List<Integer> chances = new ArrayList<>();
        List<Token> names = new ArrayList<>();
        Token fallback = null;
        boolean bad = false;
        while (true) {
            Token t = in.peek();
            if (t.is(Token.Type.CLOSE) || t.is(Token.Type.EOF)) break;
            in.next();
            if (fallback != null) {
                if (!bad) error(PerError.INVALID_IDENTIFIER, t, "the file without a chance must come last in load-random");
                bad = true;
                continue;
            }
            if (t.is(Token.Type.STRING)) {
                fallback = t;
            } else if (t.is(Token.Type.WORD)) {
                Integer chance = number(t.text());
                if (chance == null) chance = constants.get(key(t.text()));
                if (chance == null || chance < 0) {
                    error(PerError.INVALID_IDENTIFIER, t, "a load-random chance is a percentage, not '" + t.text() + "'");
                    bad = true;
                    chance = 0;
                }
                Token file = in.peek();
                if (!file.is(Token.Type.STRING)) {
                    error(PerError.MISSING_FILE_NAME, file, "the chance " + t.text() + " names no file");
                    bad = true;
                    continue;
                }
                in.next();
                chances.add(chance);
                names.add(file);
            } else {
                error(PerError.MISSING_FILE_NAME, t, "load-random takes chances and file names, not " + t.show());
                bad = true;
                if (t.is(Token.Type.OPEN)) skipRest(1);
            }
        }
        if (!close("load-random", k)) return;
        if (names.isEmpty() && fallback == null && !bad) {
            error(PerError.MISSING_FILE_NAME, k, "load-random names no file");
            return;
        }
        if (bad) return;
        // One roll from 0 to 99; the file whose share of the hundred it falls in, else the default.
        int roll = dice.roll();
        int upTo = 0;
        for (int i = 0; i < names.size(); i++) {
            upTo += chances.get(i);
            if (roll < upTo) {
                loadFile(names.get(i));
                return;
            }
        }
        if (fallback != null) loadFile(fallback);
    }

    // ---- rules

    /** A fact or logic node read, before it is known whether the rule has an error. */
    private record Node(int op, int[] args, List<Node> operands) {}

    /** What a rule being read has found so far. */
    private final class RuleState {
        final Token start;
        boolean bad;
        /** A new top-level form began inside the rule: it was never closed. */
        boolean aborted;
        int elements;

        RuleState(Token start) { this.start = start; }

        void element(Token at) {
            elements++;
            if (level == Version.DE) {
                if (elements == LATER_RULE_ELEMENTS + 1) {
                    bad = true;
                    error(PerError.RULE_TOO_LONG, at, "the rule at line " + start.line() + " has more than " + LATER_RULE_ELEMENTS
                            + " facts and actions; a rule takes at most " + LATER_RULE_ELEMENTS);
                }
                return;
            }
            if (level == Version.UP && elements == MAX_RULE_ELEMENTS + 1) {
                bad = true;
                error(PerError.UNSUPPORTED_RULE_LENGTH, at, "the rule at line " + start.line() + " has more than " + MAX_RULE_ELEMENTS
                        + " facts and actions; UserPatch takes " + MAX_RULE_ELEMENTS + ", the Definitive Edition " + LATER_RULE_ELEMENTS);
                return;
            }
            if (level == Version.AOC && elements == MAX_RULE_ELEMENTS + 1) {
                bad = true;
                // In a script already using a later version's commands, a rule up to the
                // Definitive Edition's length is that version's, not a mistake.
                if (laterScript) {
                    error(PerError.UNSUPPORTED_RULE_LENGTH, at, "the rule at line " + start.line() + " has more than " + MAX_RULE_ELEMENTS
                            + " facts and actions; the original game takes " + MAX_RULE_ELEMENTS + ", the Definitive Edition " + LATER_RULE_ELEMENTS);
                } else {
                    error(PerError.RULE_TOO_LONG, at, "the rule at line " + start.line() + " has more than " + MAX_RULE_ELEMENTS
                            + " facts and actions; a rule takes at most " + MAX_RULE_ELEMENTS);
                }
            }
        }
    }

    private void rule(Token open) {
        ruleBody(open, new RuleState(open));
    }

    private void ruleBody(Token open, RuleState rs) {
        List<Node> facts = new ArrayList<>();
        boolean arrow = false;
        // Left-hand side.
        while (true) {
            Token t = in.peek();
            if (t.isArrow()) {
                in.next();
                arrow = true;
                break;
            }
            if (t.is(Token.Type.EOF)) {
                error(PerError.UNEXPECTED_EOF, t, "the rule at line " + open.line() + " is not closed");
                return;
            }
            if (t.is(Token.Type.CLOSE)) {
                in.next();
                if (facts.isEmpty() && !rs.bad) error(PerError.MISSING_LHS, t, "the rule at line " + open.line() + " has no facts and no '=>'");
                else error(PerError.MISSING_ARROW, t, "the rule at line " + open.line() + " has no '=>'");
                return;
            }
            in.next();
            if (!t.is(Token.Type.OPEN)) {
                error(PerError.MISSING_OPENING_PARENTHESIS, t, "a fact starts with '(', found " + t.show());
                rs.bad = true;
                continue;
            }
            Node n = fact(t, rs);
            if (rs.aborted) return;
            if (n != null) facts.add(n);
        }
        if (facts.isEmpty() && !rs.bad) {
            error(PerError.MISSING_LHS, open, "the rule has no facts before '=>'");
            rs.bad = true;
        }
        // Right-hand side.
        List<int[]> actions = new ArrayList<>();
        boolean closed = false;
        while (true) {
            Token t = in.peek();
            if (t.is(Token.Type.CLOSE)) {
                in.next();
                closed = true;
                break;
            }
            if (t.is(Token.Type.EOF)) {
                error(PerError.UNEXPECTED_EOF, t, "the rule at line " + open.line() + " is not closed");
                return;
            }
            in.next();
            if (!t.is(Token.Type.OPEN)) {
                if (t.isArrow()) error(PerError.INVALID_KEYWORD, t, "a second '=>' in the rule at line " + open.line());
                else error(PerError.MISSING_OPENING_PARENTHESIS, t, "an action starts with '(', found " + t.show());
                rs.bad = true;
                continue;
            }
            int[] a = action(t, rs);
            if (rs.aborted) return;
            if (a != null) actions.add(a);
        }
        if (arrow && closed && actions.isEmpty() && !rs.bad) {
            error(PerError.MISSING_RHS, open, "the rule has no actions after '=>'");
            rs.bad = true;
        }
        if (rs.bad) return;
        if (program.ruleCount() >= MAX_RULES) {
            if (!rulesFull) error(PerError.LIST_FULL, open, "a script holds at most " + MAX_RULES + " rules; this one and those after it are dropped");
            rulesFull = true;
            return;
        }
        program.beginRule();
        for (Node n : facts) emit(n);
        for (int[] a : actions) program.action(a[0], java.util.Arrays.copyOfRange(a, 1, a.length));
        program.endRule(in.file(), open.line());
    }

    /** Whether the script has used a later version's commands or words so far. */
    private boolean laterScript;
    /** Constants whose definition needed a later version: a use of one is no new mistake. */
    private final java.util.Set<String> laterConstants = new java.util.HashSet<>();
    /** Constants whose definition had a mistake, and where: a use of one says so. */
    private final Map<String, String> failedConstants = new HashMap<>();

    private void emit(Node n) {
        if (n.op() < 0) {
            int at = program.logic(Program.Logic.values()[-n.op() - 1]);
            for (Node o : n.operands()) emit(o);
            program.closeLogic(at, n.operands().size());
        } else {
            program.fact(n.op(), n.args());
        }
    }

    private static final String[] LOGIC_WORDS = {"and", "or", "not", "nand", "nor", "xor", "xnor"};
    private static final Program.Logic[] LOGIC = {Program.Logic.AND, Program.Logic.OR, Program.Logic.NOT,
            Program.Logic.NAND, Program.Logic.NOR, Program.Logic.XOR, Program.Logic.XNOR};
    private static final String[] FORM_WORDS = {"defrule", "defconst", "load", "load-random"};

    private static Program.Logic logicOf(String word) {
        int k = Token.keyword(word, LOGIC_WORDS);
        return k < 0 ? null : LOGIC[k];
    }

    /**
     * Whether the word after a '(' inside a rule starts a new top-level form: then the rule was
     * never closed. The '(' is given back so the form is read as what it is.
     */
    private boolean newForm(Token open, Token name, RuleState rs) {
        if (!name.is(Token.Type.WORD) || Token.keyword(name.text(), FORM_WORDS) < 0) return false;
        if (!rs.bad) error(PerError.MISSING_CLOSING_PARENTHESIS, open, "the rule at line " + rs.start.line() + " is not closed before '(" + name.text() + "'");
        rs.bad = true;
        rs.aborted = true;
        in.unread(open);
        return true;
    }

    /**
     * The name after a fact's or an action's '(', taken and counted as one of the rule's elements;
     * null when there is none (the end of the file, a new top-level form, no word: reported).
     */
    private Token elementName(Token open, RuleState rs, String whose) {
        Token name = in.peek();
        if (name.is(Token.Type.EOF)) {
            rs.bad = true;
            return null;
        }
        if (newForm(open, name, rs)) return null;
        if (!name.is(Token.Type.WORD) || name.isArrow()) {
            error(PerError.MISSING_KEYWORD, name, whose + " name is missing, found " + name.show());
            rs.bad = true;
            if (!name.isArrow()) skipRest(1);
            return null;
        }
        in.next();
        rs.element(name);
        return name;
    }

    /** Reads a fact or logic node after its '('; null when it has an error (reported). */
    private Node fact(Token open, RuleState rs) {
        Token name = elementName(open, rs, "a fact's");
        if (name == null) return null;
        Program.Logic logic = logicOf(name.text());
        if (logic != null) return logic(open, name, logic, rs);
        Optional<Command> c = vocab.command(name.text());
        if (c.isEmpty() || !c.get().in(level) || !c.get().fact()) {
            if (c.isPresent() && !c.get().in(level)) {
                laterCommand(name, c.get());
            } else if (c.isPresent()) {
                error(PerError.INVALID_KEYWORD, name, "'" + name.text() + "' is an action, not a fact");
            } else {
                error(PerError.INVALID_KEYWORD, name, "no fact is called '" + name.text() + "'");
            }
            rs.bad = true;
            skipArgs(open);
            return null;
        }
        int[] args = args(c.get(), open, name, rs);
        if (args != null) xsCall(name);
        return args == null ? null : new Node(c.get().index(), args, List.of());
    }

    private Node logic(Token open, Token name, Program.Logic logic, RuleState rs) {
        List<Node> operands = new ArrayList<>();
        boolean bad = false;
        while (true) {
            Token t = in.peek();
            if (t.is(Token.Type.CLOSE)) {
                in.next();
                break;
            }
            if (t.is(Token.Type.EOF)) {
                rs.bad = true;
                return null;
            }
            if (t.isArrow()) {
                // The rule's arrow: this logic node was never closed.
                error(PerError.MISSING_CLOSING_PARENTHESIS, t, "'(" + name.text() + "' at line " + name.line() + " is not closed before '=>'");
                rs.bad = true;
                return null;
            }
            in.next();
            if (!t.is(Token.Type.OPEN)) {
                error(PerError.MISSING_OPENING_PARENTHESIS, t, "an operand of " + name.text() + " starts with '(', found " + t.show());
                bad = true;
                continue;
            }
            Node n = fact(t, rs);
            if (rs.aborted) return null;
            if (n == null) bad = true;
            else operands.add(n);
        }
        if (bad || rs.bad) {
            rs.bad = true;
            return null;
        }
        int need = logic == Program.Logic.NOT ? 1 : 2;
        boolean exact = logic == Program.Logic.NOT || logic == Program.Logic.XOR || logic == Program.Logic.XNOR;
        if (operands.size() < need || (exact && operands.size() > need)) {
            PerError e = operands.size() < need ? PerError.MISSING_IDENTIFIER : PerError.MISSING_CLOSING_PARENTHESIS;
            error(e, name, "'" + name.text() + "' takes " + (exact ? "exactly " : "at least ") + need + " fact" + (need == 1 ? "" : "s") + ", not " + operands.size());
            rs.bad = true;
            return null;
        }
        return new Node(logic.op(), null, operands);
    }

    /** Reads an action after its '('; null when it has an error (reported). */
    private int[] action(Token open, RuleState rs) {
        Token name = elementName(open, rs, "an action's");
        if (name == null) return null;
        Optional<Command> c = vocab.command(name.text());
        if (c.isEmpty() || !c.get().in(level) || !c.get().action()) {
            if (c.isPresent() && !c.get().in(level)) {
                laterCommand(name, c.get());
            } else if (c.isPresent()) {
                error(PerError.INVALID_KEYWORD, name, "'" + name.text() + "' is a fact, not an action");
            } else if (logicOf(name.text()) != null) {
                error(PerError.INVALID_KEYWORD, name, "'" + name.text() + "' combines facts; it is no action");
            } else {
                error(PerError.INVALID_KEYWORD, name, "no action is called '" + name.text() + "'");
            }
            rs.bad = true;
            skipArgs(open);
            return null;
        }
        int[] args = args(c.get(), open, name, rs);
        if (args == null) return null;
        xsCall(name);
        int[] out = new int[1 + args.length];
        out[0] = c.get().index();
        System.arraycopy(args, 0, out, 1, args.length);
        return out;
    }

    /**
     * xs-script-call at the Definitive Edition's level: read, and said to do nothing here (the
     * reference: a function no included XS file defines does nothing, with no error; as a fact
     * it is then false), since this game has no XS engine.
     */
    private void xsCall(Token name) {
        if (!name.text().equalsIgnoreCase("xs-script-call")) return;
        warning(PerError.UNSUPPORTED_COMMAND, name, "xs-script-call calls a function of an XS script, which needs the Definitive Edition's data and its XS engine;"
                + " here it does nothing (as a fact it is false)");
    }

    private void laterCommand(Token name, Command c) {
        laterScript = true;
        error(PerError.UNSUPPORTED_COMMAND, name, "'" + name.text() + "' belongs to " + c.version().title()
                + (level == Version.AOC ? ", not to the original game" : "; " + level.title() + " does not have it"));
    }

    /** Skips a fact's or action's arguments to its ')'; stops before a '(' or '=>' that shows it was never closed. */
    private void skipArgs(Token open) {
        while (true) {
            Token t = in.peek();
            if (t.is(Token.Type.CLOSE)) {
                in.next();
                return;
            }
            if (t.is(Token.Type.EOF) || t.isArrow()) return;
            if (t.is(Token.Type.OPEN)) {
                in.next();
                skipRest(1);
                continue;
            }
            in.next();
        }
    }

    /** Reads and resolves a command's arguments to its ')'; null when one has an error (reported). */
    private int[] args(Command c, Token open, Token name, RuleState rs) {
        List<ParamKind> kinds = c.params();
        List<Token> tokens = new ArrayList<>();
        boolean unclosed = false;
        while (true) {
            Token t = in.peek();
            if (t.is(Token.Type.CLOSE)) {
                in.next();
                break;
            }
            if (t.is(Token.Type.EOF)) {
                rs.bad = true;
                return null;
            }
            if (t.is(Token.Type.OPEN) || t.isArrow()) {
                error(PerError.MISSING_CLOSING_PARENTHESIS, t, "'(" + c.name() + "' at line " + name.line() + " is not closed before " + t.show());
                unclosed = true;
                break;
            }
            in.next();
            tokens.add(t);
        }
        boolean bad = unclosed;
        int[] args = new int[kinds.size()];
        for (int i = 0; i < kinds.size(); i++) {
            if (i >= tokens.size()) {
                if (!unclosed) error(PerError.MISSING_IDENTIFIER, tokens.isEmpty() ? name : tokens.get(tokens.size() - 1),
                        c.name() + " needs " + describe(kinds) + "; the " + kinds.get(i).word() + " is missing");
                bad = true;
                break;
            }
            // After a type-op, rel-op or math-op the parameter is a constant, a goal or a strategic number.
            ParamKind declared = kindAt(c, kinds, i, args);
            ParamKind before = i == 0 ? null : kindAt(c, kinds, i - 1, args);
            Operand how = i > 0 && Operand.typing(before) ? Operand.after(before, args[i - 1]) : Operand.CONSTANT;
            ParamKind kind = switch (how) {
                case CONSTANT -> declared;
                case GOAL -> ParamKind.GOAL_ID;
                case STRATEGIC_NUMBER -> ParamKind.STRATEGIC_NUMBER;
            };
            Integer v = resolve(kind, tokens.get(i), c);
            if (v == null) bad = true;
            else args[i] = v;
        }
        if (tokens.size() > kinds.size() && !unclosed) {
            Token extra = tokens.get(kinds.size());
            error(PerError.MISSING_CLOSING_PARENTHESIS, extra, c.name() + " takes " + (kinds.isEmpty() ? "no parameters" : describe(kinds))
                    + "; " + extra.show() + " is one too many");
            bad = true;
        }
        if (bad) {
            rs.bad = true;
            return null;
        }
        return args;
    }

    /**
     * The kind of a command's parameter: as the command declares it, except that up-target-point's
     * action-train and action-research take a type-op and the unit or technology where the
     * formation and the stance are ({@code (up-target-point 0 action-train c: spearman-line)}).
     */
    static ParamKind kindAt(Command c, List<ParamKind> kinds, int i, int[] args) {
        if (i >= 2 && c.name().equals("up-target-point") && (args[1] == TARGET_TRAIN || args[1] == TARGET_RESEARCH)) {
            if (i == 2) return ParamKind.TYPE_OP;
            if (i == 3) return args[1] == TARGET_TRAIN ? ParamKind.OBJECT_TYPE : ParamKind.RESEARCH_ITEM;
        }
        return kinds.get(i);
    }

    /** UserPatch's target actions that train or research (action-train 10, action-research 21). */
    static final int TARGET_TRAIN = 10, TARGET_RESEARCH = 21;

    private static String describe(List<ParamKind> kinds) {
        StringBuilder sb = new StringBuilder();
        for (ParamKind k : kinds) sb.append(sb.length() == 0 ? "" : " ").append('<').append(k.word()).append('>');
        return sb.toString();
    }

    // ---- arguments

    /** The original game's limit of a numeric kind where a later version widened it; below its min when it has none. */
    private static int laterMax(ParamKind kind) { return kind.max(Version.DE); }

    private Integer resolve(ParamKind kind, Token t, Command c) {
        if (kind == ParamKind.STRING) {
            if (t.is(Token.Type.STRING)) return program.string(t.text());
            if (t.is(Token.Type.WORD) && level.includes(Version.UP)) {
                Integer text = texts.get(key(t.text()));
                if (text != null) return text;
            }
            error(PerError.INVALID_IDENTIFIER, t, c.name() + " takes a string in quotes" + (level.includes(Version.UP) ? " or a text constant" : "") + ", not " + t.show());
            return null;
        }
        if (!t.is(Token.Type.WORD)) {
            error(PerError.INVALID_IDENTIFIER, t, "expected a <" + kind.word() + ">, found " + t.show());
            return null;
        }
        String w = t.text();
        if (kind == ParamKind.REL_OP || kind == ParamKind.MATH_OP || kind == ParamKind.TYPE_OP) return op(kind, t);
        if (kind == ParamKind.TEXT_CONSTANT) {
            Integer text = texts.get(key(w));
            if (text != null) return text;
            error(PerError.INVALID_IDENTIFIER, t, "'" + w + "' is no text constant (a defconst of a string in quotes)");
            return null;
        }
        Optional<Word> word = vocab.find(kind, w);
        if (word.isPresent() && !level.includes(word.get().version())) {
            laterValue(t, word.get().version(), kind);
            return null;
        }
        Integer value = word.map(Word::value).orElse(null);
        if (value == null) value = number(w);
        if (value == null) value = constants.get(key(w));
        boolean checked = word.isPresent();
        if (value == null && level.includes(Version.UP)) {
            OptionalInt u = vocab.unique(w, seat.civ());
            if (u.isPresent()) {
                value = u.getAsInt();
                checked = true;
            }
        }
        if (value == null && level.includes(Version.UP)) {
            // UserPatch made every word a constant usable wherever a number is; but to the original
            // game's commands a unit is still no building, nor a building a unit, nor either a research item
            Optional<Word> g = vocab.constant(w);
            Optional<org.openaok.ai.lang.Thing> thing = vocab.thing(w);
            // (UserPatch's own commands read a typed operand as any constant)
            if (g.isPresent() && thing.isPresent() && c.version().original() && wrongThing(kind, thing.get())) {
                error(PerError.INVALID_IDENTIFIER, t, "'" + w + "' is " + what(thing.get()) + ", not " + kind.word());
                return null;
            }
            if (g.isPresent()) {
                if (!level.includes(g.get().version())) {
                    laterValue(t, g.get().version(), kind);
                    return null;
                }
                value = g.get().value();
                checked = !kind.goal() && kind != ParamKind.STRATEGIC_NUMBER;
            }
        }
        if (value == null) {
            if (vocab.later(w).isPresent()) return laterValue(t, null, kind);
            Optional<Version> later = vocab.laterWord(w);
            Optional<ParamKind> other = vocab.hasWords(kind) ? Optional.empty() : vocab.kindOf(w);
            if (later.isPresent()) {
                laterValue(t, later.get(), kind);
            } else if (laterConstants.contains(key(w))) {
                error(PerError.UNSUPPORTED_WORD, t, "the constant '" + w + "' was defined with a later version's word");
            } else if (other.isPresent()) {
                // UserPatch made every word a number usable anywhere; the original game did not.
                laterScript = true;
                error(PerError.UNSUPPORTED_WORD, t, "'" + w + "' is a <" + other.get().word() + ">; using it as a <" + kind.word() + "> needs UserPatch");
            } else {
                String failed = failedConstants.get(key(w));
                error(PerError.INVALID_IDENTIFIER, t, "'" + w + "' is no <" + kind.word() + "> and no constant"
                        + (failed == null ? "" : " (its definition at " + failed + " failed)"));
            }
            return null;
        }
        if (checked) return value;
        // UserPatch's commands take a class (900-999) where a resource is asked: a kind of gatherable
        if (kind == ParamKind.RESOURCE_TYPE && !c.version().original() && value >= 900 && value < 1000) return value;
        int max = kind.max(level);
        if (value < kind.min() || value > max) {
            if (value >= kind.min() && value <= laterMax(kind) && kind.max(Version.DE) > max) {
                laterScript = true;
                Version needs = value <= kind.max(Version.UP) ? Version.UP : Version.DE;
                error(PerError.UNSUPPORTED_WORD, t, kind.word() + " " + value + " needs " + needs.title() + "; "
                        + (level == Version.AOC ? "the original game" : level.title()) + " takes " + kind.min() + " to " + max);
            } else {
                error(PerError.INVALID_IDENTIFIER, t, kind.word() + " " + value + " is not in " + kind.min() + " to " + max);
            }
            return null;
        }
        if (kind == ParamKind.STRATEGIC_NUMBER && level == Version.AOC) {
            int n = vocab.originalStrategicNumbers();
            if (value < 0 || value >= n) {
                if (value >= n && value <= laterMax(kind)) {
                    laterScript = true;
                    error(PerError.UNSUPPORTED_WORD, t, "strategic number " + value + " needs a later version; the original game's are 0 to " + (n - 1));
                } else {
                    error(PerError.INVALID_IDENTIFIER, t, "strategic number " + value + " is not in 0 to " + (n - 1));
                }
                return null;
            }
        }
        return value;
    }

    /** Whether a thing's word stands where a parameter of another kind of thing is wanted. */
    private static boolean wrongThing(ParamKind kind, org.openaok.ai.lang.Thing t) {
        boolean unit = t.kind() == org.openaok.ai.lang.Thing.Kind.UNIT || (t.isLine() && t.id() > -398);
        boolean building = t.kind() == org.openaok.ai.lang.Thing.Kind.BUILDING || (t.isLine() && t.id() <= -398);
        boolean research = t.kind() == org.openaok.ai.lang.Thing.Kind.RESEARCH;
        return switch (kind) {
            case UNIT -> !unit;
            case BUILDING -> !building;
            case RESEARCH_ITEM -> !research;
            case OBJECT_TYPE -> research;
            default -> false;
        };
    }

    private static String what(org.openaok.ai.lang.Thing t) {
        return switch (t.kind()) {
            case UNIT -> "a unit";
            case BUILDING -> "a building";
            case LINE -> t.id() <= -398 ? "a line of buildings" : "a line of units";
            case RESEARCH -> "a research item";
        };
    }

    /** A comparison, a math-op or a type-op: words only. */
    private Integer op(ParamKind kind, Token t) {
        String w = t.text();
        Optional<Word> op = vocab.find(kind, w);
        if (op.isPresent() && level.includes(op.get().version())) return op.get().value();
        if (op.isPresent() || (kind == ParamKind.REL_OP && w.length() > 2 && w.charAt(1) == ':' && vocab.word(kind, w.substring(2)).isPresent())) {
            laterScript = true;
            error(PerError.UNSUPPORTED_WORD, t, "the typed " + (kind == ParamKind.REL_OP ? "comparison" : "operator") + " '" + w + "' needs UserPatch");
            return null;
        }
        String expected = switch (kind) {
            case REL_OP -> "no comparison (<, <=, >, >=, ==, != or their spelled-out forms" + (level.includes(Version.UP) ? ", with c:, g: or s: before them" : "") + ")";
            case MATH_OP -> "no math-op (c:= c:+ c:- c:* c:/ c:z/ c:mod c:min c:max c:neg c:%/ c:%*, or g: and s: before them)";
            default -> "no type-op (c:, g: or s:)";
        };
        error(PerError.INVALID_IDENTIFIER, t, "'" + w + "' is " + expected);
        return null;
    }

    /**
     * A word the level does not take: one of a later version's language (reported), or of a later
     * version's data. At the Definitive Edition's level a data word with a known id is read as that
     * id, with a warning that this game's data lacks it; otherwise it is reported.
     *
     * @param needs the version whose language has the word, or null for a data word
     * @return the value, or null when reported
     */
    private Integer laterValue(Token t, Version needs, ParamKind kind) {
        String w = t.text();
        laterScript = true;
        if (needs != null) {
            error(PerError.UNSUPPORTED_WORD, t, "'" + w + "' belongs to " + needs.title()
                    + (level == Version.AOC ? ", not to the original game" : "; " + level.title() + " does not have it"));
            return null;
        }
        LaterWord l = vocab.later(w).orElseThrow();
        String whose = l.version() == Version.UP ? "a later expansion (WololoKingdoms)" : l.version().title();
        if (level == Version.DE && l.value().isPresent()) {
            warning(PerError.UNSUPPORTED_WORD, t, "'" + w + "' needs " + whose + "'s data, which The Conquerors' lacks; read as id " + l.value().getAsInt());
            return l.value().getAsInt();
        }
        if (level == Version.AOC) {
            error(PerError.UNSUPPORTED_WORD, t, "'" + w + "' belongs to " + l.version().title() + ", not to the original game");
        } else {
            error(PerError.UNSUPPORTED_WORD, t, "'" + w + "' is " + whose + "'s, not a word " + level.title() + " defines"
                    + (l.value().isPresent() ? " over The Conquerors' data; (defconst " + w + " " + l.value().getAsInt() + ") would define it" : ""));
        }
        return null;
    }

    static Integer number(String w) {
        int i = 0;
        int n = w.length();
        if (n == 0) return null;
        if (w.charAt(0) == '-' || w.charAt(0) == '+') i = 1;
        if (i == n) return null;
        for (int j = i; j < n; j++) if (w.charAt(j) < '0' || w.charAt(j) > '9') return null;
        try {
            return Integer.parseInt(w.charAt(0) == '+' ? w.substring(1) : w);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String key(String s) { return s.toLowerCase(Locale.ROOT); }

    private void error(PerError e, Token at, String detail) {
        String file = in.done() ? "" : in.file();
        diagnostics.add(e.at(file, at == null ? 0 : at.line(), at == null ? 0 : at.column(), detail));
    }

    private void warning(PerError e, Token at, String detail) {
        String file = in.done() ? "" : in.file();
        diagnostics.add(e.warning(file, at == null ? 0 : at.line(), at == null ? 0 : at.column(), detail));
    }
}
