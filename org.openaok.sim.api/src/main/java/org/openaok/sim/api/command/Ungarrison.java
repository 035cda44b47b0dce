package org.openaok.sim.api.command;

/** Units come out of a building, ship or ram (all when none are named; a transport unloads at the point). */
public record Ungarrison(int player, int container, int[] units, int x, int y) implements Command {
    public static final String VERB = "ungarrison";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.put("container", container);
        if (units.length > 0) out.putIds("units", units);
        if (x != 0 || y != 0) out.putPoint("to", x, y);
    }

    /** Reads the arguments of a {@code ungarrison} line. */
    public static Ungarrison read(int player, Args in) throws CommandFormatException {
        int[] p = in.has("to") ? in.point("to") : new int[] {0, 0};
        return new Ungarrison(player, in.integer("container"), in.has("units") ? in.ids("units") : new int[0], p[0], p[1]);
    }
}
