package org.openaok.ai.internal.compile;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;

import org.openaok.ai.script.Symbols;
import org.openaok.api.diag.Diagnostic;

/**
 * The tokens the reader sees: those of the files open, innermost first, with the branches of
 * {@code #load-if-defined}/{@code #load-if-not-defined}/{@code #else}/{@code #end-if} not
 * taken left out. Directives work wherever they stand; each file balances its own. The end of
 * a file shows as an EOF token until {@link #closeFile()}.
 */
final class TokenStream {
    static final int MAX_CONDITIONAL_NESTING = 50;

    private final Symbols symbols;
    private final Consumer<Diagnostic> report;
    private final Deque<FileState> files = new ArrayDeque<>();

    /** One open file: its tokens, where the reader is, and its open conditionals. */
    private static final class FileState {
        final String path;
        final List<Token> tokens;
        int pos;
        final Deque<Branch> branches = new ArrayDeque<>();
        /** Tokens given back by the reader, read again before the file's own. */
        final Deque<Token> back = new ArrayDeque<>();

        FileState(String path, List<Token> tokens) {
            this.path = path;
            this.tokens = tokens;
        }

        boolean active() { return branches.isEmpty() || branches.peek().active; }
    }

    /** An open conditional: whether the text around it is read, and whether this branch is. */
    private static final class Branch {
        final boolean outerActive;
        final boolean condition;
        boolean inElse;
        boolean active;
        final Token opened;

        Branch(boolean outerActive, boolean condition, Token opened) {
            this.outerActive = outerActive;
            this.condition = condition;
            this.active = outerActive && condition;
            this.opened = opened;
        }
    }

    TokenStream(Symbols symbols, Consumer<Diagnostic> report) {
        this.symbols = symbols;
        this.report = report;
    }

    void openFile(String path, String text) { openFile(path, Lexer.tokens(text)); }

    /** A file already split into tokens (the last one an EOF). */
    void openFile(String path, List<Token> tokens) {
        files.push(new FileState(path, tokens));
    }

    /** How many files are open. */
    int depth() { return files.size(); }

    boolean done() { return files.isEmpty(); }

    /** The file the next token comes from. */
    String file() { return files.isEmpty() ? "" : files.peek().path; }

    /** The next token read, without taking it. */
    Token peek() {
        FileState f = files.peek();
        if (!f.back.isEmpty()) return f.back.peek();
        settle(f);
        return f.tokens.get(f.pos);
    }

    /** Gives a token back, to be read next again: the reader found it starts a new form. */
    void unread(Token t) {
        files.peek().back.push(t);
    }

    Token next() {
        FileState f = files.peek();
        if (!f.back.isEmpty()) return f.back.pop();
        settle(f);
        Token t = f.tokens.get(f.pos);
        if (!t.is(Token.Type.EOF)) f.pos++;
        if (t.error()) {
            report.accept(PerError.MISSING_CLOSING_QUOTE.at(f.path, t.line(), t.column(), "the string \"" + t.text() + "\" runs to the end of the line"));
        }
        return t;
    }

    /** Ends the current file: a conditional still open there is an error. */
    void closeFile() {
        FileState f = files.pop();
        Token eof = f.tokens.get(f.tokens.size() - 1);
        if (!f.branches.isEmpty()) {
            Branch b = f.branches.peekLast();
            report.accept(PerError.MISSING_END_IF.at(f.path, eof.line(), eof.column(),
                    f.branches.size() + " conditional" + (f.branches.size() == 1 ? "" : "s") + " still open at the end of the file (the first at line " + b.opened.line() + ")"));
        }
    }

    /** Moves past directives and tokens in branches not taken. */
    private void settle(FileState f) {
        while (true) {
            Token t = f.tokens.get(f.pos);
            if (t.is(Token.Type.EOF)) return;
            if (t.is(Token.Type.DIRECTIVE)) {
                f.pos++;
                directive(f, t);
                continue;
            }
            if (!f.active()) {
                f.pos++;
                continue;
            }
            return;
        }
    }

    private void directive(FileState f, Token d) {
        String name = d.text().toLowerCase(java.util.Locale.ROOT);
        switch (name) {
            case "#load-if-defined", "#load-if-not-defined" -> {
                Token sym = f.tokens.get(f.pos);
                boolean condition;
                if (sym.is(Token.Type.WORD) && sym.line() == d.line()) {
                    f.pos++;
                    boolean defined = symbols.defined(sym.text());
                    condition = name.equals("#load-if-defined") == defined;
                } else {
                    if (f.active()) report.accept(PerError.MISSING_SYMBOL.at(f.path, d.line(), d.column(), d.text() + " names no symbol"));
                    condition = false;
                }
                if (f.branches.size() >= MAX_CONDITIONAL_NESTING && f.active()) {
                    report.accept(PerError.NESTING_TOO_DEEP.at(f.path, d.line(), d.column(),
                            "conditionals nest more than " + MAX_CONDITIONAL_NESTING + " deep"));
                }
                f.branches.push(new Branch(f.active(), condition, d));
            }
            case "#else" -> {
                Branch b = f.branches.peek();
                if (b == null || b.inElse) {
                    if (f.active()) report.accept(PerError.UNEXPECTED_ELSE.at(f.path, d.line(), d.column(),
                            b == null ? "no #load-if-defined or #load-if-not-defined is open" : "a second #else for the #load-if at line " + b.opened.line()));
                    return;
                }
                b.inElse = true;
                b.active = b.outerActive && !b.condition;
            }
            case "#end-if" -> {
                if (f.branches.isEmpty()) {
                    report.accept(PerError.UNEXPECTED_END_IF.at(f.path, d.line(), d.column(), "no #load-if-defined or #load-if-not-defined is open"));
                    return;
                }
                f.branches.pop();
            }
            default -> {
                if (f.active()) report.accept(PerError.INVALID_DIRECTIVE.at(f.path, d.line(), d.column(), "'" + d.text()
                        + "' is none of #load-if-defined, #load-if-not-defined, #else, #end-if"));
                // What follows an unknown directive on its line belongs to it.
                while (!f.tokens.get(f.pos).is(Token.Type.EOF) && f.tokens.get(f.pos).line() == d.line()) f.pos++;
            }
        }
    }
}
