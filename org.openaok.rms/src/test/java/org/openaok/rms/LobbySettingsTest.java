package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;

class LobbySettingsTest {
    @Test
    void theLobbySizesGiveTheirLabels() {
        int[] tiles = {120, 144, 168, 200, 220, 240};
        String[] labels = {"TINY_MAP", "SMALL_MAP", "MEDIUM_MAP", "LARGE_MAP", "HUGE_MAP", "GIGANTIC_MAP"};
        for (int i = 0; i < tiles.length; i++) {
            Set<String> l = LobbySettings.builder().mapSize(tiles[i]).build().labels();
            assertTrue(l.contains(labels[i]), tiles[i] + " -> " + l);
            for (int j = 0; j < labels.length; j++) {
                if (j != i) assertFalse(l.contains(labels[j]));
            }
        }
    }

    @Test
    void otherSizesTakeTheLargestLobbySizeNotWiderThanThem() {
        assertEquals(MapSize.TINY, MapSize.forTiles(60));
        assertEquals(MapSize.TINY, MapSize.forTiles(143));
        assertEquals(MapSize.SMALL, MapSize.forTiles(150));
        assertEquals(MapSize.LARGE, MapSize.forTiles(219));
        assertEquals(MapSize.GIGANTIC, MapSize.forTiles(480));
    }

    @Test
    void sizesParseFromTilesNamesAndLabels() {
        assertEquals(Optional.of(144), MapSize.parseTiles("144"));
        assertEquals(Optional.of(144), MapSize.parseTiles("small"));
        assertEquals(Optional.of(220), MapSize.parseTiles("HUGE_MAP"));
        assertEquals(Optional.of(200), MapSize.parseTiles("normal"));
        assertEquals(Optional.of(240), MapSize.parseTiles("giant"));
        assertEquals(Optional.empty(), MapSize.parseTiles("enormous"));
        assertEquals(Optional.empty(), MapSize.parseTiles("0"));
    }

    @Test
    void modeResourcesPlayersAndTeamsGiveTheirLabels() {
        LobbySettings lobby = LobbySettings.builder().players(5).teams(1, 2, 1, 0, 2).gameMode(GameMode.DEATH_MATCH)
                .resources(StartingResources.HIGH).define("CUSTOM").build();
        Set<String> l = lobby.labels();
        for (String want : new String[] {"DEATH_MATCH", "HIGH_RESOURCES", "5_PLAYER_GAME", "2_TEAM_GAME",
                "TEAM1_SIZE2", "TEAM2_SIZE2", "PLAYER1_TEAM1", "PLAYER2_TEAM2", "PLAYER3_TEAM1", "PLAYER4_TEAM0",
                "PLAYER5_TEAM2", "CUSTOM"}) {
            assertTrue(l.contains(want), want + " in " + l);
        }
        assertFalse(l.contains("REGICIDE"));
        assertFalse(l.contains("TEAM3_SIZE0"));
        assertFalse(l.contains("PLAYER6_TEAM0"));
    }

    @Test
    void noTeamsIsAZeroTeamGame() {
        Set<String> l = LobbySettings.defaults().labels();
        assertTrue(l.contains("0_TEAM_GAME"));
        assertTrue(l.contains("2_PLAYER_GAME"));
        assertTrue(l.contains("DEFAULT_RESOURCES"));
        assertTrue(l.contains("TINY_MAP"));
    }

    @Test
    void impossibleSettingsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> LobbySettings.builder().players(9).build());
        assertThrows(IllegalArgumentException.class, () -> LobbySettings.builder().mapSize(0).build());
    }
}
