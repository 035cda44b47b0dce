package org.openaok.sim.internal.record;

/** A record that cannot be read, with where it stops agreeing. */
public class RecordException extends Exception {
    public RecordException(String message) { super(message); }
}
