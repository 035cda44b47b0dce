package org.openaok.sim.api.player;

import org.openaok.api.random.RandomStream;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.system.MatchContext;

/** What a computer player sees of its seat and the match, and how it acts. */
public interface SeatContext {
    /** The match, to read. Changing it other than through {@link #execute} breaks replays. */
    MatchContext match();

    /** The seat it plays, 1-8. */
    int seat();

    /** The name the lobby gave it ({@code randomgame}, a script's path ...). */
    String ai();

    /** 0 Hardest ... 4 Easiest. */
    int difficulty();

    /** A random stream of the seat's own, the same on every machine. */
    RandomStream random();

    /** Carries out a command as the seat, now (the same checks as a person's). */
    Result execute(Command command);

    /** Where an author's trace goes ({@code AOE_AI_TRACE}); lines are dropped when nobody listens. */
    void trace(String line);
}
