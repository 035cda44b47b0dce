package org.openaok.sim.internal.rules;

/** A rule table that cannot be read: which table, which line, what is wrong. */
public class RulesException extends Exception {
    public RulesException(String origin, int line, String message) {
        super(origin + (line > 0 ? ":" + line : "") + ": " + message);
    }
}
