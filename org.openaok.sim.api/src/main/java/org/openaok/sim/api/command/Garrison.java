package org.openaok.sim.api.command;

/** The units go inside a building, ship or ram (a monk with a relic puts it in a monastery). */
public record Garrison(int player, int[] units, int target) implements Command {
    public static final String VERB = "garrison";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).put("target", target);
    }

    /** Reads the arguments of a {@code garrison} line. */
    public static Garrison read(int player, Args in) throws CommandFormatException {
        return new Garrison(player, in.ids("units"), in.integer("target"));
    }
}
