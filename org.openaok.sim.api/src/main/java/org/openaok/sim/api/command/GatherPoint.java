package org.openaok.sim.api.command;

/** Where a building's new units go: a point, or a resource they start gathering. */
public record GatherPoint(int player, int building, int x, int y, int target) implements Command {
    public static final String VERB = "gather-point";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.put("building", building).putPoint("to", x, y);
        if (target != 0) out.put("target", target);
    }

    /** Reads the arguments of a {@code gather-point} line. */
    public static GatherPoint read(int player, Args in) throws CommandFormatException {
        int[] p = in.point("to");
        return new GatherPoint(player, in.integer("building"), p[0], p[1], in.integer("target", 0));
    }
}
