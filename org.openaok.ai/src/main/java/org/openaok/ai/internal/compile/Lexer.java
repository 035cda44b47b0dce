package org.openaok.ai.internal.compile;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a script into tokens: parentheses, words, strings in double quotes and
 * preprocessor directives (a word starting with {@code #}). A comment runs from {@code ;} to
 * the end of the line. A string ends at its closing quote or, missing one, at the end of its
 * line. Lines end with LF, CR LF or CR.
 */
final class Lexer {
    private Lexer() {}

    static List<Token> tokens(String text) {
        List<Token> out = new ArrayList<>();
        int line = 1;
        int lineStart = 0;
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') i++;
                i++;
                line++;
                lineStart = i;
            } else if (Character.isWhitespace(c) || c == '\u00a0' || c == '\ufeff') {
                // Every character that ends a word is skipped here too (0x1C-0x1F, U+2000...), so a
                // word always takes at least one character and the loop always moves on.
                i++;
            } else if (c == ';') {
                while (i < n && text.charAt(i) != '\n' && text.charAt(i) != '\r') i++;
            } else if (c == '(') {
                out.add(new Token(Token.Type.OPEN, "(", line, i - lineStart + 1, false));
                i++;
            } else if (c == ')') {
                out.add(new Token(Token.Type.CLOSE, ")", line, i - lineStart + 1, false));
                i++;
            } else if (c == '"') {
                int start = i + 1;
                int j = start;
                while (j < n && text.charAt(j) != '"' && text.charAt(j) != '\n' && text.charAt(j) != '\r') j++;
                boolean closed = j < n && text.charAt(j) == '"';
                out.add(new Token(Token.Type.STRING, text.substring(start, j), line, i - lineStart + 1, !closed));
                i = closed ? j + 1 : j;
            } else {
                int start = i;
                while (i < n) {
                    char d = text.charAt(i);
                    if (Character.isWhitespace(d) || d == '(' || d == ')' || d == ';' || d == '"' || d == '\u00a0') break;
                    i++;
                }
                String w = text.substring(start, i);
                out.add(new Token(w.startsWith("#") ? Token.Type.DIRECTIVE : Token.Type.WORD, w, line, start - lineStart + 1, false));
            }
        }
        // The end of the file is on its last line, not on the empty one after a final newline.
        boolean afterNewline = lineStart == n && line > 1;
        out.add(new Token(Token.Type.EOF, "", afterNewline ? line - 1 : line, afterNewline ? 1 : i - lineStart + 1, false));
        return out;
    }
}
