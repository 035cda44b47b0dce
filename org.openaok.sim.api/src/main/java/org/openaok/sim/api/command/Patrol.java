package org.openaok.sim.api.command;

/** The units walk between where they stand and a point, again and again, fighting what they meet. */
public record Patrol(int player, int[] units, int x, int y) implements Command {
    public static final String VERB = "patrol";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).putPoint("to", x, y);
    }

    /** Reads the arguments of a {@code patrol} line. */
    public static Patrol read(int player, Args in) throws CommandFormatException {
        int[] p = in.point("to");
        return new Patrol(player, in.ids("units"), p[0], p[1]);
    }
}
