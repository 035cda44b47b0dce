package org.openaok.sim.api.command;

/**
 * The units bombard a point (thousandths of a tile), not a thing: what stands there when each
 * shot lands is hurt, by the blast the shooter's data gives. Only units whose rules say
 * {@code ground-attack} may (mangonels, onagers, trebuchets in 1.0c); a packed trebuchet walks
 * into range and unpacks first.
 */
public record AttackGround(int player, int[] units, int x, int y) implements Command {
    public static final String VERB = "attack-ground";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).putPoint("at", x, y);
    }

    /** Reads the arguments of an {@code attack-ground} line. */
    public static AttackGround read(int player, Args in) throws CommandFormatException {
        int[] p = in.point("at");
        return new AttackGround(player, in.ids("units"), p[0], p[1]);
    }
}
