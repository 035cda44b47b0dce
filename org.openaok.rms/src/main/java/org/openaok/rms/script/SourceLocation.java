package org.openaok.rms.script;

/**
 * Where a token stands.
 *
 * @param file   the script's name, or an include file's name
 * @param line   1-based line
 * @param column 1-based column (a tab counts as one column)
 */
public record SourceLocation(String file, int line, int column) {
    public SourceLocation {
        if (file == null) file = "";
    }

    /** {@code file:line:column}, as compilers print it. */
    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
