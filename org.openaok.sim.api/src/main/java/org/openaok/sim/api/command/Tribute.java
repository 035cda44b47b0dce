package org.openaok.sim.api.command;

/** Give resources to another player (the tax is taken on top). */
public record Tribute(int player, int to, String resource, int amount) implements Command {
    public static final String VERB = "tribute";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.put("to", to).put("resource", resource).put("amount", amount);
    }

    /** Reads the arguments of a {@code tribute} line. */
    public static Tribute read(int player, Args in) throws CommandFormatException {
        return new Tribute(player, in.integer("to"), in.text("resource"), in.integer("amount"));
    }
}
