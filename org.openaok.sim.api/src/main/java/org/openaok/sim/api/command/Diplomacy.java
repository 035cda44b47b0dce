package org.openaok.sim.api.command;

/** Set the stance toward another seat: ally, neutral or enemy. */
public record Diplomacy(int player, int to, String stance) implements Command {
    public static final String VERB = "diplomacy";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.put("to", to).put("stance", stance);
    }

    /** Reads the arguments of a {@code diplomacy} line. */
    public static Diplomacy read(int player, Args in) throws CommandFormatException {
        return new Diplomacy(player, in.integer("to"), in.text("stance"));
    }
}
