package org.openaok.sim.api.command;

/** Walk the units to a point (thousandths of a tile). */
public record Move(int player, int[] units, int x, int y) implements Command {
    public static final String VERB = "move";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).putPoint("to", x, y);
    }

    /** Reads the arguments of a {@code move} line. */
    public static Move read(int player, Args in) throws CommandFormatException {
        int[] p = in.point("to");
        return new Move(player, in.ids("units"), p[0], p[1]);
    }
}
