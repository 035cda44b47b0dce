package org.openaok.sim.api.command;

/** Take an item out of a building's queue (slot -1: the last), and get its cost back. */
public record Cancel(int player, int building, int slot) implements Command {
    public static final String VERB = "cancel";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.put("building", building).put("slot", slot);
    }

    /** Reads the arguments of a {@code cancel} line. */
    public static Cancel read(int player, Args in) throws CommandFormatException {
        return new Cancel(player, in.integer("building"), in.integer("slot", -1));
    }
}
