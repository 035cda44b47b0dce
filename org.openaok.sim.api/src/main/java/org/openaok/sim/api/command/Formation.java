package org.openaok.sim.api.command;

/** The formation units moved together keep: line, box, staggered or flank. */
public record Formation(int player, int[] units, String formation) implements Command {
    public static final String VERB = "formation";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).put("formation", formation);
    }

    /** Reads the arguments of a {@code formation} line. */
    public static Formation read(int player, Args in) throws CommandFormatException {
        return new Formation(player, in.ids("units"), in.text("formation"));
    }
}
