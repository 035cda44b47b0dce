package org.openaok.mapgen.stages.elevation;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.PlayerStart;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.Harness;

class ElevationStageTest {
    private static Harness hills(String script, int size, long seed) {
        return Harness.run(script, GenerationRequest.builder().size(size).players(2).seed(seed), Harness.upTo(AokStages.ELEVATION));
    }

    /** The eight-way distance from each tile to the nearest unraised one (off the map counts as unraised). */
    private static int distance(MapLevel l, int x, int y) {
        for (int r = 0; ; r++) {
            for (int dy = -r; dy <= r; dy++) {
                for (int dx = -r; dx <= r; dx++) {
                    if (Math.max(Math.abs(dx), Math.abs(dy)) != r) continue;
                    int nx = x + dx;
                    int ny = y + dy;
                    if (!l.inside(nx, ny) || l.elevation(nx, ny) == 0) return r;
                }
            }
        }
    }

    @Test
    void aHillClimbsALevelATileToItsHeightAndTakesExactlyItsTiles() {
        Harness h = hills("""
                <ELEVATION_GENERATION>
                create_elevation 3 { number_of_tiles 600 }
                """, 100, 4);
        MapLevel l = h.level();
        int raised = 0;
        for (int y = 0; y < 100; y++) {
            for (int x = 0; x < 100; x++) {
                int e = l.elevation(x, y);
                if (e > 0) raised++;
                assertEquals(Math.min(3, distance(l, x, y)), e, "tile " + x + "," + y);
            }
        }
        assertEquals(600, raised);
        for (PlayerStart s : h.map().starts()) {
            for (int i = 0; i < l.tiles(); i++) {
                int dx = l.x(i) - s.x();
                int dy = l.y(i) - s.y();
                if (dx * dx + dy * dy <= 100) assertEquals(0, l.elevation(i), "ground within ten tiles of a start stays flat");
            }
        }
    }

    @Test
    void spacingWidensEachLevelAndTheHigherHillStands() {
        Harness h = hills("""
                <ELEVATION_GENERATION>
                create_elevation 2 { number_of_tiles 2500 spacing 3 }
                create_elevation 6 { number_of_tiles 300 }
                """, 100, 8);
        MapLevel l = h.level();
        int max = 0;
        for (int i = 0; i < l.tiles(); i++) max = Math.max(max, l.elevation(i));
        assertTrue(max > 2 && max <= 6, "highest level " + max);
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
        int raised = 0;
        for (int i = 0; i < l.tiles(); i++) {
            if (l.elevation(i) > 0) {
                raised++;
                assertEquals(0, l.terrain(i), "hills only on grass");
            }
        }
        assertEquals(400, raised, "100 tiles on a 100 x 100 map are 400 on a 200 x 200 one");
        assertEquals(2, HillSpec.of(h.state().script().commands(org.openaok.rms.script.Section.ELEVATION_GENERATION).get(0), 200, d -> { }).clumps());
    }
}
