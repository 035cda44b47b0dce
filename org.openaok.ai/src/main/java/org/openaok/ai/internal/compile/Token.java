package org.openaok.ai.internal.compile;

import java.util.Locale;

/**
 * A token of a script file.
 *
 * @param type   what it is
 * @param text   a word's or directive's text, a string's content without its quotes
 * @param line   1-based
 * @param column 1-based
 * @param error  for a string with no closing quote, true (reported only if the token is read)
 */
record Token(Type type, String text, int line, int column, boolean error) {
    enum Type { OPEN, CLOSE, WORD, STRING, DIRECTIVE, EOF }

    boolean is(Type t) { return type == t; }

    // compared char by char: a fuzzer's hooks make every failed String.equals (and a string
    // switch's) dear, and these tests run for every token of a rule
    boolean isArrow() { return type == Type.WORD && text.length() == 2 && text.charAt(0) == '=' && text.charAt(1) == '>'; }

    /**
     * Which of the keywords (each in lower case ASCII) a word is, whatever its case, or -1: the
     * same answer as comparing {@code text.toLowerCase(Locale.ROOT)} with each, char by char.
     */
    static int keyword(String text, String... lower) {
        int n = text.length();
        for (int i = 0; i < n; i++) {
            if (text.charAt(i) >= 128) {
                // beyond ASCII a lower case can change the length: compare the lower-cased text
                String l = text.toLowerCase(Locale.ROOT);
                for (int k = 0; k < lower.length; k++) if (l.equals(lower[k])) return k;
                return -1;
            }
        }
        next:
        for (int k = 0; k < lower.length; k++) {
            String w = lower[k];
            if (w.length() != n) continue;
            for (int i = 0; i < n; i++) {
                char c = text.charAt(i);
                if (c >= 'A' && c <= 'Z') c = (char) (c + ('a' - 'A'));
                if (c != w.charAt(i)) continue next;
            }
            return k;
        }
        return -1;
    }

    /** As a message quotes it. */
    String show() {
        return switch (type) {
            case OPEN -> "'('";
            case CLOSE -> "')'";
            case STRING -> "\"" + text + "\"";
            case EOF -> "the end of the file";
            default -> "'" + text + "'";
        };
    }
}
