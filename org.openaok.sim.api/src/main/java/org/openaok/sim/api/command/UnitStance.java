package org.openaok.sim.api.command;

/** How the units fight on their own: aggressive, defensive, stand-ground or no-attack. */
public record UnitStance(int player, int[] units, String stance) implements Command {
    public static final String VERB = "stance";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).put("stance", stance);
    }

    /** Reads the arguments of a {@code stance} line. */
    public static UnitStance read(int player, Args in) throws CommandFormatException {
        return new UnitStance(player, in.ids("units"), in.text("stance"));
    }
}
