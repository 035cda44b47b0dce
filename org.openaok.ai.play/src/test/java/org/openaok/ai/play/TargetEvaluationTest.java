package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * randomgame against itself at Hardest on OpenPlains seed 1: seat 1 (Britons) fights with
 * archers. The target evaluation weighed how quickly a group would destroy a thing by its
 * members' best attack, so a Castle (4,800 hit points, an archer's blow at it the least there is)
 * looked as quick to raze as a few villagers, and ranked above them as a military building: thirty
 * archers stood at it by the enemy's farms, and by 50:00 the seat had killed 17 villagers. Weighed
 * by the damage rule against each target's armour, the archers go for what they can kill.
 */
class TargetEvaluationTest {
    /** The villagers of {@code victim} killed by {@code killer}'s things until the given time, read from the event log a minute at a time. */
    static int villagersKilled(MatchEngine m, int victim, int killer, long untilMs) {
        int n = 0;
        long cursor = m.events().next();
        for (long t = m.timeMs() + 60_000; t <= untilMs && !m.outcome().over(); t += 60_000) {
            m.runUntil(t);
            Events ev = m.events();
            for (long q = Math.max(cursor, ev.oldest()); q < ev.next(); q++)
                if (ev.kind(q) == Events.DIED && ev.player(q) == victim && ev.other(q) == killer && "villager".equals(m.rules().type(ev.b(q)).unitClass())) n++;
            cursor = ev.next();
        }
        return n;
    }

    @Test
    void archersStrikeWhatTheyCanDestroy() {
        MatchProbe p = new MatchProbe("OpenPlains", 120, 1, new String[] {"randomgame", "randomgame"}, 0);
        int killed = villagersKilled(p.match, 2, 1, 50 * 60_000);
        assertTrue(killed >= 35, "seat 2's villagers killed by seat 1 by 50:00: " + killed);
    }
}
