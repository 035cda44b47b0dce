package org.openaok.sim.api.command;

/** The units stop what they are doing. */
public record Stop(int player, int[] units) implements Command {
    public static final String VERB = "stop";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units);
    }

    /** Reads the arguments of a {@code stop} line. */
    public static Stop read(int player, Args in) throws CommandFormatException {
        return new Stop(player, in.ids("units"));
    }
}
