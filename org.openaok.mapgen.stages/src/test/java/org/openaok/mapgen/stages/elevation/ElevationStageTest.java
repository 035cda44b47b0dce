package org.openaok.mapgen.stages.elevation;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.PlayerStart;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.Harness;
import org.openaok.rms.script.Section;

class ElevationStageTest {
    private static Harness hills(String script, int size, long seed) {
        return Harness.run(script, GenerationRequest.builder().size(size).players(2).seed(seed), Harness.upTo(AokStages.ELEVATION));
    }

    /** The eight-way distance from a tile to the nearest unraised one (the map's edge does not count). */
    private static int distance(MapLevel l, int x, int y) {
        for (int r = 0; ; r++) {
            boolean any = false;
            for (int dy = -r; dy <= r; dy++) {
                for (int dx = -r; dx <= r; dx++) {
                    if (Math.max(Math.abs(dx), Math.abs(dy)) != r) continue;
                    int nx = x + dx;
                    int ny = y + dy;
                    if (!l.inside(nx, ny)) continue;
                    any = true;
                    if (l.elevation(nx, ny) == 0) return r;
                }
            }
            if (!any) return Integer.MAX_VALUE;
        }
    }

    private static int raised(MapLevel l) {
        int n = 0;
        for (int i = 0; i < l.tiles(); i++) if (l.elevation(i) > 0) n++;
        return n;
    }

    @Test
    void aHillClimbsALevelATileAsHighAsItsLayersDrawsReachUpToTheMapsEdgeAndTakesExactlyItsTiles() {
        // One clump: each layer draws once among the tiles of the level below, and a draw on the
        // rim (next to lower ground) raises nothing, so a lone hill stands at the distance rule
        // up to the first layer whose draw missed, and over some seeds at its full height.
        boolean full = false;
        for (long seed = 1; seed <= 8; seed++) {
            Harness h = hills("""
                    <ELEVATION_GENERATION>
                    create_elevation 3 { number_of_tiles 600 }
                    """, 100, seed);
            MapLevel l = h.level();
            int top = 0;
            for (int i = 0; i < l.tiles(); i++) top = Math.max(top, l.elevation(i));
            assertTrue(top >= 1 && top <= 3, "highest level " + top);
            full |= top == 3;
            for (int y = 0; y < 100; y++) {
                for (int x = 0; x < 100; x++) {
                    assertEquals(Math.min(top, distance(l, x, y)), l.elevation(x, y), "seed " + seed + ", tile " + x + "," + y);
                }
            }
            assertEquals(600, raised(l));
            for (PlayerStart s : h.map().starts()) {
                for (int i = 0; i < l.tiles(); i++) {
                    int dx = l.x(i) - s.x();
                    int dy = l.y(i) - s.y();
                    if (dx * dx + dy * dy <= ElevationStage.FLAT_RADIUS * ElevationStage.FLAT_RADIUS) {
                        assertEquals(0, l.elevation(i), "ground within nine tiles of a start stays flat");
                    }
                }
            }
        }
        assertTrue(full, "no seed's hill reached its full height");
    }

    @Test
    void aLargeMassStandsAsAPlateauAtTheFullHeightAndASmallHillTheDrawsMissStaysLow() {
        // Twenty clumps of 300 tiles: the draws of each layer land in proportion to the ground, so
        // most of the ground 7 tiles or more inside a mass reaches the top, and nothing else does.
        for (long seed = 1; seed <= 4; seed++) {
            MapLevel l = hills("""
                    <ELEVATION_GENERATION>
                    create_elevation 7 { number_of_tiles 6000 number_of_clumps 20 }
                    """, 120, seed).level();
            int top = 0;
            int inner = 0;
            int lowInner = 0;
            boolean low = false;
            for (int y = 0; y < l.size(); y++) {
                for (int x = 0; x < l.size(); x++) {
                    int e = l.elevation(x, y);
                    int d = distance(l, x, y);
                    top = Math.max(top, e);
                    if (e == 7) assertTrue(d >= 7, "a tile at the top stands 7 in");
                    if (d >= 7) inner++;
                    if (d >= 7 && e < 7) lowInner++;
                    if (e > 0 && e < Math.min(7, d)) low = true;
                }
            }
            assertEquals(7, top, "seed " + seed);
            assertTrue(2 * lowInner < inner, lowInner + " of " + inner + " tiles 7 in stand below the top (seed " + seed + ")");
            assertTrue(low, "some hill the draws missed stands below the distance rule (seed " + seed + ")");
        }
    }

    @Test
    void manyHillsStandAtMixedHeightsNeverAStepOfTwoAndALoneOneKeepsItsOwn() {
        for (long seed = 1; seed <= 4; seed++) {
            Harness h = hills("""
                    <ELEVATION_GENERATION>
                    create_elevation 7 { number_of_tiles 3000 number_of_clumps 24 }
                    """, 120, seed);
            MapLevel l = h.level();
            int size = l.size();
            int max = 0;
            boolean below = false;
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int e = l.elevation(x, y);
                    max = Math.max(max, e);
                    assertTrue(e <= Math.min(7, distance(l, x, y)), "no tile stands above the distance rule");
                    if (e > 0 && e < Math.min(7, distance(l, x, y))) below = true;
                    if (x + 1 < size) assertTrue(Math.abs(e - l.elevation(x + 1, y)) <= 1, "a step of two at " + x + "," + y);
                    if (y + 1 < size) assertTrue(Math.abs(e - l.elevation(x, y + 1)) <= 1, "a step of two at " + x + "," + y);
                    if (x + 1 < size && y + 1 < size) assertTrue(Math.abs(e - l.elevation(x + 1, y + 1)) <= 1);
                }
            }
            assertEquals(3000, raised(l), "24 hills of 125 tiles, none on another");
            assertTrue(max <= 7);
            assertTrue(below, "some hill rises lower than the distance rule would let it (its own height is lower)");
        }
    }

    @Test
    void hillsLeanWest() {
        long sumX = 0;
        long n = 0;
        for (long seed = 1; seed <= 12; seed++) {
            MapLevel l = hills("""
                    <ELEVATION_GENERATION>
                    create_elevation 5 { number_of_tiles 5000 number_of_clumps 20 }
                    """, 120, seed).level();
            for (int i = 0; i < l.tiles(); i++) {
                if (l.elevation(i) > 0) {
                    sumX += l.x(i);
                    n++;
                }
            }
        }
        assertTrue(sumX / (double) n < 60 - 2, "the raised ground's mean x is " + sumX / (double) n + " on a map 120 wide");
    }

    @Test
    void spacingWidensEachLevelAndTheHigherHillStands() {
        Harness h = hills("""
                <ELEVATION_GENERATION>
                create_elevation 2 { number_of_tiles 2500 spacing 3 }
                create_elevation 6 { number_of_tiles 300 number_of_clumps 1 }
                """, 100, 8);
        MapLevel l = h.level();
        int max = 0;
        for (int i = 0; i < l.tiles(); i++) max = Math.max(max, l.elevation(i));
        assertTrue(max >= 2 && max <= 6, "highest level " + max);
        // with spacing 3 a tile next to unraised ground stands at 1, and 2 needs 4 tiles in
        for (int y = 0; y < 100; y++) {
            for (int x = 0; x < 100; x++) {
                int d = distance(l, x, y);
                if (d >= 1 && d <= 3) assertTrue(l.elevation(x, y) >= 1, "a raised tile stands at least at 1");
            }
        }
    }

    @Test
    void hillsStandOnlyOnTheirBaseTerrainAndScaleWithTheMap() {
        Harness h = hills("""
                <LAND_GENERATION>
                base_terrain WATER
                create_land { terrain_type GRASS land_percent 50 left_border 50 border_fuzziness 100 land_position 75 50 }
                <ELEVATION_GENERATION>
                create_elevation 4 { base_terrain GRASS number_of_tiles 100 set_scale_by_size number_of_clumps 2 }
                """, 200, 2);
        MapLevel l = h.level();
        for (int i = 0; i < l.tiles(); i++) if (l.elevation(i) > 0) assertEquals(0, l.terrain(i), "hills only on grass");
        assertEquals(400, raised(l), "100 tiles on a 100 x 100 map are 400 on a 200 x 200 one");
        assertEquals(2, HillSpec.of(h.state().script().commands(Section.ELEVATION_GENERATION).get(0), 200, d -> { }).hills());
    }

    @Test
    void groupsScaleTheHillsAgainst110By110AndWithSizeTooTheTotalStays() {
        String both = """
                <ELEVATION_GENERATION>
                create_elevation 7 { number_of_tiles 6000 number_of_clumps 20 set_scale_by_groups set_scale_by_size }
                create_elevation 7 { number_of_tiles 6000 number_of_clumps 20 set_scale_by_groups }
                """;
        Harness tiny = hills(both, 120, 1);
        var commands = tiny.state().script().commands(Section.ELEVATION_GENERATION);
        HillSpec tinyBoth = HillSpec.of(commands.get(0), 120, d -> { });
        HillSpec smallBoth = HillSpec.of(commands.get(0), 144, d -> { });
        HillSpec normalGroups = HillSpec.of(commands.get(1), 200, d -> { });
        assertEquals(23, tinyBoth.hills(), "20 x 120 x 120 / (110 x 110)");
        assertEquals(34, smallBoth.hills());
        assertEquals(6000, tinyBoth.tiles(), "with set_scale_by_size the written total stays");
        assertEquals(6000, smallBoth.tiles());
        assertEquals(66, normalGroups.hills());
        assertEquals(300, normalGroups.budget(), "with set_scale_by_groups alone each hill keeps 6000 / 20 tiles");
        assertEquals(19800, normalGroups.tiles());
    }
}
