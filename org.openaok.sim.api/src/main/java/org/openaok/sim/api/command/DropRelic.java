package org.openaok.sim.api.command;

/** Monks carrying relics put them down where they stand. */
public record DropRelic(int player, int[] units) implements Command {
    public static final String VERB = "drop-relic";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units);
    }

    /** Reads the arguments of a {@code drop-relic} line. */
    public static DropRelic read(int player, Args in) throws CommandFormatException {
        return new DropRelic(player, in.ids("units"));
    }
}
