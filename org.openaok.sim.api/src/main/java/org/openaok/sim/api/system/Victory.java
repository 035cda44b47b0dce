package org.openaok.sim.api.system;

/** The countdowns to a wonder or relic victory, offered by the victory system. */
public interface Victory {
    /** Ticks until the player's standing Wonder wins, or -1 (none stands, or the match's victory is not by Wonder). */
    int wonderTicksLeft(int player);

    /** Ticks until the player's side wins by holding every relic, or -1 (not held, or the victory is not by relics). */
    int relicTicksLeft(int player);
}
