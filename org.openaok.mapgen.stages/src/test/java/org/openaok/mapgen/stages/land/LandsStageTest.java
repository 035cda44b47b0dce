package org.openaok.mapgen.stages.land;

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
import org.openaok.mapgen.stages.state.Land;

class LandsStageTest {
    static final int GRASS = 0;
    static final int WATER = 1;
    static final int DIRT = 6;
    static final int FOREST = 10;
    static final int DESERT = 14;

    private static Harness lands(String script, int size, int players, long seed) {
        return Harness.run(script, GenerationRequest.builder().size(size).players(players).seed(seed), Harness.upTo(AokStages.LANDS));
    }

    @Test
    void aLandTakesItsBaseSquareThenGrowsToExactlyItsTiles() {
        Harness h = lands("""
                <LAND_GENERATION>
                base_terrain WATER
                create_land { terrain_type GRASS number_of_tiles 400 land_position 50 50 base_size 3 }
                """, 100, 2, 1);
        assertEquals(400, h.count(GRASS));
        assertEquals(400, h.state().lands().get(0).tiles());
        for (int y = 47; y <= 53; y++) for (int x = 47; x <= 53; x++) assertEquals(GRASS, h.level().terrain(x, y));
        // one piece, four ways
        int[] regions = h.state().passability().regions(MovementClass.LAND, false);
        int region = regions[h.level().indexOf(50, 50)];
        for (int i = 0; i < h.level().tiles(); i++) if (h.level().terrain(i) == GRASS) assertEquals(region, regions[i]);
    }

    @Test
    void theBaseSquareIsTakenWhateverTheBudgetAndDefaultsToThree() {
        Harness h = lands("""
                <LAND_GENERATION>
                base_terrain WATER
                create_land { terrain_type GRASS number_of_tiles 1 land_position 20 20 }
                create_land { terrain_type DIRT number_of_tiles 25 land_position 70 70 base_size 2 }
                """, 100, 2, 1);
        assertEquals(49, h.count(GRASS));
        assertEquals(25, h.count(DIRT));
    }

    @Test
    void playerLandsShareTheirLandPercent() {
        Harness h = lands("""
                <LAND_GENERATION>
                base_terrain WATER
                create_player_lands { terrain_type GRASS land_percent 40 base_size 4 }
                """, 100, 4, 7);
        assertEquals(4, h.state().lands().count());
        for (Land l : h.state().lands().all()) assertEquals(1000, l.tiles(), l.toString());
        assertEquals(4000, h.count(GRASS));
        for (PlayerStart s : h.map().starts()) {
            Land own = h.state().lands().get(s.zone());
            assertEquals(s.player(), own.player());
            assertEquals(s.player(), own.id(), "a player land's id is its player");
            assertEquals(own.index(), h.level().zone(s.x(), s.y()));
        }
    }

    @Test
    void aFigureOutOfRangeIsReportedAndTheNearestUsableOneTaken() {
        Harness h = Harness.run("""
                <LAND_GENERATION>
                base_terrain WATER
                create_land { terrain_type GRASS land_percent 150 border_fuzziness -5 land_position 50 50 }
                <TERRAIN_GENERATION>
                create_terrain DESERT { base_terrain GRASS number_of_tiles 10 number_of_clumps -2 }
                create_terrain DIRT { base_terrain GRASS number_of_tiles 10 number_of_clumps 0 }
                """, GenerationRequest.builder().size(100).players(2).seed(1), Harness.upTo(AokStages.TERRAINS));
        assertEquals(10000, h.count(GRASS), "150% reads as all of the map; no clumps lay nothing");
        List<String> bad = h.diagnostics.stream().filter(d -> d.code().equals("AOK011")).map(d -> d.line() + ": " + d.message()).toList();
        assertEquals(List.of("3: land_percent 150 is outside 0..100; 100 is used", "3: border_fuzziness -5 is outside 0..100; 0 is used",
                "5: number_of_clumps -2 is outside 0..2147483647; 0 is used"), bad);
    }

    @Test
    void aStrictBorderIsAStraightEdge() {
        Harness h = lands("""
                <LAND_GENERATION>
                base_terrain WATER
                create_land { terrain_type GRASS land_percent 100 left_border 30 border_fuzziness 100 land_position 60 50 }
                """, 100, 2, 1);
        for (int y = 0; y < 100; y++) {
            for (int x = 0; x < 100; x++) assertEquals(x >= 30 ? GRASS : WATER, h.level().terrain(x, y), x + "," + y);
        }
    }

    @Test
    void aFuzzyBorderLetsTheLandReachPastItThinningOut() {
        // border_fuzziness 20: a tile d beyond the border is refused with a chance of 20 x d per cent,
        // so the land reaches up to 4 tiles past it, less of each column the further out
        Harness h = lands("""
                <LAND_GENERATION>
                base_terrain WATER
                create_land { terrain_type GRASS land_percent 100 left_border 30 border_fuzziness 20 land_position 60 50 }
                """, 100, 2, 1);
        int[] column = new int[100];
        for (int y = 0; y < 100; y++) for (int x = 0; x < 100; x++) if (h.level().terrain(x, y) == GRASS) column[x]++;
        for (int x = 0; x <= 25; x++) assertEquals(0, column[x], "column " + x + " lies 5 or more tiles beyond the border");
        for (int x = 30; x < 100; x++) assertEquals(100, column[x], "column " + x + " lies inside the border");
        assertTrue(column[26] > 0 && column[26] < column[27] && column[27] < column[28] && column[28] < column[29] && column[29] < 100,
                "past the border the land thins out: " + column[26] + " " + column[27] + " " + column[28] + " " + column[29]);
    }

    @Test
    void noFuzzinessIgnoresTheBorders() {
        Harness h = lands("""
                <LAND_GENERATION>
                base_terrain WATER
                create_land { terrain_type GRASS land_percent 100 left_border 30 border_fuzziness 0 land_position 60 50 }
                """, 100, 2, 1);
        for (int i = 0; i < 100 * 100; i++) assertEquals(GRASS, h.level().terrain(i), "tile " + i);
    }

    @Test
    void landsOfDifferentZonesKeepTheirDistanceAndIslandsStayApart() {
        for (long seed = 5; seed < 9; seed++) {
            Harness h = lands("""
                    <LAND_GENERATION>
                    base_terrain WATER
                    create_player_lands { terrain_type GRASS land_percent 100 other_zone_avoidance_distance 5 }
                    create_land { terrain_type DIRT land_percent 2 other_zone_avoidance_distance 3 }
                    create_land { terrain_type DIRT land_percent 2 other_zone_avoidance_distance 3 }
                    create_land { terrain_type DIRT land_percent 2 other_zone_avoidance_distance 3 }
                    """, 100, 3, seed);
            List<Land> ls = h.state().lands().all();
            assertEquals(4, ls.stream().map(Land::zone).distinct().count(), "each player land a zone, the other lands one");
            MapLevel level = h.level();
            int minD2 = Integer.MAX_VALUE;
            for (int i = 0; i < level.tiles(); i++) {
                if (level.zone(i) < 0) continue;
                int zi = ls.get(level.zone(i)).zone();
                for (int dy = -6; dy <= 6; dy++) {
                    for (int dx = -6; dx <= 6; dx++) {
                        int x = level.x(i) + dx;
                        int y = level.y(i) + dy;
                        if (!level.inside(x, y) || level.zone(x, y) < 0) continue;
                        if (ls.get(level.zone(x, y)).zone() != zi) minD2 = Math.min(minD2, dx * dx + dy * dy);
                    }
                }
            }
            // each land keeps its own distance: the islands 3 from the players' lands, those 5 from the islands
            assertTrue(minD2 > 9, "seed " + seed + ": lands of two zones " + Math.sqrt(minD2) + " tiles apart");
            int[] regions = h.state().passability().regions(MovementClass.LAND, false);
            List<PlayerStart> s = h.map().starts();
            assertNotEquals(regions[level.indexOf(s.get(0).x(), s.get(0).y())], regions[level.indexOf(s.get(1).x(), s.get(1).y())]);
            assertFalse(h.has("AOK021"), h.diagnostics.toString());
        }
    }

    @Test
    void aLandThatAsksForNoDistanceGrowsUpToOneThatDoesAsArenasCentreDoes() {
        Harness h = lands("""
                <LAND_GENERATION>
                base_terrain WATER
                create_land { terrain_type GRASS land_percent 100 land_position 20 50 zone 1 }
                create_land { terrain_type DIRT number_of_tiles 49 land_position 80 50 zone 2 other_zone_avoidance_distance 8 }
                """, 100, 2, 1);
        MapLevel l = h.level();
        assertEquals(49, h.count(DIRT));
        int grass = 0;
        int nearest = Integer.MAX_VALUE;
        for (int i = 0; i < l.tiles(); i++) {
            if (l.terrain(i) != GRASS) continue;
            grass++;
            int dx = Math.max(0, Math.abs(l.x(i) - 80) - 3);
            int dy = Math.max(0, Math.abs(l.y(i) - 50) - 3);
            nearest = Math.min(nearest, dx * dx + dy * dy);
        }
        assertTrue(nearest <= 1, "the grass land comes right up to the dirt one, whose distance is its own: " + Math.sqrt(nearest));
        assertTrue(grass > 9000, "the grass land fills the rest: " + grass);
    }

    @Test
    void numberedZonesJoinLandsAndTeamsShareZones() {
        Harness one = lands("""
                <LAND_GENERATION>
                base_terrain WATER
                create_player_lands { terrain_type GRASS land_percent 100 other_zone_avoidance_distance 5 zone 1 }
                """, 100, 3, 5);
        assertEquals(1, one.state().lands().all().stream().map(Land::zone).distinct().count());
        int[] regions = one.state().passability().regions(MovementClass.LAND, false);
        for (PlayerStart s : one.map().starts()) {
            assertEquals(regions[one.level().indexOf(50, 50)], regions[one.level().indexOf(s.x(), s.y())],
                    "one zone: the lands grow into one another");
        }

        Harness teams = Harness.run("""
                <LAND_GENERATION>
                create_player_lands { land_percent 60 set_zone_by_team }
                create_land { land_percent 5 }
                create_land { land_percent 5 }
                """, GenerationRequest.builder().size(120).players(4).teams(List.of(1, 2, 1, 0)).seed(2), Harness.upTo(AokStages.LANDS));
        List<Land> ls = teams.state().lands().all();
        assertEquals(ls.get(0).zone(), ls.get(2).zone(), "players 1 and 3 are team-mates");
        assertNotEquals(ls.get(0).zone(), ls.get(1).zone());
        assertNotEquals(ls.get(3).zone(), ls.get(0).zone(), "a player without a team is alone");
        assertNotEquals(ls.get(3).zone(), ls.get(1).zone());
        assertEquals(ls.get(4).zone(), ls.get(5).zone(), "every create_land shares one zone");
        assertNotEquals(ls.get(4).zone(), ls.get(3).zone());

        Harness random = lands("""
                <LAND_GENERATION>
                create_player_lands { land_percent 60 set_zone_randomly }
                """, 120, 8, 3);
        for (Land l : random.state().lands().all()) assertTrue(l.zone() >= 0 && l.zone() < 8);
    }

    @Test
    void landPositionAssignToPlayerAndLandId() {
        Harness h = lands("""
                <LAND_GENERATION>
                base_terrain WATER
                create_land { terrain_type DESERT number_of_tiles 200 land_position 33 67 assign_to_player 2 land_id 7 }
                create_land { terrain_type DIRT number_of_tiles 200 land_position 80 20 land_id 7 }
                """, 144, 2, 1);
        Land first = h.state().lands().get(0);
        assertEquals(48, first.x(), "round(33 / 100 x 144) = round(47.52)");
        assertEquals(96, first.y(), "round(67 / 100 x 144) = round(96.48)");
        assertEquals(2, first.player());
        PlayerStart p2 = h.map().starts().get(1);
        assertEquals(List.of(48, 96, 0), List.of(p2.x(), p2.y(), p2.zone()), "player 2 starts on its land");
        assertEquals(2, h.state().lands().withId(7).size());
        assertEquals(MapLevel.NO_ZONE, h.map().starts().get(0).zone(), "player 1 has no land: its start is on the water");
    }

    @Test
    void minPlacementDistanceKeepsOriginsApart() {
        for (long seed = 1; seed <= 5; seed++) {
            Harness h = lands("""
                    <LAND_GENERATION>
                    create_land { number_of_tiles 30 min_placement_distance 45 }
                    create_land { number_of_tiles 30 min_placement_distance 45 }
                    create_land { number_of_tiles 30 min_placement_distance 45 }
                    """, 100, 2, seed);
            List<Land> ls = h.state().lands().all();
            for (int a = 0; a < 3; a++) {
                for (int b = 0; b < a; b++) {
                    double d = Math.hypot(ls.get(a).x() - ls.get(b).x(), ls.get(a).y() - ls.get(b).y());
                    assertTrue(d >= 45, "seed " + seed + ": lands " + a + " and " + b + " " + d + " apart");
                }
            }
        }
    }

    @Test
    void aHighClumpingFactorGivesACompacterLand() {
        int low = 0;
        int high = 0;
        for (long seed = 1; seed <= 4; seed++) {
            low += perimeter(lands("<LAND_GENERATION>\nbase_terrain WATER\ncreate_land { number_of_tiles 1500 land_position 50 50 clumping_factor 0 base_size 0 }\n", 100, 2, seed));
            high += perimeter(lands("<LAND_GENERATION>\nbase_terrain WATER\ncreate_land { number_of_tiles 1500 land_position 50 50 clumping_factor 40 base_size 0 }\n", 100, 2, seed));
        }
        assertTrue(high * 5 < low * 4, "perimeters: clumping 40 " + high + ", clumping 0 " + low);
    }

    private static int perimeter(Harness h) {
        MapLevel l = h.level();
        int edges = 0;
        for (int y = 0; y < 100; y++) {
            for (int x = 0; x < 99; x++) if ((l.terrain(x, y) == GRASS) != (l.terrain(x + 1, y) == GRASS)) edges++;
        }
        for (int y = 0; y < 99; y++) {
            for (int x = 0; x < 100; x++) if ((l.terrain(x, y) == GRASS) != (l.terrain(x, y + 1) == GRASS)) edges++;
        }
        return edges;
    }

    @Test
    void aForestBaseTerrainGetsATreeOnEveryTileLeftBetweenTheLands() {
        Harness h = lands("""
                <LAND_GENERATION>
                base_terrain FOREST
                create_player_lands { terrain_type GRASS land_percent 30 other_zone_avoidance_distance 4 }
                """, 100, 2, 3);
        int forest = h.count(FOREST);
        assertEquals(10000 - 3000, forest);
        assertEquals(forest, h.state().trees().count());
        List<MapObject> trees = h.map().objects().list();
        assertEquals(forest, trees.size());
        for (MapObject t : trees) {
            int i = h.level().indexOf(t.tileX(), t.tileY());
            assertEquals(FOREST, h.level().terrain(i));
            assertEquals(411, t.type(), "FOREST's tree");
            assertTrue(h.level().has(i, MapLevel.BLOCKED | MapLevel.OCCUPIED));
            assertEquals(0, h.level().passable(i));
        }
        for (int i = 0; i < h.level().tiles(); i++) {
            if (h.level().terrain(i) == GRASS) {
                assertTrue(h.level().passable(i, MovementClass.LAND));
                assertEquals(h.state().lands().landAt(i), h.level().zone(i));
            } else {
                assertEquals(MapLevel.NO_ZONE, h.level().zone(i));
            }
        }
    }

    /**
     * Continental's centre comes before the player lands in the script; placed at random, it
     * keeps its distance from the players' lands all the same (it used to start against one).
     */
    @Test
    void aLandPlacedAtRandomKeepsClearOfPlayerLandsListedAfterIt() {
        for (long seed = 1; seed <= 10; seed++) {
            Harness h = lands("""
                    <LAND_GENERATION>
                    base_terrain WATER
                    create_land { terrain_type DESERT land_percent 8 base_size 7 left_border 25 right_border 25 top_border 25 bottom_border 25 }
                    create_player_lands { terrain_type GRASS land_percent 50 base_size 9 other_zone_avoidance_distance 5 }
                    """, 120, 8, seed);
            Land centre = h.state().lands().get(0);
            assertFalse(h.has("AOK021"), h.diagnostics.toString());
            for (PlayerStart s : h.map().starts()) {
                int d = Math.max(Math.abs(s.x() - centre.x()), Math.abs(s.y() - centre.y()));
                assertTrue(d >= 7 + 9 + 1 + 5, "seed " + seed + ": the centre starts " + d + " from player " + s.player());
            }
        }
    }
}
