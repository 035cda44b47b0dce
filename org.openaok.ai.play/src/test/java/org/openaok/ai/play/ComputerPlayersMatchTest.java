package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.DifficultyParameter;
import org.openaok.sim.api.state.PlayerState;

/** Two randomgame seats playing the opening of a match: villagers without pause, drop sites, farms, no idle time to speak of. */
class ComputerPlayersMatchTest {
    @Test
    void randomgameBuildsAnEconomy() {
        MatchProbe p = new MatchProbe("OpenPlains", 120, 4, new String[] {"randomgame", "randomgame"}, 0).run(8 * 60_000);
        assertEquals(0, p.failures.size(), p.failures.toString());
        for (int s = 1; s <= 2; s++) {
            PlayerState ps = p.match.player(s);
            assertTrue(ps.population() >= 18, "seat " + s + " trains villagers: " + p.line());
            assertTrue(ps.gathered(0) > 700_000 && ps.gathered(1) > 250_000,
                    "seat " + s + " gathers food and wood: " + ps.gathered(0) / 1000 + " and " + ps.gathered(1) / 1000 + "; " + p.line());
            assertTrue(p.timeline.idlePerMille(s) < 50, "seat " + s + "'s villagers are kept busy: " + p.line());
        }
    }

    @Test
    void theSameMatchTwiceIsTheSameMatch() {
        MatchProbe a = new MatchProbe("OpenPlains", 120, 9, new String[] {"randomgame", "randomgame"}, 1).run(3 * 60_000);
        MatchProbe b = new MatchProbe("OpenPlains", 120, 9, new String[] {"randomgame", "randomgame"}, 1).run(3 * 60_000);
        assertEquals(a.match.hash(), b.match.hash());
    }

    /** randomgame's rules for the lobby's difficulty set both parameters once, through the match's command, accepted. */
    @Test
    void theDifficultyParametersReachTheMatch() {
        for (int[] d : new int[][] {{0, 0}, {1, 20}, {3, 80}}) {
            MatchProbe p = new MatchProbe("OpenPlains", 120, 4, new String[] {"randomgame", "randomgame"}, d[0]);
            List<String> given = new ArrayList<>();
            p.match.addCommandLog((tick, slot, c, r) -> {
                if (c instanceof DifficultyParameter dp) given.add(dp.player() + " " + dp.parameter() + " " + dp.value() + " " + r.accepted());
            });
            p.run(20_000);
            assertEquals(List.of("1 ability-to-dodge-missiles " + d[1] + " true", "1 ability-to-maintain-distance " + d[1] + " true",
                    "2 ability-to-dodge-missiles " + d[1] + " true", "2 ability-to-maintain-distance " + d[1] + " true"),
                    given.stream().sorted().toList(), "difficulty " + d[0]);
        }
    }

    /**
     * A lumber camp is laid against the forest it serves: a tree on the ring of tiles round its
     * footprint when the foundation goes down (the ring may hold trees, so long as half of it is open).
     */
    @Test
    void lumberCampsStandAtTheForestEdge() {
        MatchProbe p = new MatchProbe("DeepWoods", 120, 2, new String[] {"randomgame", "randomgame"}, 0);
        List<String> camps = new ArrayList<>();
        var e = p.match.entities();
        var g = p.match.context().grid();
        p.match.addCommandLog((tick, slot, c, r) -> {
            if (!(c instanceof org.openaok.sim.api.command.Build b) || !r.accepted() || !b.type().equals("lumber-camp")) return;
            int trees = 0;
            for (int y = b.tileY() - 1; y <= b.tileY() + 2; y++)
                for (int x = b.tileX() - 1; x <= b.tileX() + 2; x++) {
                    int o = g.inside(x, y) ? g.blocker(g.tile(x, y)) : 0;
                    if (o != 0 && e.owner(o) == 0 && p.match.rules().type(e.type(o)).unitClass().equals("tree")) trees++;
                }
            camps.add("seat " + b.player() + " at " + b.tileX() + "," + b.tileY() + ": " + trees + " trees beside it");
        });
        p.run(12 * 60_000);
        assertTrue(camps.size() >= 2, "camps laid: " + camps);
        assertTrue(camps.stream().noneMatch(c -> c.endsWith(": 0 trees beside it")), "every camp against the forest: " + camps);
    }
}
