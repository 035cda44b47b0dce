package org.openaok.sim.api.match;

/**
 * One seat of the lobby.
 *
 * @param seat     1-8
 * @param civ      the civilisation's word, e.g. {@code franks}
 * @param team     0 for none, else 1-4
 * @param colour   1-8, the player colour
 * @param human    a person plays it (else a computer player, or nobody)
 * @param ai       the computer player that drives it ({@code randomgame}, a script path, a bundle's id), or {@code ""}
 * @param name     shown in the window and the result
 * @param difficulty a computer player's difficulty: 0 Hardest, 1 Hard, 2 Moderate, 3 Easy, 4 Easiest
 */
public record SeatSettings(int seat, String civ, int team, int colour, boolean human, String ai, String name, int difficulty) {
    public SeatSettings {
        if (seat < 1 || seat > 8) throw new IllegalArgumentException("seat " + seat + " is not 1-8");
        if (team < 0 || team > 8) throw new IllegalArgumentException("team " + team + " is not 0-8");
        if (civ == null || civ.isBlank()) throw new IllegalArgumentException("seat " + seat + " has no civilisation");
        if (ai == null) ai = "";
        if (name == null || name.isBlank()) name = "Player " + seat;
        if (colour < 1 || colour > 8) colour = seat;
        if (difficulty < 0 || difficulty > 4) throw new IllegalArgumentException("difficulty " + difficulty + " is not 0 (hardest) to 4 (easiest)");
    }

    /** A seat at the hardest difficulty. */
    public SeatSettings(int seat, String civ, int team, int colour, boolean human, String ai, String name) {
        this(seat, civ, team, colour, human, ai, name, 0);
    }

    public SeatSettings withAi(String newAi, int newDifficulty) {
        return new SeatSettings(seat, civ, team, colour, human, newAi, name, newDifficulty);
    }

    public SeatSettings withHuman(boolean isHuman) {
        return new SeatSettings(seat, civ, team, colour, isHuman, ai, name, difficulty);
    }
}
