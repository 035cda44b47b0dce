package org.openaok.sim.api.command;

/** The player leaves the match. */
public record Resign(int player) implements Command {
    public static final String VERB = "resign";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {

    }

    /** Reads the arguments of a {@code resign} line. */
    public static Resign read(int player, Args in) throws CommandFormatException {
        return new Resign(player);
    }
}
