package org.openaok.sim.api.command;

/** Queue units of a type at a building. */
public record Train(int player, int building, String type, int count) implements Command {
    public static final String VERB = "train";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.put("building", building).put("type", type);
        if (count != 1) out.put("count", count);
    }

    /** Reads the arguments of a {@code train} line. */
    public static Train read(int player, Args in) throws CommandFormatException {
        return new Train(player, in.integer("building"), in.text("type"), in.integer("count", 1));
    }
}
