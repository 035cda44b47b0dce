package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.lang.ref.WeakReference;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.map.GameMap;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.players.ComputerPlayersSystem;

/**
 * One computer player serves match after match (a tournament, a server): a match played and let
 * go is collected, whatever its seats' brains shared. It was not, once, and 92 matches of a
 * tournament filled a 256 MB heap.
 */
class MatchesAreLetGoTest {
    @Test
    void aMatchPlayedByThePerPlayerIsCollectedOnceNothingHoldsIt() throws Exception {
        PerComputerPlayer per = new PerComputerPlayer(false);
        ComputerPlayersSystem cps = new ComputerPlayersSystem(List.of(per));
        GameMap map = Matches.map("OpenPlains", 120, 2, 3);
        WeakReference<MatchEngine> played = play(map, cps);
        for (int i = 0; i < 50 && played.get() != null; i++) {
            System.gc();
            byte[][] pressure = new byte[64][];
            for (int k = 0; k < pressure.length; k++) pressure[k] = new byte[64 * 1024];
            Thread.sleep(20);
        }
        assertNull(played.get(), "the match is still held after it was let go");
        // and the player serves the next match as the first
        play(map, cps);
    }

    private static WeakReference<MatchEngine> play(GameMap map, ComputerPlayersSystem cps) {
        MatchEngine m = Matches.start(map, 3, new String[] {"randomgame", "randomgame"}, 0, cps);
        m.runUntil(20_000);
        var seats = m.find(org.openaok.sim.api.player.SeatPlayers.class).orElseThrow();
        assertEquals(21, seats.thinks(1), "seat 1 thought each second, 0:00 to 0:20");
        assertEquals(20, seats.thinks(2), "seat 2 thought each second, 125 ms after seat 1");
        return new WeakReference<>(m);
    }
}
