package org.openaok.sim.api.system;

/** The countdowns to a wonder or relic victory, offered by the victory system. */
public interface Victory {
    /** Ticks until the player's standing Wonder wins, or -1. */
    int wonderTicksLeft(int player);

    /** Ticks until the player's side wins by holding every relic, or -1. */
    int relicTicksLeft(int player);
}
