package org.openaok.sim.api.command;

/** Pay at a Mill for farms to be laid again by themselves when they run out. */
public record Reseed(int player, int building, int count) implements Command {
    public static final String VERB = "reseed";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.put("building", building).put("count", count);
    }

    /** Reads the arguments of a {@code reseed} line. */
    public static Reseed read(int player, Args in) throws CommandFormatException {
        return new Reseed(player, in.integer("building"), in.integer("count", 1));
    }
}
