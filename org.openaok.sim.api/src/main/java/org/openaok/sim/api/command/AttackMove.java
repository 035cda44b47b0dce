package org.openaok.sim.api.command;

/** The units walk to a point together, fighting what they meet on the way. */
public record AttackMove(int player, int[] units, int x, int y) implements Command {
    public static final String VERB = "attack-move";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).putPoint("to", x, y);
    }

    /** Reads the arguments of a {@code attack-move} line. */
    public static AttackMove read(int player, Args in) throws CommandFormatException {
        int[] p = in.point("to");
        return new AttackMove(player, in.ids("units"), p[0], p[1]);
    }
}
