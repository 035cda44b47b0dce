package org.openaok.sim.api.command;

/** Trebuchets pack to move (pack=yes) or unpack to shoot (pack=no). */
public record Pack(int player, int[] units, boolean pack) implements Command {
    public static final String VERB = "pack";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).put("pack", pack ? "yes" : "no");
    }

    /** Reads the arguments of a {@code pack} line. */
    public static Pack read(int player, Args in) throws CommandFormatException {
        String v = in.text("pack", "yes");
        if (!v.equals("yes") && !v.equals("no")) throw new CommandFormatException("pack=" + v + ": yes or no");
        return new Pack(player, in.ids("units"), v.equals("yes"));
    }
}
