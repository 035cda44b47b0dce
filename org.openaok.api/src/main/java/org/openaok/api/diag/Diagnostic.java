package org.openaok.api.diag;

/**
 * A finding about a script, a template or a run: where it is, how bad, a stable code
 * tools can match on, and a message for the author.
 *
 * @param severity how bad
 * @param code     stable identifier, e.g. {@code RMS101} or {@code ERR2003}
 * @param file     the file it is in, or "" when it is about no file
 * @param line     1-based line, or 0 when unknown
 * @param column   1-based column, or 0 when unknown
 * @param message  what is wrong, for a person
 */
public record Diagnostic(Severity severity, String code, String file, int line, int column, String message) {
    public Diagnostic {
        if (severity == null) throw new IllegalArgumentException("severity");
        if (code == null) code = "";
        if (file == null) file = "";
        if (message == null) message = "";
    }

    public static Diagnostic error(String code, String message) {
        return new Diagnostic(Severity.ERROR, code, "", 0, 0, message);
    }

    public static Diagnostic warning(String code, String message) {
        return new Diagnostic(Severity.WARNING, code, "", 0, 0, message);
    }

    public boolean isError() { return severity == Severity.ERROR; }

    /** Compiler style: {@code file:line:col: error CODE: message}. */
    public String format() {
        StringBuilder sb = new StringBuilder();
        if (!file.isEmpty()) {
            sb.append(file);
            if (line > 0) {
                sb.append(':').append(line);
                if (column > 0) sb.append(':').append(column);
            }
            sb.append(": ");
        }
        sb.append(severity.label());
        if (!code.isEmpty()) sb.append(' ').append(code);
        return sb.append(": ").append(message).toString();
    }

    @Override
    public String toString() { return format(); }
}
