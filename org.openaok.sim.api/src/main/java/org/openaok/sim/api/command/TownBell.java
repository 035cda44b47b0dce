package org.openaok.sim.api.command;

/** Ring the Town Bell (villagers near run into the nearest building that holds them) or ring it off. */
public record TownBell(int player, int building, boolean ring) implements Command {
    public static final String VERB = "town-bell";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.put("building", building).put("ring", ring ? "yes" : "no");
    }

    /** Reads the arguments of a {@code town-bell} line. */
    public static TownBell read(int player, Args in) throws CommandFormatException {
        String v = in.text("ring", "yes");
        if (!v.equals("yes") && !v.equals("no")) throw new CommandFormatException("ring=" + v + ": yes or no");
        return new TownBell(player, in.integer("building"), v.equals("yes"));
    }
}
