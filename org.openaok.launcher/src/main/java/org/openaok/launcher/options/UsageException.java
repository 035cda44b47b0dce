package org.openaok.launcher.options;

/** A command line the program cannot act on; the message says what to write instead. */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) { super(message); }
}
