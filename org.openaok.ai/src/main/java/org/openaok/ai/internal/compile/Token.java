package org.openaok.ai.internal.compile;

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

    boolean isArrow() { return type == Type.WORD && text.equals("=>"); }

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
