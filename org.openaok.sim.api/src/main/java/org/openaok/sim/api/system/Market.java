package org.openaok.sim.api.system;

/** The market's prices, offered by the market system. */
public interface Market {
    /** Gold (thousandths) a lot of the resource (its ordinal) costs a player to buy, or gives when sold, now. */
    int price(int player, int resource, boolean buying);
}
