package org.openaok.sim.api.command;

/** The units attack a thing (monks convert it; a villager may attack too). */
public record Attack(int player, int[] units, int target) implements Command {
    public static final String VERB = "attack";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).put("target", target);
    }

    /** Reads the arguments of a {@code attack} line. */
    public static Attack read(int player, Args in) throws CommandFormatException {
        return new Attack(player, in.ids("units"), in.integer("target"));
    }
}
