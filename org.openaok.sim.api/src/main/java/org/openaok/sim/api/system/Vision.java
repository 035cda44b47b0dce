package org.openaok.sim.api.system;

/**
 * What a player sees and has seen, its allies' sight included where it shares it (Cartography,
 * or the lobby); offered by the sight system.
 */
public interface Vision {
    boolean visible(int player, int tile);

    boolean explored(int player, int tile);

    /** Whether the player sees the thing now: any tile of its footprint is visible. */
    boolean sees(int player, int thing);
}
