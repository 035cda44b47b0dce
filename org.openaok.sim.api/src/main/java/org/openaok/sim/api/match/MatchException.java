package org.openaok.sim.api.match;

/** A match cannot start, with the reason. */
public class MatchException extends Exception {
    public MatchException(String message) { super(message); }

    public MatchException(String message, Throwable cause) { super(message, cause); }
}
