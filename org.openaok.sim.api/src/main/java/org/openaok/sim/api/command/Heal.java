package org.openaok.sim.api.command;

/** Monks heal a unit of their own or an ally. */
public record Heal(int player, int[] units, int target) implements Command {
    public static final String VERB = "heal";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).put("target", target);
    }

    /** Reads the arguments of a {@code heal} line. */
    public static Heal read(int player, Args in) throws CommandFormatException {
        return new Heal(player, in.ids("units"), in.integer("target"));
    }
}
