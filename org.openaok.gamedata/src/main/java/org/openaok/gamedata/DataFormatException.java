package org.openaok.gamedata;

/** A line of a data table that cannot be read, with where it is. */
public final class DataFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    public DataFormatException(String file, int line, String message) {
        super(file + ":" + line + ": " + message);
    }
}
