package org.openaok.ai.mind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.ai.script.Compilation;
import org.openaok.ai.script.ComputerPlayer;
import org.openaok.ai.script.Dice;
import org.openaok.ai.script.ScriptCompiler;
import org.openaok.ai.script.Seat;
import org.openaok.ai.world.Quantity;
import org.openaok.ai.world.memory.MemoryWorld;

/** The shipped computer player playing a game in the memory world: economy first, then an army. */
class ComputerPlayerGameTest {
    /** Plays {@code minutes} of game time with 250 ms ticks; returns the brains. */
    static Brains play(MemoryWorld w, int minutes, List<String> trace, Seat... seats) {
        Brains brains = new Brains();
        for (Seat s : seats) {
            Compilation c = ScriptCompiler.compile(ComputerPlayer.source(), ComputerPlayer.MASTER, s, java.util.Set.of(), Dice.fixed(60));
            assertTrue(c.clean(), c.summary());
            brains.add(s, c.program());
        }
        w.addChatListener((from, audience, to, text) -> brains.hear(w, from, audience, to, text));
        if (trace != null) {
            brains.trace(t -> {
                if (t.timeMs() % 60_000 < 1000) trace.addAll(TraceFormat.lines(t, brains.of(t.player()).program()));
            });
        }
        for (long t = 0; t < minutes * 60_000L; t += 250) {
            brains.update(250, w, w);
            // The executor's share of the work the memory world does not do: the villagers
            // divide as the gatherer percentages ask.
            for (Brain b : brains.all()) {
                Mind m = b.mind();
                w.setGatherShares(b.player(), m.strategic(117), m.strategic(120), m.strategic(119), m.strategic(118));
            }
            w.advance(250);
        }
        return brains;
    }

    @Test
    void buildsAnEconomyGoesUpInAgeAndAttacks() {
        MemoryWorld w = new MemoryWorld(75).addPlayer(1, 1, false).addPlayer(2, 2, true);
        List<String> trace = new ArrayList<>();
        Seat seat = Seat.defaults(1).withCiv(1).withDifficulty(Seat.HARD).withSeed(5);
        Brains brains = play(w, 30, trace, seat);
        int villagers = w.count(1, 1, 83, false, false, false);
        int houses = w.count(1, 1, 70, true, false, false);
        int military = w.quantity(1, Quantity.MILITARY_POPULATION);
        String state = "villagers " + villagers + ", houses " + houses + ", age " + w.quantity(1, Quantity.CURRENT_AGE)
                + ", military " + military + ", attacks " + w.attackOrders(1) + "\n" + String.join("\n", trace);
        // Dice 60: the standard plan (Feudal at 22 villagers, Castle at 30, first attack at 15 minutes).
        assertEquals(2, brains.of(1).mind().goal(2), state);
        assertTrue(villagers >= 30, state);
        assertTrue(houses >= 6, state);
        assertTrue(w.quantity(1, Quantity.CURRENT_AGE) >= 2, state);
        assertTrue(w.count(1, 1, 68, true, false, false) >= 1 && w.count(1, 1, 562, true, false, false) >= 1, state);
        assertTrue(w.count(1, 1, 87, true, false, false) >= 1, "Britons build archery ranges\n" + state);
        assertTrue(w.count(1, 1, -299, false, false, false) >= 5, "and archers\n" + state);
        assertTrue(w.attackOrders(1) >= 1, state);
        assertTrue(w.researched(1, 22) && w.researched(1, 213), "loom and wheelbarrow\n" + state);
        assertTrue(w.chatLog().contains("p1 allies: Attacking now."), w.chatLog().toString());
    }

    @Test
    void theSameGameGivesTheSameOrders() {
        Seat seat = Seat.defaults(1).withCiv(4).withSeed(11);
        MemoryWorld a = new MemoryWorld(75).addPlayer(1, 4, false).addPlayer(2, 2, false);
        MemoryWorld b = new MemoryWorld(75).addPlayer(1, 4, false).addPlayer(2, 2, false);
        List<String> ta = new ArrayList<>();
        List<String> tb = new ArrayList<>();
        play(a, 12, ta, seat, Seat.defaults(2).withCiv(2).withSeed(11));
        play(b, 12, tb, seat, Seat.defaults(2).withCiv(2).withSeed(11));
        assertEquals(ta, tb);
        assertEquals(a.chatLog(), b.chatLog());
        assertTrue(ta.size() > 20);
    }
}
