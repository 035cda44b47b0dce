package org.openaok.sim.api.system;

/** What buildings have queued, offered by the production system to those who watch and decide. */
public interface Production {
    /** Most items a queue holds. */
    int QUEUE = 15;

    /** The items queued, head first: a type index, or -(technology index + 1). */
    int[] queue(int building);

    /** Thousandths of the head item done. */
    int progress(int building);

    /** Whether the head unit waits for room in the population. */
    boolean housed(int building);
}
