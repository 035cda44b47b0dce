package org.openaok.api.io;

import java.io.IOException;

/** Input that is not a valid map of the format it claims, with where the problem lies. */
public class MapFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    public MapFormatException(String message) { super(message); }

    public MapFormatException(String message, Throwable cause) { super(message, cause); }
}
