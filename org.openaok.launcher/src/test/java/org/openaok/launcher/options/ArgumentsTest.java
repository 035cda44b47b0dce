package org.openaok.launcher.options;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

class ArgumentsTest {
    @Test
    void readsCommandOptionsFlagsAndTheRest() throws Exception {
        Arguments a = Arguments.parse(new String[] {"generate", "--map", "Arabia", "--size=giant", "--strict", "--water", "40"});
        assertEquals("generate", a.command);
        assertEquals("Arabia", a.option("map", null));
        assertEquals("giant", a.option("size", null));
        assertTrue(a.flag("strict"));
        assertEquals(Map.of("water", "40"), a.rest(Set.of("map", "size", "strict")));
        Arguments c = Arguments.parse(new String[] {"check", "a.rms", "b.rms", "--json"});
        assertEquals(List.of("a.rms", "b.rms"), c.positional);
        assertTrue(c.flag("json"));
    }

    @Test
    void mistakesAreUsageErrors() {
        assertThrows(UsageException.class, () -> Arguments.parse(new String[] {"generate", "--map"}));
        assertThrows(UsageException.class, () -> Arguments.parse(new String[] {"generate", "--strict=yes"}));
        assertThrows(UsageException.class, () -> Arguments.parse(new String[] {"generate", "--seed", "1", "--seed", "2"}));
        assertThrows(UsageException.class, () -> Arguments.parse(new String[] {"generate", "--players", "nine"}).intOption("players", 2, 1, 8));
        assertThrows(UsageException.class, () -> Arguments.parse(new String[] {"generate", "--players", "9"}).intOption("players", 2, 1, 8));
    }

    @Test
    void sizesFromTheLobbyTemplatesOrTiles() throws Exception {
        assertEquals(new MapSize(120, 0), MapSize.parse("tiny"));
        assertEquals(new MapSize(200, 0), MapSize.parse("Normal"));
        assertEquals(new MapSize(240, 0), MapSize.parse("giant"));
        assertEquals(new MapSize(144, 2), MapSize.parse("xl+u"));
        assertEquals(new MapSize(252, 0), MapSize.parse("g"));
        assertEquals(new MapSize(96, 0), MapSize.parse("96"));
        assertThrows(UsageException.class, () -> MapSize.parse("enormous"));
        assertThrows(UsageException.class, () -> MapSize.parse("5"));
    }

    @Test
    void aRequestFromTheMapOptions() throws Exception {
        Arguments a = Arguments.parse(new String[] {"generate", "--map", "x.rms", "--size", "xl+u", "--players", "4",
                "--teams", "1,1,2,2", "--seed", "77", "--mode", "regicide", "--png", "a.png"});
        var r = MapOptions.request(a, Set.of("map", "generator", "size", "players", "teams", "seed", "png"));
        assertEquals("x.rms", r.map());
        assertEquals(144, r.size());
        assertEquals(2, r.levels());
        assertEquals(4, r.players());
        assertEquals(List.of(1, 1, 2, 2), r.teams());
        assertEquals(77, r.seed());
        assertEquals(Map.of("mode", "regicide"), r.options(), "only what no command reads goes to the generator");
        assertEquals(List.of("", "", "", ""), r.civs(), "every seat left to the default");
        var c = MapOptions.request(Arguments.parse(new String[] {"generate", "--players", "3", "--civs", "Britons,,huns"}), MapOptions.NAMES);
        assertEquals(List.of("britons", "", "huns"), c.civs());
        assertThrows(UsageException.class, () -> MapOptions.civs("britons,franks", 1));
        assertThrows(UsageException.class, () -> MapOptions.civs("brit ons", 2));
        assertTrue(MapOptions.seedGiven(a));
        assertFalse(MapOptions.seedGiven(Arguments.parse(new String[] {"generate"})));
        assertEquals(org.openaok.api.io.View.DIAMOND, MapOptions.view(Arguments.parse(new String[] {"x", "--view", "diamond"})));
        assertThrows(UsageException.class, () -> MapOptions.view(Arguments.parse(new String[] {"x", "--view", "sideways"})));
    }

    @Test
    void seedsAndTeams() throws Exception {
        assertEquals(List.of(3L, 4L, 5L, 9L), Seeds.parse("3..5,9"));
        assertEquals(1000, Seeds.parse("1..1000").size());
        assertThrows(UsageException.class, () -> Seeds.parse("9..3"));
        assertThrows(UsageException.class, () -> Seeds.parse("x"));
        assertEquals(List.of(1, 2, 1, 2), MapOptions.teams("1,2,1,2", 4));
        assertThrows(UsageException.class, () -> MapOptions.teams("1,2,3", 2));
        assertThrows(UsageException.class, () -> MapOptions.teams("1,a", 2));
        assertTrue(Set.of(1, 2).containsAll(MapOptions.teams("1, 2", 2)));
    }

    @org.junit.jupiter.api.Test
    @org.junit.jupiter.api.Timeout(10)
    void theWidestSeedRangeIsRefusedNotLoopedOver() {
        // b - a + 1 overflowed to 0 and passed the limit: the loop never ended
        org.junit.jupiter.api.Assertions.assertThrows(UsageException.class, () -> Seeds.parse("-9223372036854775808..9223372036854775807"));
        org.junit.jupiter.api.Assertions.assertThrows(UsageException.class, () -> Seeds.parse("1..1000001"));
        org.junit.jupiter.api.Assertions.assertEquals(1_000_000, assertDoesNotThrowSeeds("1..1000000"));
    }

    private static int assertDoesNotThrowSeeds(String text) {
        try {
            return Seeds.parse(text).size();
        } catch (UsageException e) {
            throw new AssertionError(e);
        }
    }
}
