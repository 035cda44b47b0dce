package org.openaok.game;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationResult;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.player.SeatPlayers;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.state.PlayerState;

/** The example computer player in a real match: it trains villagers, houses them and gathers, the same every run. */
class ExamplePlayerMatchTest {
    private static Match play(GenerationResult gen, int ticks) throws Exception {
        MatchSettings s = MatchSettings.defaults(21, List.of("franks", "britons"));
        s = s.withSeats(List.of(s.seat(1).withAi("example", 0), s.seat(2).withAi("example", 0)));
        Match m = GameFixtures.matches().start(s, gen.map());
        for (int t = 0; t < ticks; t++) m.step();
        return m;
    }

    @Test
    void itGrowsAnEconomyInFiveMinutesAndPlaysTheSameEveryTime() throws Exception {
        GenerationResult gen = GameFixtures.generate(GameFixtures.request("OpenPlains", 120, 2, 21));
        Match a = play(gen, 3000);
        for (int seat = 1; seat <= 2; seat++) {
            PlayerState p = a.context().player(seat);
            assertTrue(p.population() >= 9, "seat " + seat + " trained villagers: population " + p.population() + " (it starts with 4)");
            assertTrue(p.popRoom() > 5, "seat " + seat + " built houses: room " + p.popRoom());
            for (Resource r : List.of(Resource.FOOD, Resource.WOOD))
                assertTrue(p.gathered(r.ordinal()) > 50_000, "seat " + seat + " gathered " + r.word() + ": " + p.gathered(r.ordinal()));
            SeatPlayers.Driver d = a.context().find(SeatPlayers.class).orElseThrow().driver(seat);
            assertEquals("example", d.id());
            assertTrue(a.context().find(SeatPlayers.class).orElseThrow().thinks(seat) >= 299);
        }
        assertEquals(a.hash(), play(gen, 3000).hash(), "the same match again, tick for tick");
    }
}
