package org.openaok.launcher;

/** A command line the program cannot act on; the message says what to write instead. */
final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) { super(message); }
}
