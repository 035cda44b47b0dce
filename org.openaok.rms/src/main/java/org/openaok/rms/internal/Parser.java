package org.openaok.rms.internal;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.openaok.rms.RmsCode;
import org.openaok.rms.script.Section;

/**
 * Groups the preprocessor's words into sections, commands and attribute blocks, checking each word
 * against the {@link Vocabulary}: a command must belong to the section it stands in, an attribute
 * to the command whose block it is in. Arguments are read by the token's count: the ones it must
 * have from wherever they follow, the optional ones only from the same line; a keyword, brace or
 * section header is never taken as an argument. Whatever is wrong is reported and skipped, and the
 * rest is read on. Words before the first section header count as player setup.
 *
 * <p>Braces are read as the game reads them. Its parser keeps one "inside a block" flag that
 * {@code {} sets and {@code }} clears, and a section header leaves alone; inside a block a create
 * command is "not valid in this frame of reference" (genie-rms, github.com/genie-js/genie-rms,
 * src/Parser.js, a reimplementation of the 1.0c parser from its machine code). So a block left open
 * before the next block command swallows that command, and the attributes after it, up to the next
 * {@code }}, go to the command whose block is open; a block left open before a section header keeps
 * the next section's words up to the next {@code }} from being read at all. Braces do not nest, and
 * a {@code {} with no create command right before it opens the block of the section's last one.
 * Lands and terrains take attributes outside any block for their last create command too; objects,
 * elevations and connections drop them.
 */
final class Parser {
    /** A command being read. */
    static final class CommandBuilder {
        final String name;
        final int file;
        final int line;
        final int column;
        final Branches branches;
        final List<Integer> args = new ArrayList<>(2);
        final List<AttributeBuilder> attributes = new ArrayList<>();
        /** Whether it goes into the script (not when it stands in the wrong section or is ignored). */
        final boolean keep;
        /** A later edition's block: its contents are skipped without a word. */
        final boolean silent;
        boolean block;
        int openFile;
        int openLine;
        int openColumn;

        CommandBuilder(String name, int file, int line, int column, Branches branches, boolean keep, boolean silent) {
            this.name = name;
            this.file = file;
            this.line = line;
            this.column = column;
            this.branches = branches;
            this.keep = keep;
            this.silent = silent;
        }
    }

    /** An attribute being read. */
    static final class AttributeBuilder {
        final String name;
        final int[] values;
        final int file;
        final int line;
        final int column;
        final Branches branches;

        AttributeBuilder(String name, int[] values, int file, int line, int column, Branches branches) {
            this.name = name;
            this.values = values;
            this.file = file;
            this.line = line;
            this.column = column;
            this.branches = branches;
        }
    }

    private final Tokens in;
    private final Symbols symbols;
    private final Reporter report;
    private final Vocabulary vocabulary = Vocabulary.get();
    private final Map<Section, List<CommandBuilder>> sections = new EnumMap<>(Section.class);

    private Section section = Section.PLAYER_SETUP;
    private boolean unknownSection;
    private CommandBuilder block;
    private CommandBuilder pending;
    private int orphanDepth;
    /** The game's block flag is still set past a section header, with no command to take what follows. */
    private boolean carriedOpen;
    /** The block command just dropped inside an open block: the '{' after it changes nothing. */
    private boolean absorbBrace;
    /** A '{' in a section whose commands take no block: the game reads what it holds as usual, up to its '}'. */
    private boolean looseOpen;
    /** Each section's last block command, which the game's attributes and '{' outside a block go to. */
    private CommandBuilder[] lastCreated = new CommandBuilder[Section.values().length];
    private final int[] scratch = new int[16];

    /** In the all-branches check: the state each if or random block was entered with, by block number. */
    private final java.util.Map<Integer, State> entered = new java.util.HashMap<>();
    private final java.util.Map<Integer, Integer> lastBranch = new java.util.HashMap<>();
    private Branches previous;

    /** What the parser knows at a point: the section and the block it is in. */
    private record State(Section section, boolean unknownSection, CommandBuilder block,
                         CommandBuilder pending, int orphanDepth, boolean carriedOpen, boolean looseOpen,
                         CommandBuilder[] lastCreated) {}

    Parser(Tokens in, Symbols symbols, Reporter report) {
        this.in = in;
        this.symbols = symbols;
        this.report = report;
        for (Section s : Section.values()) sections.put(s, new ArrayList<>());
    }

    Map<Section, List<CommandBuilder>> sections() { return sections; }

    void parse() {
        int n = in.size;
        int i = 0;
        while (i < n) {
            if (in.branches != null && in.branches[i] != previous) enterBranches(in.branches[i]);
            int s = in.sym[i];
            byte kind = symbols.kind(s);
            boolean absorb = absorbBrace;
            absorbBrace = false;
            if (carriedOpen && kind != Symbols.SECTION) {
                // The game is still inside the block left open before the header: nothing is read
                // up to the '}' that clears its flag.
                if (kind == Symbols.CLOSE_BRACE) carriedOpen = false;
                i++;
                continue;
            }
            if (orphanDepth > 0 && kind != Symbols.SECTION) {
                // The game's braces do not nest: the first '}' clears its flag.
                if (kind == Symbols.CLOSE_BRACE) orphanDepth = 0;
                i++;
                continue;
            }
            switch (kind) {
                case Symbols.SECTION:
                    orphanDepth = 0;
                    section(i);
                    i++;
                    break;
                case Symbols.OPEN_BRACE:
                    if (!(absorb && block != null)) openBrace(i);
                    i++;
                    break;
                case Symbols.CLOSE_BRACE:
                    pending = null;
                    if (block != null) {
                        block = null;
                    } else if (looseOpen) {
                        looseOpen = false;
                    } else if (!unknownSection) {
                        at(RmsCode.STRAY_CLOSE_BRACE, i, "'}' with no block open");
                    }
                    i++;
                    break;
                default:
                    pending = null;
                    if (unknownSection) {
                        i++;
                    } else if (kind == Symbols.KEYWORD) {
                        i = statement(i, symbols.entry(s));
                    } else {
                        i = strayWord(i);
                    }
                    break;
            }
        }
        if (block != null && !block.silent) {
            // Nothing follows to be misread: the block simply ends with the script.
            report.at(RmsCode.BLOCK_OPEN_AT_END, block.openFile, block.openLine, block.openColumn,
                    "the block of " + block.name + " opened here is still open at the end of the script");
        }
    }

    /**
     * In the all-branches check, each branch of a block is read from the state the block was
     * entered with, as the engine would read it had it picked that branch: a branch that opens
     * a section or a block does not carry it into its sibling.
     */
    private void enterBranches(Branches now) {
        Branches before = previous;
        previous = now;
        // Only the steps of the chain not shared with the previous token's are new.
        Branches a = now;
        Branches b = before;
        int da = Branches.depth(a);
        int db = Branches.depth(b);
        while (db > da) { b = b.outer; db--; }
        java.util.ArrayDeque<Branches> fresh = new java.util.ArrayDeque<>();
        while (da > db) { fresh.push(a); a = a.outer; da--; }
        while (a != b) { fresh.push(a); a = a.outer; b = b.outer; }
        for (Branches step : fresh) {
            Integer last = lastBranch.get(step.block);
            if (last == null) {
                entered.put(step.block, new State(section, unknownSection, block, pending, orphanDepth, carriedOpen,
                        looseOpen, lastCreated.clone()));
            } else if (last != step.branch) {
                State st = entered.get(step.block);
                section = st.section;
                unknownSection = st.unknownSection;
                block = st.block;
                pending = st.pending;
                orphanDepth = st.orphanDepth;
                carriedOpen = st.carriedOpen;
                looseOpen = st.looseOpen;
                lastCreated = st.lastCreated.clone();
            }
            lastBranch.put(step.block, step.branch);
        }
    }

    private void section(int i) {
        if (block != null) {
            if (!block.silent) {
                report.at(RmsCode.UNCLOSED_BRACE, block.openFile, block.openLine, block.openColumn,
                        "the block of " + block.name + " opened here is not closed before the section header "
                                + Reporter.shorten(symbols.text(in.sym[i])) + " (line " + in.line[i] + "); as in the game, the block"
                                + " stays open past the header, so what follows it up to the next '}' is not read");
                carriedOpen = true;
            }
            block = null;
        }
        if (looseOpen) {
            at(RmsCode.UNCLOSED_BRACE, i, "a '{' is not closed by '}' before this section header; as in the game, what follows it"
                    + " up to the next '}' is not read");
            carriedOpen = true;
            looseOpen = false;
        }
        pending = null;
        Section s = symbols.section(in.sym[i]);
        if (s == null) {
            unknownSection = true;
            at(RmsCode.UNKNOWN_SECTION, i, "unknown section " + Reporter.shorten(symbols.text(in.sym[i]))
                    + "; what follows it is skipped up to the next section");
        } else {
            unknownSection = false;
            section = s;
        }
    }

    private void openBrace(int i) {
        if (pending != null) {
            open(pending, i);
            pending = null;
        } else if (block != null) {
            // The game's '{' only sets a flag that is already set: the first '}' ends the block.
            if (!block.silent) {
                at(RmsCode.NESTED_BRACE, i, "'{' inside the block of " + block.name + " (opened at line " + block.openLine
                        + "); as in the game, braces do not nest: it changes nothing, and the first '}' ends the block");
            }
        } else if (unknownSection) {
            orphanDepth = 1;
        } else if (looseOpen) {
            at(RmsCode.NESTED_BRACE, i, "'{' inside a '{' already open; as in the game, braces do not nest: it changes nothing");
        } else if (!takesBlocks(section)) {
            at(RmsCode.BRACE_WITHOUT_COMMAND, i, "'{' in " + section.header() + ", whose commands take no block; as in the game,"
                    + " what it holds is read as if it were not there");
            looseOpen = true;
        } else {
            CommandBuilder last = lastCreated[section.ordinal()];
            if (last != null) {
                at(RmsCode.BRACE_WITHOUT_COMMAND, i, "'{' with no create command right before it; as in the game, what it holds"
                        + " goes to the last one of " + section.header() + ", the " + describe(last) + " at line " + last.line);
                open(last, i);
            } else {
                at(RmsCode.UNEXPECTED_BRACE, i, "'{' with no create command before it in " + section.header()
                        + "; the game has no command to give what it holds to, so it is lost up to the '}'");
                orphanDepth = 1;
            }
        }
    }

    private void open(CommandBuilder c, int i) {
        block = c;
        block.block = true;
        block.openFile = in.file[i];
        block.openLine = in.line[i];
        block.openColumn = in.column[i];
    }

    /** Whether a section has commands with attribute blocks. */
    private static boolean takesBlocks(Section s) {
        return s != Section.PLAYER_SETUP && s != Section.CLIFF_GENERATION;
    }

    /** In these sections the game gives an attribute outside any block to the section's last create command. */
    private static boolean givesLooseAttributes(Section s) {
        return s == Section.LAND_GENERATION || s == Section.TERRAIN_GENERATION;
    }

    private static String describe(CommandBuilder c) {
        return c.name;
    }

    /**
     * A block command inside an open block, as the game reads it: not a command there, so it is
     * dropped with its arguments, its '{' changes nothing, and the attributes after it go to the
     * command whose block is open, up to the next '}'.
     */
    private int dropInOpenBlock(int i, Vocabulary.Entry e) {
        at(RmsCode.UNCLOSED_BRACE, i, "the block of " + block.name + " opened at line " + block.openLine
                + " is not closed before this " + e.name + "; as in the game, " + e.name + " is not a command inside a block:"
                + " it is dropped, and what follows up to the next '}' is read as attributes of the " + block.name
                + " at line " + block.line);
        absorbBrace = true;
        return skipArguments(i, e);
    }

    /** A keyword where a command or attribute may stand. Returns the index after it and its arguments. */
    private int statement(int i, Vocabulary.Entry e) {
        if (block != null) {
            if (block.silent) {
                if (e.isCommand() && e.block && !e.isAttributeOf(block.name)) {
                    block = null;
                    return statement(i, e);
                }
                return skipArguments(i, e);
            }
            if (e.isAttributeOf(block.name)) {
                if (!e.carriedOut()) return later(i, e);
                int end = readArguments(i, e, true);
                block.attributes.add(new AttributeBuilder(e.name, copyScratch(), in.file[i], in.line[i], in.column[i],
                        branchesAt(i)));
                return end;
            }
            if (e.isCommand() && e.block) {
                // Another block command: the block before it was not closed.
                return dropInOpenBlock(i, e);
            }
            if (!e.carriedOut()) return later(i, e);
            at(RmsCode.ATTRIBUTE_NOT_TAKEN, i, e.name + " is not an attribute of " + block.name
                    + (e.isAttribute() ? belongsTo(e) : " (it is a command of " + sectionsOf(e) + ")"));
            return skipArguments(i, e);
        }
        if (!e.carriedOut()) return later(i, e);
        CommandBuilder last = lastCreated[section.ordinal()];
        if (e.isAttribute() && givesLooseAttributes(section) && !e.sections.contains(section) && last != null) {
            return looseAttribute(i, e, last);
        }
        if (e.isCommand()) {
            boolean here = e.sections.contains(section);
            if (!here) {
                at(RmsCode.WRONG_SECTION, i, e.name + " belongs in " + sectionsOf(e) + ", not in " + section.header());
            }
            CommandBuilder c = new CommandBuilder(e.name, in.file[i], in.line[i], in.column[i], branchesAt(i), here, false);
            int end = readArguments(i, e, false);
            for (int k = 0; k < argCount; k++) c.args.add(scratch[k]);
            if (here) sections.get(section).add(c);
            if (e.block) {
                pending = c;
                if (here) lastCreated[section.ordinal()] = c;
            }
            return end;
        }
        if (!takesBlocks(section) || !ofSection(e)) {
            // "Not valid in this frame of reference": the game skips it, as under a command that does not take it.
            at(RmsCode.ATTRIBUTE_NOT_TAKEN, i, e.name + " is an attribute" + belongsTo(e) + ", not a command of " + section.header()
                    + "; skipped, as the game skips it");
            return skipArguments(i, e);
        }
        if (givesLooseAttributes(section)) {
            at(RmsCode.ATTRIBUTE_OUTSIDE_BLOCK, i, e.name + " is an attribute" + belongsTo(e) + ", but no create command comes"
                    + " before it in " + section.header() + "; the game has none to give it to, so it is lost");
        } else {
            at(RmsCode.ATTRIBUTE_OUTSIDE_BLOCK, i, e.name + " is an attribute" + belongsTo(e) + " outside any block; in "
                    + section.header() + " the game drops attributes outside a block, so it is lost"
                    + (last != null ? " (a '{' missing after the " + describe(last) + " at line " + last.line + "?)" : ""));
        }
        return skipArguments(i, e);
    }

    /** Whether an attribute belongs to a command of the current section. */
    private boolean ofSection(Vocabulary.Entry e) {
        for (String p : e.parents) {
            Vocabulary.Entry parent = vocabulary.entry(p);
            if (parent != null && parent.sections.contains(section)) return true;
        }
        return false;
    }

    /**
     * An attribute outside any block in a section where the game gives it to the section's last
     * create command (genie-rms: lands and terrains read their attributes whether or not a block is
     * open; objects, elevations and connections only inside one).
     */
    private int looseAttribute(int i, Vocabulary.Entry e, CommandBuilder last) {
        if (!e.isAttributeOf(last.name)) {
            at(RmsCode.ATTRIBUTE_NOT_TAKEN, i, e.name + " stands outside any block, where the game gives it to the last command"
                    + " of " + section.header() + ", the " + describe(last) + " at line " + last.line + ", which does not take it;"
                    + " skipped, as the game skips it");
            return skipArguments(i, e);
        }
        at(RmsCode.ATTRIBUTE_TO_LAST_COMMAND, i, e.name + " stands outside any block; as in the game, it goes to the last"
                + " command of " + section.header() + ", the " + describe(last) + " at line " + last.line);
        int end = readArguments(i, e, true);
        last.attributes.add(new AttributeBuilder(e.name, copyScratch(), in.file[i], in.line[i], in.column[i], branchesAt(i)));
        return end;
    }

    /** A later edition's token: a warning, and it and its arguments (and its block) are skipped. */
    private int later(int i, Vocabulary.Entry e) {
        at(RmsCode.LATER_VERSION, i, e.name + " is " + e.edition + " only, not of the 1.0c language; ignored");
        int end = skipArguments(i, e);
        if (e.block && block == null) {
            pending = new CommandBuilder(e.name, in.file[i], in.line[i], in.column[i], null, false, true);
        }
        return end;
    }

    private static String belongsTo(Vocabulary.Entry e) {
        if (e.parents.isEmpty()) return "";
        StringBuilder sb = new StringBuilder(" (of ");
        int k = 0;
        for (String p : e.parents) {
            if (k == 3) { sb.append(", ..."); break; }
            if (k++ > 0) sb.append(", ");
            sb.append(p);
        }
        return sb.append(')').toString();
    }

    private static String sectionsOf(Vocabulary.Entry e) {
        StringBuilder sb = new StringBuilder();
        for (Section s : e.sections) {
            if (sb.length() > 0) sb.append(" or ");
            sb.append(s.header());
        }
        return sb.toString();
    }

    private int argCount;

    private int[] copyScratch() {
        int[] v = new int[argCount];
        System.arraycopy(scratch, 0, v, 0, argCount);
        return v;
    }

    private boolean argumentLike(int j) {
        byte k = symbols.kind(in.sym[j]);
        return k == Symbols.NUMBER || k == Symbols.WORD || k == Symbols.RANDOM_VALUE;
    }

    /** Reads a token's arguments into the scratch array (argCount of them). */
    private int readArguments(int i, Vocabulary.Entry e, boolean attribute) {
        argCount = 0;
        int j = i + 1;
        int max = Math.min(e.maxArgs, scratch.length);
        while (argCount < max && j < in.size && argumentLike(j)) {
            if (argCount >= e.minArgs && (in.line[j] != in.line[i] || in.file[j] != in.file[i])) break;
            scratch[argCount++] = value(j);
            j++;
        }
        if (argCount < e.minArgs) {
            if (attribute && argCount == 0 && e.minArgs == 1) {
                at(RmsCode.FLAG_READS_ONE, i, e.name + " has no value; it reads 1");
            } else {
                at(RmsCode.MISSING_ARGUMENT, i, e.name + " takes " + e.minArgs + (e.minArgs == 1 ? " argument" : " arguments")
                        + ", " + argCount + " given");
            }
        }
        return j;
    }

    /** The number an argument word stands for. */
    private int value(int j) {
        int s = in.sym[j];
        byte k = symbols.kind(s);
        if (k == Symbols.NUMBER) {
            if (symbols.numberCapped(s)) {
                at(RmsCode.NUMBER_TOO_LARGE, j, "'" + Reporter.shorten(symbols.text(s)) + "' is too large; it reads " + symbols.number(s));
            }
            return symbols.number(s);
        }
        if ((in.flags[j] & Tokens.HAS_VALUE) != 0) return in.value[j];
        if (k == Symbols.RANDOM_VALUE) {
            int low = lowerBound(symbols.text(s));
            at(RmsCode.LATER_VERSION, j, Reporter.shorten(symbols.text(s)) + ": rnd() is UP/DE only; its lower bound "
                    + low + " is used");
            return low;
        }
        at(RmsCode.UNDEFINED_CONSTANT, j, "'" + Reporter.shorten(symbols.text(s)) + "' is not a defined constant; it reads 0");
        return 0;
    }

    /** The first number inside {@code rnd(a,b)}, digits only, 0 when there is none. */
    static int lowerBound(String rnd) {
        long v = 0;
        int i = 4;
        boolean negative = i < rnd.length() && rnd.charAt(i) == '-';
        if (negative) i++;
        for (; i < rnd.length() && v < Integer.MAX_VALUE; i++) {
            char c = rnd.charAt(i);
            if (c < '0' || c > '9') break;
            v = Math.min(Integer.MAX_VALUE, v * 10 + (c - '0'));
        }
        return (int) (negative ? -v : v);
    }

    /** Skips the arguments a token would take, without a word about them. */
    private int skipArguments(int i, Vocabulary.Entry e) {
        int j = i + 1;
        int count = 0;
        while (count < e.maxArgs && j < in.size && argumentLike(j)) {
            if (count >= e.minArgs && (in.line[j] != in.line[i] || in.file[j] != in.file[i])) break;
            count++;
            j++;
        }
        return j;
    }

    /** A word that is not a keyword where one should be: unknown, or a value out of place. */
    private int strayWord(int i) {
        int s = in.sym[i];
        byte k = symbols.kind(s);
        String text = symbols.text(s);
        if (k == Symbols.WORD && (in.flags[i] & Tokens.HAS_VALUE) == 0) {
            if (!symbols.gluedComment(s)) {
                // A suggestion costs a few thousand steps: not for diagnostics that will not be listed.
                String near = report.full() ? null : vocabulary.nearest(text);
                String what = block != null ? "unknown attribute '" + Reporter.shorten(text) + "' in the block of " + block.name
                        : "unknown command '" + Reporter.shorten(text) + "'";
                at(RmsCode.UNKNOWN_WORD, i, what + (near != null ? " (did you mean " + near + "?)" : "")
                        + "; skipped with its arguments");
            }
            // Its arguments are the values that follow on its line.
            int j = i + 1;
            while (j < in.size && argumentLike(j) && in.line[j] == in.line[i] && in.file[j] == in.file[i]) j++;
            return j;
        }
        at(RmsCode.STRAY_VALUE, i, "'" + Reporter.shorten(text) + "' where a " + (block != null ? "attribute" : "command")
                + " should be; skipped");
        return i + 1;
    }

    private Branches branchesAt(int i) {
        return in.branches == null ? null : in.branches[i];
    }

    private void at(RmsCode code, int i, String message) {
        report.at(code, in.file[i], in.line[i], in.column[i], message);
    }
}
