package org.openaok.viewer;

/** The command line asks for something the view cannot do (exit status 2). */
final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) { super(message); }
}
