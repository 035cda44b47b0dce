package org.openaok.mapgen.stages.terrain;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.Harness;
import org.openaok.mapgen.stages.grow.MapScale;

class TerrainsStageTest {
    static final int GRASS = 0;
    static final int WATER = 1;
    static final int FOREST = 10;
    static final int DESERT = 14;
    static final int PINE_FOREST = 19;

    private static Harness terrains(String script, int size, long seed) {
        return Harness.run(script, GenerationRequest.builder().size(size).players(2).seed(seed), Harness.upTo(AokStages.TERRAINS));
    }

    @Test
    void aTerrainTakesExactlyItsTilesInClumpsOfEqualBudget() {
        Harness h = terrains("""
                <TERRAIN_GENERATION>
                create_terrain DESERT { base_terrain GRASS number_of_tiles 300 number_of_clumps 3 }
                create_terrain WATER { land_percent 5 }
                """, 100, 1);
        assertEquals(300, h.count(DESERT));
        assertEquals(500, h.count(WATER), "5% of a 100 x 100 map, over the map's base terrain");
    }

    @Test
    void scalingAgainstAHundredByHundredMapTruncates() {
        assertEquals(400, MapScale.bySize(100, 200));
        assertEquals(14, MapScale.bySize(7, 144), "7 x 144 x 144 / 10000 = 14.5152, truncated");
        assertEquals(57, MapScale.bySize(10, 240), "Arabia's ten forests on a Giant map");
        Harness h = terrains("""
                <TERRAIN_GENERATION>
                create_terrain DESERT { number_of_tiles 100 set_scale_by_size }
                """, 200, 1);
        assertEquals(400, h.count(DESERT));
    }

    @Test
    void spacingKeepsTheTerrainOffOtherGround() {
        Harness h = terrains("""
                <LAND_GENERATION>
                create_land { terrain_type WATER number_of_tiles 121 base_size 5 land_position 50 50 }
                <TERRAIN_GENERATION>
                create_terrain FOREST { base_terrain GRASS land_percent 60 spacing_to_other_terrain_types 3 number_of_clumps 10 }
                """, 100, 2);
        MapLevel l = h.level();
        assertTrue(h.count(FOREST) > 1000);
        for (int i = 0; i < l.tiles(); i++) {
            if (l.terrain(i) != FOREST) continue;
            int dx = Math.max(0, Math.abs(l.x(i) - 50) - 5);
            int dy = Math.max(0, Math.abs(l.y(i) - 50) - 5);
            assertTrue(Math.max(dx, dy) > 3, "forest at " + l.x(i) + "," + l.y(i) + " within 3 of the lake");
        }
    }

    @Test
    void startAreasHeightLimitsAndFlatGroundAreKept() {
        Harness h = terrains("""
                <LAND_GENERATION>
                create_player_lands { land_percent 20 base_size 6 }
                <ELEVATION_GENERATION>
                create_elevation 3 { number_of_tiles 3000 number_of_clumps 6 }
                <TERRAIN_GENERATION>
                create_terrain FOREST { base_terrain GRASS land_percent 40 number_of_clumps 30 set_avoid_player_start_areas }
                create_terrain DESERT { base_terrain GRASS land_percent 10 number_of_clumps 10 height_limits 1 2 }
                create_terrain WATER { base_terrain GRASS land_percent 10 number_of_clumps 10 set_flat_terrain_only }
                """, 100, 3);
        MapLevel l = h.level();
        List<PlayerStart> starts = h.map().starts();
        assertTrue(h.count(FOREST) > 500 && h.count(DESERT) > 100 && h.count(WATER) > 100);
        for (int i = 0; i < l.tiles(); i++) {
            int t = l.terrain(i);
            if (t == FOREST) {
                for (PlayerStart s : starts) {
                    int dx = l.x(i) - s.x();
                    int dy = l.y(i) - s.y();
                    assertTrue(dx * dx + dy * dy > 10 * 10, "forest within base_size + 4 of a start");
                }
            } else if (t == DESERT) {
                assertTrue(l.elevation(i) >= 1 && l.elevation(i) <= 2, "desert at elevation " + l.elevation(i));
            }
        }
        boolean[] flat = TerrainsStage.flatTiles(l);
        // water was laid on flat ground; laying it changes no elevation, so its tiles are still flat
        for (int i = 0; i < l.tiles(); i++) if (l.terrain(i) == WATER) assertTrue(flat[i], "water on a slope at " + i);
    }

    /** Flat ground by rows against each tile's eight neighbours looked at one by one, on maps of few heights. */
    @Test
    void flatTilesAreThoseWhoseNeighboursAllStandAtTheirHeight() {
        java.util.Random r = new java.util.Random(11);
        for (int size : new int[] {1, 2, 3, 5, 17, 40}) {
            for (int heights : new int[] {1, 2, 3}) {
                MapLevel l = new MapLevel(0, size);
                for (int i = 0; i < l.tiles(); i++) l.setElevation(i, r.nextInt(8) == 0 ? r.nextInt(heights) : 0);
                boolean[] flat = TerrainsStage.flatTiles(l);
                for (int y = 0; y < size; y++) {
                    for (int x = 0; x < size; x++) {
                        boolean f = true;
                        for (int dy = -1; dy <= 1; dy++) {
                            for (int dx = -1; dx <= 1; dx++) {
                                if (l.inside(x + dx, y + dy) && l.elevation(x + dx, y + dy) != l.elevation(x, y)) f = false;
                            }
                        }
                        assertEquals(f, flat[y * size + x], size + " tiles, " + heights + " heights, at " + x + "," + y);
                    }
                }
            }
        }
    }

    @Test
    void forestsPlantTreesAndATerrainLaidOverForestTakesThemAway() {
        Harness h = terrains("""
                <LAND_GENERATION>
                base_terrain FOREST
                create_player_lands { terrain_type GRASS land_percent 30 other_zone_avoidance_distance 4 }
                <TERRAIN_GENERATION>
                create_terrain PINE_FOREST { base_terrain GRASS number_of_tiles 500 }
                create_terrain GRASS { base_terrain FOREST number_of_tiles 400 number_of_clumps 4 }
                create_terrain DESERT { base_terrain PINE_FOREST number_of_tiles 100 }
                """, 100, 6);
        MapLevel l = h.level();
        assertEquals(400, h.count(PINE_FOREST));
        assertEquals(100, h.count(DESERT));
        assertEquals(7000 - 400, h.count(FOREST));
        assertEquals(h.count(FOREST) + h.count(PINE_FOREST), h.state().trees().count());
        List<MapObject> objects = h.map().objects().list();
        assertEquals(h.state().trees().count(), objects.size());
        for (MapObject o : objects) {
            int t = l.terrain(o.tileX(), o.tileY());
            assertEquals(t == FOREST ? 411 : 350, o.type(), "each forest's own tree");
            assertTrue(t == FOREST || t == PINE_FOREST);
        }
        for (int i = 0; i < l.tiles(); i++) {
            boolean forest = l.terrain(i) == FOREST || l.terrain(i) == PINE_FOREST;
            assertEquals(forest, h.state().trees().has(i));
            assertEquals(forest, l.has(i, MapLevel.BLOCKED));
        }
    }

    @Test
    void aHighClumpingFactorGivesCompacterClumps() {
        int loose = 0;
        int tight = 0;
        for (long seed = 1; seed <= 4; seed++) {
            loose += edges(terrains("<TERRAIN_GENERATION>\ncreate_terrain DESERT { number_of_tiles 1500 clumping_factor 0 }\n", 100, seed));
            tight += edges(terrains("<TERRAIN_GENERATION>\ncreate_terrain DESERT { number_of_tiles 1500 clumping_factor 60 }\n", 100, seed));
        }
        assertTrue(tight * 5 < loose * 4, "edges: clumping 60 " + tight + ", clumping 0 " + loose);
        assertEquals(3, TerrainSpec.picks(TerrainSpec.DEFAULT_CLUMPING));
    }

    private static int edges(Harness h) {
        MapLevel l = h.level();
        int n = 0;
        for (int y = 0; y < 100; y++) {
            for (int x = 0; x < 100; x++) {
                boolean d = l.terrain(x, y) == DESERT;
                if (x < 99 && d != (l.terrain(x + 1, y) == DESERT)) n++;
                if (y < 99 && d != (l.terrain(x, y + 1) == DESERT)) n++;
            }
        }
        return n;
    }

    @Test
    void anUnknownTerrainIsReportedAndSkipped() {
        Harness h = terrains("""
                <TERRAIN_GENERATION>
                create_terrain 99 { number_of_tiles 100 }
                create_terrain DESERT { number_of_tiles 100 }
                """, 100, 1);
        assertTrue(h.has("AOK010"));
        assertEquals(100, h.count(DESERT));
    }
}
