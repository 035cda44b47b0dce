package org.openaok.sim.api.command;

/** Villagers (or fishing ships) gather from a resource, a farm, an animal. */
public record Gather(int player, int[] units, int target) implements Command {
    public static final String VERB = "gather";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).put("target", target);
    }

    /** Reads the arguments of a {@code gather} line. */
    public static Gather read(int player, Args in) throws CommandFormatException {
        return new Gather(player, in.ids("units"), in.integer("target"));
    }
}
