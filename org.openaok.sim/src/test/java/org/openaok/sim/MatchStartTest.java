package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.api.map.GameMap;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.internal.engine.MatchEngine;

class MatchStartTest {
    @Test
    void aGeneratedMapStartsAMatch() {
        GameMap map = Fixtures.map("OpenPlains", 120, 2, 1);
        MatchEngine m = Fixtures.start(map, Fixtures.settings(1, "franks", "britons"));
        int tc = m.rules().typeIndex("town-center"), vil = m.rules().typeIndex("villager");
        for (int p = 1; p <= 2; p++) {
            assertEquals(1, m.player(p).count(tc), "player " + p + " town centers");
            assertEquals(3, m.player(p).count(vil), "player " + p + " villagers");
            assertEquals(200_000, m.player(p).stock(Resource.FOOD));
        }
        long h0 = m.hash();
        for (int t = 0; t < 600; t++) m.step();
        assertTrue(m.hash() != h0);
        MatchEngine again = Fixtures.start(Fixtures.map("OpenPlains", 120, 2, 1), Fixtures.settings(1, "franks", "britons"));
        assertEquals(h0, again.hash());
        for (int t = 0; t < 600; t++) again.step();
        assertEquals(m.hash(), again.hash());
    }

    private static GameMap generated(String name, int players, long seed, String mode) {
        var b = org.openaok.api.generate.GenerationRequest.builder().generator("aok").map(name).size(120).players(players).seed(seed);
        if (mode != null) b.option("mode", mode);
        var r = Fixtures.mapEngine().generate(b.build(), org.openaok.api.generate.RunOptions.defaults().withThreads(1));
        if (r.map() == null || r.failed()) throw new IllegalStateException(r.diagnostics().toString());
        return r.map();
    }

    @Test
    void aRegicideMatchStartsWithEachPlayersKingAndCastle() {
        MatchEngine m = Fixtures.start(generated("OpenPlains", 2, 3, "regicide"),
                new org.openaok.sim.api.match.MatchSettings(3, Fixtures.settings(3, "franks", "britons").seats(), 1, "standard", 200, "normal",
                        "standard", "regicide", false, false, 0, 0));
        int king = m.rules().typeIndex("king"), castle = m.rules().typeIndex("castle"), vil = m.rules().typeIndex("villager");
        for (int p = 1; p <= 2; p++) {
            assertEquals(1, m.player(p).count(king), "player " + p + " king");
            assertEquals(1, m.player(p).count(castle), "player " + p + " castle");
            assertTrue(m.player(p).count(vil) >= 3, "villagers: " + m.player(p).count(vil));
        }
    }

    @Test
    void aNomadStartHasNoTownCenterAndItsVillagersBuildOneInTheDarkAge() {
        GameMap map = generated("Wanderers", 2, 4, null);
        MatchEngine m = Fixtures.start(map, Fixtures.settings(4, "franks", "britons"));
        int tc = m.rules().typeIndex("town-center"), vil = m.rules().typeIndex("villager");
        assertEquals(0, m.player(1).count(tc));
        assertTrue(m.player(1).count(vil) >= 3);
        int[] spot = Sites.free(m, 1, "town-center");
        int[] villagers = new int[3];
        int n = 0;
        for (int k = 0; k < m.entities().units().size() && n < 3; k++) {
            int u = m.entities().units().get(k);
            if (m.entities().owner(u) == 1 && m.entities().type(u) == vil) villagers[n++] = u;
        }
        // Wanderers asks for nomad_resources: the standard stock plus a Town Center's price (275 wood, 100 stone)
        assertTrue(map.nomadResources());
        assertEquals(475_000, m.player(1).stock(Resource.WOOD.ordinal()));
        assertEquals(300_000, m.player(1).stock(Resource.STONE.ordinal()));
        var r = m.execute(new org.openaok.sim.api.command.Build(1, villagers, "town-center", spot[0], spot[1]));
        assertTrue(r.accepted(), "one Town Center when a player has none, in the Dark Age: " + r);
        var second = m.execute(new org.openaok.sim.api.command.Build(1, new int[] {villagers[0]}, "town-center", spot[0] + 8, spot[1]));
        assertTrue(!second.accepted(), "but not a second before the Castle Age");
        // without nomad_resources the standard 200 wood does not pay for one: a nomad chops the rest first
        GameMap bare = generated("Wanderers", 2, 4, null);
        bare.setNomadResources(false);
        MatchEngine poorMatch = Fixtures.start(bare, Fixtures.settings(4, "franks", "britons"));
        int[] their = new int[1];
        for (int k = 0; k < poorMatch.entities().units().size(); k++) {
            int u = poorMatch.entities().units().get(k);
            if (poorMatch.entities().owner(u) == 1 && poorMatch.entities().type(u) == vil) { their[0] = u; break; }
        }
        int[] poorSpot = Sites.free(poorMatch, 1, "town-center");
        var poor = poorMatch.execute(new org.openaok.sim.api.command.Build(1, their, "town-center", poorSpot[0], poorSpot[1]));
        assertEquals(org.openaok.sim.api.command.Refusal.CANNOT_AFFORD, poor.refusal().code(), poor.toString());
        for (int t = 0; t < 3000 && m.player(1).count(tc) == 0; t++) m.step();
        assertEquals(1, m.player(1).count(tc), "built");
    }

    @Test
    void aWalledStartKeepsItsWallsInTheMatch() {
        GameMap map = generated("Bastions", 2, 5, null);
        MatchEngine m = Fixtures.start(map, Fixtures.settings(5, "franks", "britons"));
        int walls = 0;
        for (int k = 0; k < m.entities().buildings().size(); k++) {
            int b = m.entities().buildings().get(k);
            if (m.rules().type(m.entities().type(b)).has("wall")) walls++;
        }
        long onMap = map.objects().list().stream().filter(o -> m.rules().typeById(o.type()).map(d -> d.has("wall")).orElse(false)).count();
        assertTrue(onMap > 20, "the map has its walls: " + onMap);
        assertEquals(onMap, walls, "every wall the map placed stands in the match");
    }
}
