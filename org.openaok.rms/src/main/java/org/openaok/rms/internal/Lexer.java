package org.openaok.rms.internal;

import org.openaok.rms.RmsCode;

/**
 * Splits a file into words: anything up to white space (a character at or below the space) is a
 * word, as in the original engine, so braces and comment markers count only when they stand alone.
 * Comments are dropped here; they nest, each {@code /*} needing its own {@code *}{@code /}. Lines
 * count at LF, at CR alone, and once for CR LF; columns count characters from 1.
 */
final class Lexer {
    private Lexer() {}

    /** The words of a file that lie outside comments. */
    static Tokens lex(int file, char[] c, Symbols symbols, Reporter report) {
        Tokens out = new Tokens(Math.max(16, c.length / 6));
        int n = c.length;
        int i = 0;
        int line = 1;
        int lineStart = 0;
        int commentDepth = 0;
        int commentLine = 0;
        int commentColumn = 0;
        while (i < n) {
            char ch = c[i];
            if (ch <= ' ') {
                if (ch == '\n') {
                    line++;
                    lineStart = i + 1;
                } else if (ch == '\r') {
                    if (i + 1 >= n || c[i + 1] != '\n') {
                        line++;
                        lineStart = i + 1;
                    }
                }
                i++;
                continue;
            }
            int start = i;
            int h = 0;
            while (i < n && c[i] > ' ') {
                h = 31 * h + c[i];
                i++;
            }
            int sym = symbols.intern(c, start, i, h ^ (h >>> 16));
            int column = start - lineStart + 1;
            byte kind = symbols.kind(sym);
            if (kind == Symbols.COMMENT_OPEN) {
                if (commentDepth == 0) {
                    commentLine = line;
                    commentColumn = column;
                }
                commentDepth++;
                continue;
            }
            if (kind == Symbols.COMMENT_CLOSE) {
                if (commentDepth > 0) commentDepth--;
                else report.at(RmsCode.STRAY_COMMENT_CLOSE, file, line, column, "'*/' with no comment open");
                continue;
            }
            if (commentDepth > 0) continue;
            if (symbols.gluedComment(sym)) {
                report.at(RmsCode.GLUED_COMMENT_MARKER, file, line, column, "'" + Reporter.shorten(symbols.text(sym))
                        + "' is not a comment: '/*' and '*/' must stand apart from other text");
            }
            out.add(sym, file, line, column);
        }
        if (commentDepth > 0) {
            report.at(RmsCode.UNCLOSED_COMMENT, file, commentLine, commentColumn,
                    "comment opened here is never closed (" + commentDepth + " '*/' missing at the end of the file)");
        }
        return out;
    }
}
