package org.openaok.sim.api.command;

/** Queue a technology (an age too) at a building. */
public record Research(int player, int building, String tech) implements Command {
    public static final String VERB = "research";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.put("building", building).put("tech", tech);
    }

    /** Reads the arguments of a {@code research} line. */
    public static Research read(int player, Args in) throws CommandFormatException {
        return new Research(player, in.integer("building"), in.text("tech"));
    }
}
