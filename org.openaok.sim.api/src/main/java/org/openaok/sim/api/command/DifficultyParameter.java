package org.openaok.sim.api.command;

/**
 * A computer player's difficulty parameter (set-difficulty-parameter), a percentage for all its
 * units, 100 to begin with: {@code ability-to-dodge-missiles}, the chance a unit does not answer a
 * ranged attacker until it is struck, and {@code ability-to-maintain-distance}, the chance a
 * ranged soldier does not back off to its own range from one who sets on it. Refused from a
 * person's seat.
 */
public record DifficultyParameter(int player, String parameter, int value) implements Command {
    public static final String VERB = "difficulty-parameter";
    public static final String DODGE_MISSILES = "ability-to-dodge-missiles", MAINTAIN_DISTANCE = "ability-to-maintain-distance";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.put("parameter", parameter).put("value", value);
    }

    /** Reads the arguments of a {@code difficulty-parameter} line. */
    public static DifficultyParameter read(int player, Args in) throws CommandFormatException {
        return new DifficultyParameter(player, in.text("parameter"), in.integer("value"));
    }
}
