package org.openaok.sim.api.command;

/** Lay a foundation of a building type with its footprint's lowest corner at a tile, and the villagers build it. */
public record Build(int player, int[] units, String type, int tileX, int tileY) implements Command {
    public static final String VERB = "build";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).put("type", type).put("at", tileX + "," + tileY);
    }

    /** Reads the arguments of a {@code build} line. */
    public static Build read(int player, Args in) throws CommandFormatException {
        String at = in.text("at");
        int c = at.indexOf(',');
        try {
            if (c < 0) throw new NumberFormatException();
            return new Build(player, in.ids("units"), in.text("type"), Integer.parseInt(at.substring(0, c).strip()),
                    Integer.parseInt(at.substring(c + 1).strip()));
        } catch (NumberFormatException e) {
            throw new CommandFormatException("at=" + at + " is not a tile x,y");
        }
    }
}
