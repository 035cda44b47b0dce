package org.openaok.sim.api.system;

import java.util.Optional;

import org.openaok.api.random.RandomStream;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.state.Sight;

/** What a system sees of the match it runs in. */
public interface MatchContext {
    MatchSettings settings();

    Rules rules();

    Entities entities();

    Grid grid();

    Sight sight();

    Events events();

    Lifecycle lifecycle();

    /** Seats in use, 1..players(). */
    int players();

    /** A seat's state; 0 is Gaia. */
    PlayerState player(int seat);

    /** The tick now being run (0 for the first). */
    int tick();

    /** Milliseconds of game time a tick covers. */
    int tickMs();

    /** Game time at the start of this tick, milliseconds. */
    default long timeMs() { return (long) tick() * tickMs(); }

    /** A random stream of its own for a purpose, from the match's seed and the salt. */
    RandomStream random(String salt);

    /** Offers a capability (an interface other systems use) under its type. */
    <T> void provide(Class<T> type, T implementation);

    /** A capability another system provides; empty when none does. */
    <T> Optional<T> find(Class<T> type);

    /** A capability that must be there; an {@link IllegalStateException} naming it otherwise. */
    default <T> T require(Class<T> type) {
        return find(type).orElseThrow(() -> new IllegalStateException("no installed system provides " + type.getSimpleName()));
    }

    /** Takes on the commands of a kind; one handler a kind, the last registered wins. */
    <C extends Command> void handle(Class<C> type, CommandHandler<C> handler);

    /**
     * Carries out a command now, inside the tick (what a computer player's actions do), and records
     * it. The same checks as a person's orders.
     */
    Result execute(Command command);

    /** Ends the match: the winners are the seats in the mask (bit s for seat s). */
    void end(int winnersMask, String reason);

    boolean ended();
}
