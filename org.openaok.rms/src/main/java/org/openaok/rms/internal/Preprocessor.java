package org.openaok.rms.internal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.openaok.api.random.RandomStream;
import org.openaok.api.random.Seeds;
import org.openaok.rms.BuiltInFiles;
import org.openaok.rms.IncludeFile;
import org.openaok.rms.IncludeResolver;
import org.openaok.rms.RmsCode;

/**
 * The preprocessor: walks a file's words once, keeping a stack of open conditions, carries out
 * {@code #const}, {@code #define} and {@code #include_drs}, and passes on only the words that
 * survive {@code if}/{@code elseif}/{@code else}/{@code endif} and
 * {@code start_random}/{@code percent_chance}/{@code end_random}. Each surviving word takes with it
 * the value it stood for at that point (a number, or a constant defined before it).
 *
 * <p>In the all-branches mode (the static check) every branch survives, each word marked with the
 * branches it lies in, so a mistake in a branch the seed did not pick is still found.
 *
 * <p>Bounded: one pass per file, includes at most {@value #MAX_INCLUDE_DEPTH} deep and
 * {@value #MAX_INCLUDES} in all, a file never inside itself.
 */
final class Preprocessor {
    static final int MAX_INCLUDE_DEPTH = 16;
    static final int MAX_INCLUDES = 256;

    private static final long DEPTH_SALT = 0x9E3779B97F4A7C15L;
    private static final long ORDINAL_SALT = 0xD1B54A32D192ED03L;

    private static final int IF = 0;
    private static final int RANDOM = 1;

    /** An open if or random block. */
    private static final class Frame {
        final int type;
        final int file;
        final int line;
        final int column;
        final boolean parentEmitting;
        /** In the all-branches mode: this block's number and the branches around it. */
        final int block;
        final Branches outer;
        boolean emitting;
        boolean taken;
        boolean sawElse;
        int roll;
        int sum;
        int branch = -1;
        /** How many braces were open when it was opened. */
        int braceDepth;
        /** Whether nothing in its file closes it, so the '}' of its block does. */
        boolean closesAtBrace;
        boolean preambleReported;
        Branches branches;

        Frame(int type, int file, int line, int column, boolean parentEmitting, int block, Branches outer) {
            this.type = type;
            this.file = file;
            this.line = line;
            this.column = column;
            this.parentEmitting = parentEmitting;
            this.block = block;
            this.outer = outer;
            this.branches = outer;
        }
    }

    private final Symbols symbols;
    private final Reporter report;
    private final IncludeResolver includes;
    private final long seed;
    private final boolean allBranches;
    private final Tokens out;
    private final List<Frame> frames = new ArrayList<>();
    private final Deque<String> reading = new ArrayDeque<>();
    private final Set<String> labels = new LinkedHashSet<>();
    private final List<Integer> scriptConstants = new ArrayList<>();
    private final Map<Integer, Branches> constantBranches = new HashMap<>();
    private final Map<Integer, String> constantWhere = new HashMap<>();
    private int braceDepth;
    private int includeCount;
    private int randomOrdinal;
    private int blocks;

    Preprocessor(Symbols symbols, Reporter report, IncludeResolver includes, long seed, boolean allBranches) {
        this.symbols = symbols;
        this.report = report;
        this.includes = includes;
        this.seed = seed;
        this.allBranches = allBranches;
        this.out = new Tokens(1024).withValues(allBranches);
    }

    void setLabel(String label) {
        symbols.setLabel(symbols.intern(label));
        labels.add(label);
    }

    Tokens output() { return out; }

    /** The labels in force at the end: the lobby's and every #define that was read. */
    Set<String> labels() { return labels; }

    /** The script's own constants' symbols, in the order they were defined. */
    List<Integer> scriptConstants() { return scriptConstants; }

    /** Processes the script itself (file 0). */
    void runMain(String name, Tokens tokens) {
        reading.push(name.toLowerCase(Locale.ROOT));
        run(tokens);
        reading.pop();
    }

    /**
     * The roll of a random block, 0 to 99. The design document seeds it from the map's seed and the
     * block's depth, {@code RandomStream(seed ^ (0x9E3779B97F4A7C15 * (depth + 1)))}, which alone
     * would give two blocks at the same depth the same roll, so that they always pick alike. So
     * each block's ordinal (its place among the start_random blocks read so far, counted in skipped
     * branches too, so it does not depend on the labels) is mixed in; the first block (ordinal 0)
     * keeps the design's formula exactly.
     */
    static int roll(long seed, int depth, int ordinal) {
        long state = seed ^ (DEPTH_SALT * (depth + 1));
        if (ordinal > 0) state = Seeds.mix(state ^ (ordinal * ORDINAL_SALT));
        return new RandomStream(state).nextInt(100);
    }

    private boolean emitting() {
        return frames.isEmpty() || frames.get(frames.size() - 1).emitting;
    }

    private Branches branches() {
        return frames.isEmpty() ? null : frames.get(frames.size() - 1).branches;
    }

    private void run(Tokens in) {
        boolean[] neverClosed = neverClosed(in);
        int base = frames.size();
        int n = in.size;
        int i = 0;
        while (i < n) {
            int s = in.sym[i];
            byte kind = symbols.kind(s);
            if (kind == Symbols.DIRECTIVE) {
                int before = frames.size();
                int next = directive(in, i, base);
                if (frames.size() > before && neverClosed[i]) frames.get(frames.size() - 1).closesAtBrace = true;
                i = next;
                continue;
            }
            if (kind == Symbols.OPEN_BRACE) {
                braceDepth++;
            } else if (kind == Symbols.CLOSE_BRACE && braceDepth > 0) {
                closeInnerFrames(in, i, base);
                braceDepth--;
            }
            if (emitting()) {
                emit(in, i);
            } else if (!frames.isEmpty()) {
                Frame top = frames.get(frames.size() - 1);
                if (top.type == RANDOM && top.branch < 0 && top.parentEmitting && !top.preambleReported) {
                    top.preambleReported = true;
                    report.at(RmsCode.BEFORE_FIRST_CHANCE, in.file[i], in.line[i], in.column[i],
                            "'" + Reporter.shorten(symbols.text(s)) + "' comes before the block's first percent_chance"
                                    + " and is never used");
                }
            }
            i++;
        }
        while (frames.size() > base) {
            Frame f = frames.remove(frames.size() - 1);
            if (f.type == IF) {
                report.at(RmsCode.UNCLOSED_IF, f.file, f.line, f.column, "if opened here has no endif before the end of the file");
            } else {
                report.at(RmsCode.UNCLOSED_RANDOM, f.file, f.line, f.column,
                        "start_random opened here has no end_random before the end of the file");
            }
        }
    }

    /**
     * An if or random block that nothing in its file closes (one of the original Baltic's blocks
     * forgets its endif) ends at the '}' of the block it was opened in, with a warning, rather than
     * swallowing the rest of the script. Braces are counted in every branch, since the '}' may lie
     * in a branch not taken.
     */
    private void closeInnerFrames(Tokens in, int i, int base) {
        while (frames.size() > base && frames.get(frames.size() - 1).closesAtBrace
                && frames.get(frames.size() - 1).braceDepth >= braceDepth) {
            Frame f = frames.remove(frames.size() - 1);
            report.at(RmsCode.CLOSED_BY_BRACE, f.file, f.line, f.column, (f.type == IF ? "if" : "start_random")
                    + " opened here is not closed before the '}' at line " + in.line[i] + "; it ends there");
        }
    }

    /**
     * Which if and start_random words of a file no endif or end_random of that file closes,
     * matching them the way {@link #directive} does (an endif closes only an if on top).
     */
    private boolean[] neverClosed(Tokens in) {
        boolean[] open = new boolean[in.size];
        int[] stack = new int[16];
        int top = 0;
        for (int i = 0; i < in.size; i++) {
            int s = in.sym[i];
            if (symbols.kind(s) != Symbols.DIRECTIVE) continue;
            byte d = symbols.directive(s);
            if (d == Symbols.D_IF || d == Symbols.D_START_RANDOM) {
                if (top == stack.length) stack = java.util.Arrays.copyOf(stack, top * 2);
                stack[top++] = i;
            } else if (d == Symbols.D_ENDIF || d == Symbols.D_END_RANDOM) {
                byte opener = d == Symbols.D_ENDIF ? Symbols.D_IF : Symbols.D_START_RANDOM;
                if (top > 0 && symbols.directive(in.sym[stack[top - 1]]) == opener) top--;
            }
        }
        for (int k = 0; k < top; k++) open[stack[k]] = true;
        return open;
    }

    private void emit(Tokens in, int i) {
        int s = in.sym[i];
        byte kind = symbols.kind(s);
        boolean has = false;
        int v = 0;
        if (kind == Symbols.NUMBER) {
            has = true;
            v = symbols.number(s);
        } else if (kind == Symbols.WORD && symbols.isConstant(s)) {
            has = true;
            v = symbols.constant(s);
        }
        out.add(s, in.file[i], in.line[i], in.column[i], has, v, allBranches ? branches() : null);
    }

    /**
     * The index of the directive's argument at i + 1, or -1 when none follows. A keyword, brace,
     * section or directive is never taken as one, so a directive missing its argument does not
     * swallow the next statement.
     */
    private int argument(Tokens in, int i) {
        int j = i + 1;
        if (j >= in.size) return -1;
        byte k = symbols.kind(in.sym[j]);
        return k == Symbols.WORD || k == Symbols.NUMBER || k == Symbols.RANDOM_VALUE ? j : -1;
    }

    private int directive(Tokens in, int i, int base) {
        int s = in.sym[i];
        int file = in.file[i];
        int line = in.line[i];
        int column = in.column[i];
        String word = symbols.text(s);
        Frame top = frames.size() > base ? frames.get(frames.size() - 1) : null;
        switch (symbols.directive(s)) {
            case Symbols.D_IF: {
                int a = argument(in, i);
                if (a < 0) report.at(RmsCode.MISSING_DIRECTIVE_ARGUMENT, file, line, column, "if needs a label to test");
                boolean parent = emitting();
                Frame f = new Frame(IF, file, line, column, parent, ++blocks, branches());
                f.braceDepth = braceDepth;
                boolean set = a >= 0 && symbols.isLabel(in.sym[a]);
                openBranch(f, parent && (allBranches || set));
                f.taken = set;
                frames.add(f);
                return a < 0 ? i + 1 : a + 1;
            }
            case Symbols.D_ELSEIF:
            case Symbols.D_ELSE: {
                boolean isElse = symbols.directive(s) == Symbols.D_ELSE;
                int a = isElse ? -1 : argument(in, i);
                if (!isElse && a < 0) report.at(RmsCode.MISSING_DIRECTIVE_ARGUMENT, file, line, column, "elseif needs a label to test");
                int next = a < 0 ? i + 1 : a + 1;
                if (top == null || top.type != IF) {
                    report.at(RmsCode.NO_OPEN_IF, file, line, column, word + " with no if open"
                            + (top != null ? " (the start_random at line " + top.line + " is still open)" : "")
                            + "; ignored, as the game ignores it");
                    return next;
                }
                if (top.sawElse) {
                    report.at(RmsCode.AFTER_ELSE, file, line, column, word + " after the else of the if at line " + top.line);
                    openBranch(top, false);
                    return next;
                }
                boolean set = isElse || (a >= 0 && symbols.isLabel(in.sym[a]));
                if (isElse) top.sawElse = true;
                openBranch(top, top.parentEmitting && (allBranches || (!top.taken && set)));
                top.taken |= set;
                return next;
            }
            case Symbols.D_ENDIF: {
                if (top == null || top.type != IF) {
                    report.at(RmsCode.NO_OPEN_IF, file, line, column, "endif with no if open"
                            + (top != null ? " (the start_random at line " + top.line + " is still open)" : "")
                            + "; ignored, as the game ignores it");
                } else {
                    frames.remove(frames.size() - 1);
                }
                return i + 1;
            }
            case Symbols.D_START_RANDOM: {
                boolean parent = emitting();
                Frame f = new Frame(RANDOM, file, line, column, parent, ++blocks, branches());
                f.braceDepth = braceDepth;
                f.roll = roll(seed, frames.size(), randomOrdinal++);
                f.emitting = false; // nothing until the first percent_chance
                frames.add(f);
                return i + 1;
            }
            case Symbols.D_PERCENT_CHANCE: {
                int a = argument(in, i);
                int chance = 0;
                boolean ok = false;
                if (a >= 0) {
                    int as = in.sym[a];
                    if (symbols.kind(as) == Symbols.NUMBER) { chance = symbols.number(as); ok = true; }
                    else if (symbols.kind(as) == Symbols.WORD && symbols.isConstant(as)) { chance = symbols.constant(as); ok = true; }
                }
                int next = a < 0 ? i + 1 : a + 1;
                if (top == null || top.type != RANDOM) {
                    report.at(RmsCode.NO_OPEN_RANDOM, file, line, column, "percent_chance with no start_random open"
                            + (top != null ? " (the if at line " + top.line + " is still open)" : "")
                            + "; ignored, as the game ignores it, and what follows is read");
                    return next;
                }
                if (!ok || chance < 0 || chance > 100) {
                    report.at(RmsCode.BAD_CHANCE, file, line, column, "percent_chance needs a number from 0 to 100"
                            + (a >= 0 ? ", not '" + Reporter.shorten(symbols.text(in.sym[a])) + "'" : ""));
                    chance = Math.max(0, Math.min(100, chance));
                }
                // The game rolls 0..99 and takes the first branch whose running sum passes the roll,
                // so a branch past 100 keeps only what is left of it (RMS guide; genie-rms).
                boolean chosen = !top.taken && top.roll >= top.sum && top.roll < top.sum + chance;
                top.taken |= chosen;
                int before = top.sum;
                top.sum += chance;
                openBranch(top, top.parentEmitting && (allBranches || chosen));
                if (top.sum > 100 && chance > 0) {
                    report.at(RmsCode.CHANCES_OVER_100, file, line, column, "the chances of the start_random at line "
                            + top.line + " add up to " + top.sum + ", over 100; as in the game, "
                            + (before >= 100 ? "this branch is never chosen"
                                    : "this branch of " + chance + " is chosen " + (100 - before) + " times in 100"));
                }
                return next;
            }
            case Symbols.D_END_RANDOM: {
                if (top == null || top.type != RANDOM) {
                    report.at(RmsCode.NO_OPEN_RANDOM, file, line, column, "end_random with no start_random open"
                            + (top != null ? " (the if at line " + top.line + " is still open)" : "")
                            + "; ignored, as the game ignores it");
                } else {
                    frames.remove(frames.size() - 1);
                }
                return i + 1;
            }
            case Symbols.D_DEFINE: {
                int a = argument(in, i);
                if (a < 0) {
                    report.at(RmsCode.MISSING_DIRECTIVE_ARGUMENT, file, line, column, "#define needs a label");
                    return i + 1;
                }
                if (emitting()) {
                    symbols.setLabel(in.sym[a]);
                    labels.add(symbols.text(in.sym[a]));
                }
                return a + 1;
            }
            case Symbols.D_CONST:
                return constant(in, i);
            case Symbols.D_INCLUDE_DRS: {
                int a = argument(in, i);
                if (a < 0) {
                    report.at(RmsCode.MISSING_DIRECTIVE_ARGUMENT, file, line, column, "#include_drs needs a file name");
                    return i + 1;
                }
                int id = -1;
                int next = a + 1;
                if (next < in.size && symbols.kind(in.sym[next]) == Symbols.NUMBER && in.line[next] == in.line[a]
                        && in.file[next] == in.file[a]) {
                    id = symbols.number(in.sym[next]);
                    next++;
                }
                if (emitting()) include(symbols.text(in.sym[a]), id, file, line, column);
                return next;
            }
            case Symbols.D_INCLUDE_XS: {
                if (emitting()) {
                    report.at(RmsCode.LATER_VERSION, file, line, column, "#includeXS is DE only; ignored");
                }
                int a = argument(in, i);
                return a >= 0 && in.line[a] == line ? a + 1 : i + 1;
            }
            default:
                return i + 1;
        }
    }

    /** Starts the frame's next branch. */
    private void openBranch(Frame f, boolean emit) {
        f.branch++;
        f.emitting = emit;
        f.branches = allBranches ? new Branches(f.block, f.branch, f.outer) : null;
    }

    private int constant(Tokens in, int i) {
        int file = in.file[i];
        int line = in.line[i];
        int column = in.column[i];
        int a = argument(in, i);
        if (a < 0 || symbols.kind(in.sym[a]) != Symbols.WORD) {
            report.at(RmsCode.MISSING_DIRECTIVE_ARGUMENT, file, line, column, "#const needs a name and a number");
            return a < 0 ? i + 1 : a + 1;
        }
        int name = in.sym[a];
        int b = argument(in, a);
        if (b < 0) {
            report.at(RmsCode.MISSING_DIRECTIVE_ARGUMENT, file, line, column,
                    "#const " + Reporter.shorten(symbols.text(name)) + " needs a number");
            return a + 1;
        }
        if (!emitting()) return b + 1;
        int vs = in.sym[b];
        int value;
        if (symbols.kind(vs) == Symbols.NUMBER) {
            value = symbols.number(vs);
            if (symbols.numberCapped(vs)) {
                report.at(RmsCode.NUMBER_TOO_LARGE, in.file[b], in.line[b], in.column[b],
                        "'" + Reporter.shorten(symbols.text(vs)) + "' is too large; it reads " + value);
            }
        } else if (symbols.kind(vs) == Symbols.WORD && symbols.isConstant(vs)) {
            value = symbols.constant(vs);
        } else {
            report.at(RmsCode.UNDEFINED_CONSTANT, in.file[b], in.line[b], in.column[b],
                    "'" + Reporter.shorten(symbols.text(vs)) + "' is not a defined constant; #const "
                            + Reporter.shorten(symbols.text(name)) + " reads 0");
            value = 0;
        }
        Branches here = branches();
        if (symbols.isConstant(name)) {
            boolean sameMap = !allBranches || Branches.compatible(constantBranches.get(name), here);
            if (sameMap) {
                String where = symbols.isPredefined(name) ? "predefined"
                        : "defined at " + constantWhere.getOrDefault(name, "?");
                report.at(RmsCode.CONSTANT_REDEFINED, file, line, column, "constant " + Reporter.shorten(symbols.text(name))
                        + " is already " + where + " as " + symbols.constant(name) + "; this definition is ignored");
            }
            return b + 1;
        }
        symbols.defineConstant(name, value);
        scriptConstants.add(name);
        constantWhere.put(name, report.fileName(file) + ":" + line);
        if (allBranches) constantBranches.put(name, here);
        return b + 1;
    }

    private void include(String name, int id, int file, int line, int column) {
        String key = name.toLowerCase(Locale.ROOT);
        // The predefined constants are in force from the first line; including them again adds nothing.
        if (key.equals(BuiltInFiles.RANDOM_MAP_DEF)) return;
        String what = "'" + Reporter.shorten(name) + "'" + (id >= 0 ? " (id " + id + ")" : "");
        if (reading.contains(key)) {
            report.at(RmsCode.INCLUDE_CYCLE, file, line, column, "#include_drs " + what + " is already being read: the includes form a cycle");
            return;
        }
        if (reading.size() >= MAX_INCLUDE_DEPTH) {
            report.at(RmsCode.INCLUDE_LIMIT, file, line, column, "#include_drs " + what + " nests deeper than "
                    + MAX_INCLUDE_DEPTH + " files");
            return;
        }
        if (includeCount >= MAX_INCLUDES) {
            report.at(RmsCode.INCLUDE_LIMIT, file, line, column, "#include_drs " + what + ": more than "
                    + MAX_INCLUDES + " includes in one script");
            return;
        }
        includeCount++;
        Optional<IncludeFile> found;
        try {
            found = includes.resolve(name, id);
        } catch (RuntimeException e) {
            found = Optional.empty();
        }
        if (found.isEmpty()) {
            report.at(RmsCode.INCLUDE_NOT_FOUND, file, line, column, "#include_drs " + what
                    + " cannot be found (not a built-in file, nor in the archive or folders given)");
            return;
        }
        IncludeFile f = found.get();
        int index = report.addFile(f.name());
        Tokens tokens = Lexer.lex(index, f.text().toCharArray(), symbols, report);
        reading.push(key);
        run(tokens);
        reading.pop();
    }
}
