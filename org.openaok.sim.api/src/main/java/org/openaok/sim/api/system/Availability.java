package org.openaok.sim.api.system;

/**
 * Whether a player may make a unit or building type, or research a technology, now: its tree,
 * its age, the buildings and technologies required. Costs and room are checked by the commands.
 * Returns null when it may, else why not.
 */
public interface Availability {
    String whyNotType(int player, int type);

    String whyNotTech(int player, int tech);

    default boolean canMake(int player, int type) { return whyNotType(player, type) == null; }

    default boolean canResearch(int player, int tech) { return whyNotTech(player, tech) == null; }
}
