package org.openaok.sim.api.command;

/** Delete one of the player's own units or buildings. */
public record Delete(int player, int target) implements Command {
    public static final String VERB = "delete";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.put("target", target);
    }

    /** Reads the arguments of a {@code delete} line. */
    public static Delete read(int player, Args in) throws CommandFormatException {
        return new Delete(player, in.integer("target"));
    }
}
