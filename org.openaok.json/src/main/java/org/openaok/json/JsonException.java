package org.openaok.json;

/** Text that is not JSON, with where reading stopped. */
public final class JsonException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String source;
    private final int line;
    private final int column;
    private final String reason;

    public JsonException(String source, int line, int column, String reason) {
        super(source + ":" + line + ":" + column + ": " + reason);
        this.source = source;
        this.line = line;
        this.column = column;
        this.reason = reason;
    }

    public String source() { return source; }
    public int line() { return line; }
    public int column() { return column; }
    /** What is wrong, without the position. */
    public String reason() { return reason; }
}
