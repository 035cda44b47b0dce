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
    /** Villagers each seat has trained. */
    static final int[] trained = new int[3];

    private static Match play(GenerationResult gen, int ticks) throws Exception {
        MatchSettings s = MatchSettings.defaults(21, List.of("franks", "britons"));
        s = s.withSeats(List.of(s.seat(1).withAi("example", 0), s.seat(2).withAi("example", 0)));
        Match m = GameFixtures.matches().start(s, gen.map());
        java.util.Arrays.fill(trained, 0);
        var c = m.context();
        c.lifecycle().addListener(new org.openaok.sim.api.system.Lifecycle.Listener() {
            @Override
            public void created(int id) {
                int owner = c.entities().owner(id);
                if (owner > 0 && c.rules().type(c.entities().type(id)).unitClass().equals("villager")) trained[owner]++;
            }
        });
        for (int t = 0; t < ticks; t++) m.step();
        return m;
    }

    @Test
    void itGrowsAnEconomyInFiveMinutesAndPlaysTheSameEveryTime() throws Exception {
        GenerationResult gen = GameFixtures.generate(GameFixtures.request("OpenPlains", 120, 2, 21));
        Match a = play(gen, 3000);
        for (int seat = 1; seat <= 2; seat++) {
            PlayerState p = a.context().player(seat);
            if (Boolean.getBoolean("openaok.debug")) {
                System.out.println("seat " + seat + ": population " + p.population() + " room " + p.popRoom() + " stock " + p.stock(0) / 1000 + "f "
                        + p.stock(1) / 1000 + "w gathered " + p.gathered(0) / 1000 + "f " + p.gathered(1) / 1000 + "w");
                var e = a.context().entities();
                for (int k = 0; k < e.units().size(); k++) {
                    int id = e.units().get(k);
                    if (e.owner(id) != seat) continue;
                    int t = e.target(id);
                    System.out.println("  " + id + " " + a.context().rules().type(e.type(id)).word() + " " + org.openaok.sim.api.state.OrderKind.word(e.order(id))
                            + " -> " + (t > 0 && e.valid(t) ? a.context().rules().type(e.type(t)).word() + " owner " + e.owner(t) + " state " + e.state(t) : "-"));
                }
            }
            assertTrue(trained[seat] >= 3, "seat " + seat + " trained villagers: " + trained[seat] + " (population " + p.population() + ")");
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
