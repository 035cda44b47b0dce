package org.openaok.sim.api.system;

/** What buildings, ships and rams hold, offered by the garrison system. */
public interface Garrisons {
    /** Units inside. */
    int count(int container);

    /** Room for units. */
    int capacity(int container);

    /** The units inside, in id order. */
    int[] units(int container);

    /** Whether the container takes the unit's kind. */
    boolean takes(int container, int unit);
}
