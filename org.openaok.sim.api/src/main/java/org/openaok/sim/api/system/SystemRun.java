package org.openaok.sim.api.system;

import org.openaok.sim.api.state.StateHash;

/** A system started for one match. */
public interface SystemRun {
    /** Every system has started: look up the capabilities of others here, once. */
    default void ready() {}

    /** One tick of the match. */
    void tick();

    /** Feeds the system's own state into the match's hash, in a fixed order. */
    default void hash(StateHash h) {}
}
