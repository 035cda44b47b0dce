package org.openaok.sim.api.system;

/**
 * What a technology costs a player now, as the research command charges it: the data's price
 * with the technologies that changed it, a civilisation's discount on research, and the prices
 * the game works out as it goes (Spies by the enemies' civilians, Treason in Regicide). Offered
 * by the production system, so a computer player's can-research sees what the command charges.
 */
public interface Prices {
    /** Thousandths by resource (Resource order); a fresh array the caller may keep. */
    int[] techPrice(int player, int tech);
}
