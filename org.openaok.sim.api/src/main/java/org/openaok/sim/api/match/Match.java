package org.openaok.sim.api.match;

import java.util.List;

import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.system.MatchContext;

/**
 * A running match. It moves on one fixed tick at a time; between ticks it takes commands, which
 * are carried out at the start of the next tick in the order given. After every tick the whole
 * state's hash is known.
 */
public interface Match extends AutoCloseable {
    /** Milliseconds of game time per tick. */
    int TICK_MS = 100;

    MatchSettings settings();

    /** The state, for those that read it (a window, a computer player, a test). */
    MatchContext context();

    /** The systems it runs, in tick order. */
    List<SystemInfo> systems();

    /** Ticks run so far. */
    int tick();

    default long timeMs() { return (long) tick() * TICK_MS; }

    /**
     * Checks a command as the tick will and queues it for the start of the next tick. A command
     * that cannot be read against the state now (not the player's, unknown words) is refused here;
     * the rest are checked again when carried out, since the state may change before.
     */
    Result submit(Command command);

    /** Runs one tick; returns the state's hash after it. */
    long step();

    /** Runs ticks until the game time reaches {@code timeMs} or the match ends. */
    default void runUntil(long untilMs) {
        while (timeMs() < untilMs && !outcome().over()) step();
    }

    /** The hash after the last tick (of the starting state before the first). */
    long hash();

    Outcome outcome();

    /** Hears each tick's end: the commands carried out in it and the hash after it. */
    interface TickListener {
        void ticked(int tick, List<Result> commands, long hash);
    }

    void addTickListener(TickListener l);

    @Override
    default void close() {}
}
