package org.openaok.mapgen.stages.connect;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.MovementClass;
import org.openaok.api.map.PlayerStart;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.Harness;

class ConnectionsStageTest {
    static final int GRASS = 0;
    static final int WATER = 1;
    static final int SHALLOW = 4;
    static final int FOREST = 10;
    static final int DESERT = 14;
    static final int ROAD = 24;

    private static Harness connect(String script, int players, List<Integer> teams) {
        return Harness.run(script, GenerationRequest.builder().size(100).players(players).teams(teams).seed(4),
                Harness.upTo(AokStages.CONNECTIONS));
    }

    private static final String PLAYERS_AT_THE_SIDES = """
            create_land { terrain_type GRASS number_of_tiles 1 base_size 0 land_position 20 %d assign_to_player 1 }
            create_land { terrain_type GRASS number_of_tiles 1 base_size 0 land_position 80 %d assign_to_player 2 }
            """;

    @Test
    void thePathGoesRoundALake() {
        Harness h = connect("""
                <LAND_GENERATION>
                create_land { terrain_type WATER number_of_tiles 1 base_size 12 land_position 50 50 }
                """ + PLAYERS_AT_THE_SIDES.formatted(50, 50) + """
                <CONNECTION_GENERATION>
                create_connect_all_players_land {
                  replace_terrain GRASS ROAD
                  replace_terrain WATER SHALLOW
                  terrain_cost WATER 10
                  terrain_size GRASS 0 0
                  terrain_size WATER 0 0
                }
                """, 2, List.of());
        assertEquals(625, h.count(WATER), "the lake is untouched");
        assertEquals(0, h.count(SHALLOW));
        // from x 20 to x 80 takes 60 steps at the least, and 60 steps round the lake suffice
        assertEquals(61, h.count(ROAD));
        MapLevel l = h.level();
        assertEquals(ROAD, l.terrain(20, 50));
        assertEquals(ROAD, l.terrain(80, 50));
        boolean north = false;
        boolean south = false;
        for (int i = 0; i < l.tiles(); i++) {
            if (l.terrain(i) != ROAD || l.x(i) < 38 || l.x(i) > 62) continue;
            north |= l.y(i) < 38;
            south |= l.y(i) > 62;
        }
        assertTrue(north ^ south, "one way round");
    }

    @Test
    void thePathFordsARiverAtItsNarrowest() {
        StringBuilder river = new StringBuilder("<LAND_GENERATION>\n");
        for (int y : new int[] {5, 15, 25, 35, 64, 74, 84, 94}) {
            river.append("create_land { terrain_type WATER number_of_tiles 1 base_size 5 land_position 50 ").append(y).append(" }\n");
        }
        for (int y : new int[] {42, 45, 48, 51, 54, 57}) {
            river.append("create_land { terrain_type WATER number_of_tiles 1 base_size 1 land_position 50 ").append(y).append(" }\n");
        }
        Harness h = connect(river + PLAYERS_AT_THE_SIDES.formatted(20, 20) + """
                <CONNECTION_GENERATION>
                create_connect_all_players_land {
                  replace_terrain WATER SHALLOW
                  terrain_cost WATER 10
                  terrain_cost GRASS 1
                  terrain_size WATER 0 0
                  terrain_size GRASS 0 0
                }
                """, 2, List.of());
        MapLevel l = h.level();
        assertEquals(3, h.count(SHALLOW), "three tiles of water crossed, where the river is three wide");
        for (int i = 0; i < l.tiles(); i++) {
            // the narrows (rows 41-58), or the corner where they meet the wide river, never the straight way at row 20
            if (l.terrain(i) == SHALLOW) assertTrue(l.y(i) >= 39 && l.y(i) <= 60, "ford at " + l.x(i) + "," + l.y(i));
        }
        int[] regions = h.state().passability().regions(MovementClass.LAND, true);
        List<PlayerStart> s = h.map().starts();
        assertEquals(regions[l.indexOf(s.get(0).x(), s.get(0).y())], regions[l.indexOf(s.get(1).x(), s.get(1).y())]);
    }

    @Test
    void aPathThroughForestCutsAWideCorridorAndFellsItsTrees() {
        Harness h = connect("""
                <LAND_GENERATION>
                base_terrain FOREST
                create_land { terrain_type GRASS number_of_tiles 1 base_size 3 land_position 20 50 assign_to_player 1 }
                create_land { terrain_type GRASS number_of_tiles 1 base_size 3 land_position 80 50 assign_to_player 2 }
                <CONNECTION_GENERATION>
                create_connect_all_players_land {
                  replace_terrain FOREST GRASS
                  terrain_cost FOREST 5
                  terrain_size FOREST 2 0
                }
                """, 2, List.of());
        MapLevel l = h.level();
        int cleared = h.count(GRASS) - 2 * 49;
        assertTrue(cleared >= 53 * 5, "a corridor five wide through 53 columns of forest: " + cleared);
        assertEquals(h.count(FOREST), h.state().trees().count());
        assertEquals(h.count(FOREST), h.map().objects().size());
        for (MapObject o : h.map().objects().list()) assertEquals(FOREST, l.terrain(o.tileX(), o.tileY()));
        int[] regions = h.state().passability().regions(MovementClass.LAND, true);
        assertEquals(regions[l.indexOf(20, 50)], regions[l.indexOf(80, 50)], "the trees no longer block the way");
    }

    @Test
    void teamsAreJoinedOnlyToTeamMatesAndUnreachableLandsAreReported() {
        String script = """
                <LAND_GENERATION>
                base_terrain WATER
                create_player_lands { terrain_type GRASS land_percent 30 other_zone_avoidance_distance 6 }
                <CONNECTION_GENERATION>
                create_connect_teams_lands {
                  replace_terrain WATER SHALLOW
                  terrain_cost WATER 0
                }
                """;
        Harness h = connect(script, 4, List.of(1, 2, 1, 2));
        List<int[]> pairs = ConnectionsStage.pairs(ConnectionSpec.Kind.TEAMS, h.state());
        assertEquals(2, pairs.size());
        List<PlayerStart> s = h.map().starts();
        assertArrayEquals(new int[] {s.get(0).y() * 100 + s.get(0).x(), s.get(2).y() * 100 + s.get(2).x()}, pairs.get(0));
        assertArrayEquals(new int[] {s.get(1).y() * 100 + s.get(1).x(), s.get(3).y() * 100 + s.get(3).x()}, pairs.get(1));
        assertEquals(0, h.count(SHALLOW), "water may not be crossed at all");
        assertEquals(2, h.diagnostics.stream().filter(d -> d.code().equals("AOK040")).count());
        assertEquals(6, ConnectionsStage.pairs(ConnectionSpec.Kind.ALL_PLAYERS, h.state()).size());
        assertEquals(0, ConnectionsStage.pairs(ConnectionSpec.Kind.SAME_ZONES, h.state()).size(), "four lands, four zones");
        assertEquals(6, ConnectionsStage.pairs(ConnectionSpec.Kind.ALL_LANDS, h.state()).size());
    }

    @Test
    void theDefaultReplacementTakesWhatNoRuleNames() {
        Harness h = connect("""
                <LAND_GENERATION>
                """ + PLAYERS_AT_THE_SIDES.formatted(50, 50) + """
                create_land { terrain_type DESERT land_percent 100 left_border 48 right_border 48 border_fuzziness 100 land_position 50 50 }
                <CONNECTION_GENERATION>
                create_connect_all_players_land {
                  replace_terrain DESERT ROAD
                  default_terrain_replacement SHALLOW
                  terrain_size GRASS 0 0
                  terrain_size DESERT 0 0
                }
                """, 2, List.of());
        // every cheapest way takes 60 steps, one a column: 61 tiles, 4 of them in the desert strip
        assertEquals(4, h.count(ROAD));
        assertEquals(57, h.count(SHALLOW));
    }

    /**
     * A connection that crosses water it names no replacement for (Yucatan's, which only cuts the
     * jungle) would leave the players it joins apart: the water on its path becomes shallows,
     * three tiles wide, and that is reported. Where the script's own replacement already joins
     * them, nothing more is laid.
     */
    @Test
    void waterThePathLeftBetweenThePlayersItJoinsIsForded() {
        String islands = """
                <LAND_GENERATION>
                base_terrain WATER
                create_land { terrain_type GRASS number_of_tiles 1 base_size 3 land_position 20 50 assign_to_player 1 }
                create_land { terrain_type GRASS number_of_tiles 1 base_size 3 land_position 80 50 assign_to_player 2 }
                <CONNECTION_GENERATION>
                """;
        Harness h = connect(islands + "create_connect_all_players_land { replace_terrain GRASS DESERT terrain_size GRASS 0 0 }\n", 2, List.of());
        assertTrue(h.has("AOK041"), h.diagnostics.toString());
        int[] regions = h.state().passability().regions(MovementClass.LAND, false);
        assertEquals(regions[h.level().indexOf(20, 50)], regions[h.level().indexOf(80, 50)], "the players walk to each other");
        assertTrue(regions[h.level().indexOf(20, 50)] >= 0);
        // the ford: a path of one tile a column over the 53 columns of water between the islands, three wide
        for (int x = 24; x <= 76; x++) {
            int n = 0;
            for (int y = 0; y < 100; y++) if (h.level().terrain(x, y) == SHALLOW) n++;
            assertTrue(n >= 3 && n <= 5, n + " shallows in column " + x);
        }
        assertEquals(100 * 100 - 2 * 49 - h.count(SHALLOW), h.count(WATER), "nothing else changed");

        Harness own = connect(islands + "create_connect_all_players_land { replace_terrain WATER SHALLOW terrain_size WATER 0 0 }\n",
                2, List.of());
        assertFalse(own.has("AOK041"));
        assertTrue(own.count(SHALLOW) >= 53 && own.count(SHALLOW) < h.count(SHALLOW), "the script's own ford, one tile wide: "
                + own.count(SHALLOW));
    }
}
