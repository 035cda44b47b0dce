package org.openaok.sim.api.player;

/**
 * A kind of computer player, as a service: the original scripts' interpreter is one (it accepts
 * {@code randomgame} and {@code .per} files), a player written in Java is another. Registered with
 * a higher {@code service.ranking} or a newer bundle, it takes over the seats it accepts at their
 * next think.
 */
public interface ComputerPlayer {
    /** A stable id, e.g. {@code per}, shown in records. */
    String id();

    /** Whether it drives a seat the lobby gave this name ({@code randomgame}, a script's path, its own id). */
    boolean accepts(String ai);

    /**
     * Starts driving one seat of a match. The seat's state (its memory) is its own; all it does to
     * the match goes through {@link SeatContext#execute}.
     *
     * @throws Exception when the player cannot play the seat (a script that does not compile at all ...):
     *         the seat then idles, and the reason is told
     */
    Brain start(SeatContext seat) throws Exception;

    /** One seat's mind. */
    interface Brain {
        /** Thinks: reads the match, gives commands. Called once a second of game time, inside the tick. */
        void think();

        /** What it would tell an author about its last think (goals, shares ...), or "". */
        default String trace() { return ""; }

        /** The match is over or the seat is handed to another player. */
        default void stop() {}
    }
}
