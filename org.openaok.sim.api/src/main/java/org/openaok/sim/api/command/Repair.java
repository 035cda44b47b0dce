package org.openaok.sim.api.command;

/** Villagers repair a damaged building (or ship, or siege weapon). */
public record Repair(int player, int[] units, int target) implements Command {
    public static final String VERB = "repair";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).put("target", target);
    }

    /** Reads the arguments of a {@code repair} line. */
    public static Repair read(int player, Args in) throws CommandFormatException {
        return new Repair(player, in.ids("units"), in.integer("target"));
    }
}
