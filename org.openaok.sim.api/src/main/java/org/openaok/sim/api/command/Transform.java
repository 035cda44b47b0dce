package org.openaok.sim.api.command;

/**
 * Units that have a second mode switch to it (the rules' {@code transforms-to}: the Definitive
 * Edition's Ratha between bow and sword). No unit of The Conquerors 1.0c has one, so with its
 * data every such command is refused.
 */
public record Transform(int player, int[] units) implements Command {
    public static final String VERB = "transform";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units);
    }

    /** Reads the arguments of a {@code transform} line. */
    public static Transform read(int player, Args in) throws CommandFormatException {
        return new Transform(player, in.ids("units"));
    }
}
