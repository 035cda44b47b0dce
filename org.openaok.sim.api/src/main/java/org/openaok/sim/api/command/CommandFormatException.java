package org.openaok.sim.api.command;

/** A command line that cannot be read, with the reason (and, from a file, where). */
public class CommandFormatException extends Exception {
    public CommandFormatException(String message) { super(message); }
}
