package org.openaok.sim.api.system;

import java.util.List;

/**
 * One concern of the game (movement, gathering, production, sight ...), as a service. The match
 * runs every system's tick once per tick, in an order that keeps each declaration. No list of
 * systems exists anywhere else.
 */
public interface GameSystem {
    /** A unique, stable id, e.g. {@code movement}. */
    String id();

    /** Systems that must run before this one in a tick; a missing one is an error. */
    default List<String> after() { return List.of(); }

    /** Systems that must run after this one, when they are installed. */
    default List<String> before() { return List.of(); }

    /**
     * Whether all it does to a match is give commands (a computer player): a replay does not run
     * it, and gives the commands the record holds for it at its place in the tick instead.
     */
    default boolean commandSource() { return false; }

    /**
     * Starts the system for one match: it makes its own state, registers the capabilities and
     * command handlers it provides, and listens to what it needs.
     */
    SystemRun start(MatchContext match);
}
