package org.openaok.mapgen.stages.beach;

import static org.junit.jupiter.api.Assertions.*;

import java.util.BitSet;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MovementClass;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.Harness;

class BeachesStageTest {
    static final int GRASS = 0;
    static final int WATER = 1;
    static final int BEACH = 2;
    static final int SHALLOW = 4;
    static final int FOREST = 10;
    static final int DEEP_WATER = 22;
    static final int SNOW = 32;
    static final int ICE_BEACH = 37;

    private static Harness beaches(String script) {
        return Harness.run(script, GenerationRequest.builder().size(100).players(2).seed(1), Harness.upTo(AokStages.BEACHES));
    }

    @Test
    void everyLandTileTouchingWaterBecomesBeach() {
        Harness h = beaches("""
                <LAND_GENERATION>
                create_land { terrain_type WATER number_of_tiles 1 base_size 12 land_position 50 50 }
                create_land { terrain_type DEEP_WATER number_of_tiles 1 base_size 2 land_position 10 10 }
                create_land { terrain_type SHALLOW number_of_tiles 1 base_size 2 land_position 90 10 }
                """);
        assertEquals(27 * 27 - 25 * 25 + 7 * 7 - 5 * 5, h.count(BEACH), "the ring round the lake and round the deep pool");
        MapLevel l = h.level();
        for (int i = 0; i < l.tiles(); i++) {
            if (l.terrain(i) == BEACH) assertTrue(l.passable(i, MovementClass.LAND) && !l.passable(i, MovementClass.WATER));
        }
        assertEquals(GRASS, l.terrain(87, 10), "shallows are no water: no beach round them");
    }

    @Test
    void aForestsShoreBecomesBeachTooItsTreesFelledAndSnowGetsItsOwnBeach() {
        Harness h = beaches("""
                <LAND_GENERATION>
                base_terrain SNOW
                create_land { terrain_type WATER number_of_tiles 1 base_size 5 land_position 30 30 }
                create_land { terrain_type WATER number_of_tiles 1 base_size 1 land_position 70 70 }
                create_land { terrain_type FOREST number_of_tiles 1 base_size 5 land_position 70 70 }
                """);
        assertEquals(13 * 13 - 11 * 11, h.count(ICE_BEACH), "the ring round the lake in the snow");
        assertEquals(5 * 5 - 3 * 3, h.count(BEACH), "the ring round the pond in the forest, as the original engine rings a palm forest's pond");
        assertEquals(BEACH, h.level().terrain(68, 70));
        assertEquals(FOREST, h.level().terrain(67, 70), "the forest stands behind the beach");
        assertEquals(h.count(FOREST), h.state().trees().count(), "no tree stands on the beach");
    }

    @Test
    void passabilityLayersPerMovementClass() {
        Harness h = beaches("""
                <LAND_GENERATION>
                create_land { terrain_type SHALLOW number_of_tiles 1 base_size 2 land_position 50 50 }
                create_land { terrain_type WATER number_of_tiles 1 base_size 10 land_position 50 50 }
                """);
        Map<MovementClass, BitSet> layers = h.state().passability().layers(false);
        BitSet land = layers.get(MovementClass.LAND);
        BitSet water = layers.get(MovementClass.WATER);
        assertEquals(10000 - 21 * 21 + 25, land.cardinality(), "dry land and the shallows");
        assertEquals(21 * 21, water.cardinality(), "water and the shallows in it");
        assertTrue(land.get(50 * 100 + 50) && water.get(50 * 100 + 50), "shallows are both");
        assertNotSame(land, water);

        Harness dry = beaches("<LAND_GENERATION>\ncreate_player_lands { land_percent 10 }\n");
        Map<MovementClass, BitSet> same = dry.state().passability().layers(false);
        assertEquals(0, same.get(MovementClass.WATER).cardinality());
        List<Integer> regions = java.util.Arrays.stream(dry.state().passability().regions(MovementClass.LAND, false)).boxed().distinct().toList();
        assertEquals(List.of(0), regions, "one dry region");
    }
}
