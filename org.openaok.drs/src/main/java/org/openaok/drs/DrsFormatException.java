package org.openaok.drs;

import java.io.IOException;

/** A file that is not a well-formed DRS archive, with what is wrong and where. */
public class DrsFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    public DrsFormatException(String message) { super(message); }
}
