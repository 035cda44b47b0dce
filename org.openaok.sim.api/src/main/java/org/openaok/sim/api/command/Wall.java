package org.openaok.sim.api.command;

/** Lay a line of wall (palisade or stone) from one tile to another, in segments the villagers build in turn. */
public record Wall(int player, int[] units, String type, int fromX, int fromY, int toX, int toY) implements Command {
    public static final String VERB = "wall";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("units", units).put("type", type).put("from", fromX + "," + fromY).put("to", toX + "," + toY);
    }

    /** Reads the arguments of a {@code wall} line. */
    public static Wall read(int player, Args in) throws CommandFormatException {
        int[] a = tile(in, "from"), b = tile(in, "to");
        return new Wall(player, in.ids("units"), in.text("type"), a[0], a[1], b[0], b[1]);
    }

    private static int[] tile(Args in, String key) throws CommandFormatException {
        String v = in.text(key);
        int c = v.indexOf(',');
        try {
            if (c < 0) throw new NumberFormatException();
            return new int[] {Integer.parseInt(v.substring(0, c).strip()), Integer.parseInt(v.substring(c + 1).strip())};
        } catch (NumberFormatException e) {
            throw new CommandFormatException(key + "=" + v + " is not a tile x,y");
        }
    }
}
