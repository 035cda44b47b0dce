package org.openaok.sim.api.command;

/**
 * Gates are locked (nobody passes, their owner neither) or unlocked (their owner and allies
 * pass), or each turned to the other state, as the original's gate button does.
 */
public record LockGate(int player, int[] gates, Mode mode) implements Command {
    public static final String VERB = "lock-gate";

    /** What becomes of each gate. */
    public enum Mode {
        LOCK, UNLOCK, TOGGLE;

        String word() { return name().toLowerCase(java.util.Locale.ROOT); }
    }

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.putIds("gates", gates).put("to", mode.word());
    }

    /** Reads the arguments of a {@code lock-gate} line. */
    public static LockGate read(int player, Args in) throws CommandFormatException {
        String v = in.text("to", "toggle");
        for (Mode m : Mode.values()) if (m.word().equals(v)) return new LockGate(player, in.ids("gates"), m);
        throw new CommandFormatException("to=" + v + ": lock, unlock or toggle");
    }
}
