package org.openaok.sim.api.command;

/** The computer players' own resource cheat (cc-add-resource): refused from a person. */
public record AddResource(int player, String resource, int amount) implements Command {
    public static final String VERB = "add-resource";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.put("resource", resource).put("amount", amount);
    }

    /** Reads the arguments of a {@code add-resource} line. */
    public static AddResource read(int player, Args in) throws CommandFormatException {
        return new AddResource(player, in.text("resource"), in.integer("amount"));
    }
}
