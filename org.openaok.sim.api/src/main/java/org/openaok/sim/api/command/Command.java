package org.openaok.sim.api.command;

/**
 * An order given to a match by a seat. Implementations are records of this package; each has a
 * verb and writes its arguments as {@code key=value} pairs ({@link CommandText}).
 */
public interface Command {
    /** The seat giving it, 1-8. */
    int player();

    /** The word command files and records use, e.g. {@code gather}. */
    String verb();

    /** Writes its arguments. */
    void write(Args out);
}
