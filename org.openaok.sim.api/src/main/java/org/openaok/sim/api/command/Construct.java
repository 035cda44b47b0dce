package org.openaok.sim.api.command;

/** Villagers join the building of a foundation already laid. */
public record Construct(int player, int[] units, int target) implements Command {
    public static final String VERB = "construct";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).put("target", target);
    }

    /** Reads the arguments of a {@code construct} line. */
    public static Construct read(int player, Args in) throws CommandFormatException {
        return new Construct(player, in.ids("units"), in.integer("target"));
    }
}
