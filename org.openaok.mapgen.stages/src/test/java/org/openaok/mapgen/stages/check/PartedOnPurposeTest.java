package org.openaok.mapgen.stages.check;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.map.PlayerStart;
import org.openaok.mapgen.stages.FullChain;
import org.openaok.mapgen.stages.Harness;

/**
 * continents-are-one knows the script's intent: players a forest wall (Michi-like) or a river the
 * script laid keeps apart are parted on purpose, reported and passed; where the script's own
 * connection opens that ground and they still cannot meet, the check fails.
 */
class PartedOnPurposeTest {
    /** Michi-like: a map of forest, each player cleared a land of grass that does not touch the next. */
    static final String MICHI = """
            <PLAYER_SETUP>
            random_placement
            <LAND_GENERATION>
            base_terrain FOREST
            create_player_lands { terrain_type GRASS land_percent 30 base_size 12 other_zone_avoidance_distance 8 }
            <OBJECTS_GENERATION>
            #include_drs land_and_water_resources.inc 54102
            """;
    /**
     * Dry land cut in two by a river from edge to edge, a player each side. (The lands are laid
     * where they go, so no player's land grows across the river's strip and bridges it; the
     * river's borders hold for certain, or it would spread past them instead of reaching both edges.)
     */
    static final String RIVERS = """
            <PLAYER_SETUP>
            random_placement
            <LAND_GENERATION>
            base_terrain GRASS
            create_land { terrain_type DIRT land_percent 10 base_size 10 land_position 20 50 assign_to_player 1 }
            create_land { terrain_type DIRT land_percent 10 base_size 10 land_position 80 50 assign_to_player 2 }
            create_land { terrain_type WATER land_percent 9 land_position 50 50 left_border 46 right_border 46 border_fuzziness 100 }
            <OBJECTS_GENERATION>
            #include_drs land_and_water_resources.inc 54102
            """;

    static Harness map(String script, int players, long seed) {
        return Harness.run(script, GenerationRequest.builder().size(168).players(players).seed(seed), FullChain.stages());
    }

    static CheckResult continents(Harness h) {
        return new ContinentsCheck().check(h).get(0);
    }

    @Test
    void aForestWallIsPartingOnPurpose() {
        for (long seed = 1; seed <= 3; seed++) {
            CheckResult r = continents(map(MICHI, 4, seed));
            assertTrue(r.passed(), r.detail());
            assertTrue(r.detail().startsWith("0 of 6 pairs") && r.detail().contains("6 parted on purpose")
                    && r.detail().contains("by a forest the script laid"), r.detail());
        }
    }

    @Test
    void riversCrossedByShipArePartingOnPurpose() {
        int parted = 0;
        for (long seed = 1; seed <= 6; seed++) {
            CheckResult r = continents(map(RIVERS, 2, seed));
            assertTrue(r.passed(), r.detail());
            if (r.detail().contains("by water the script laid")) parted++;
        }
        assertEquals(6, parted, "the river parts the players on every seed");
    }

    @Test
    void whereTheScriptsConnectionOpensTheWaterThePlayersMustMeet() {
        String fords = RIVERS.replace("<OBJECTS_GENERATION>",
                "<CONNECTION_GENERATION>\ncreate_connect_all_players_land { replace_terrain WATER SHALLOW terrain_size WATER 2 1 }\n<OBJECTS_GENERATION>");
        for (long seed = 1; seed <= 6; seed++) {
            Harness h = map(fords, 2, seed);
            CheckResult r = continents(h);
            assertTrue(r.passed() && !r.detail().contains("on purpose"), r.detail());
            // The fords washed away: the connection said the lands meet, and they no longer do.
            int shallow = 4;
            int water = 1;
            boolean any = false;
            for (int i = 0; i < h.level().tiles(); i++) {
                if (h.level().terrain(i) == shallow) { h.state().painter().paint(i, water); any = true; }
            }
            if (!any) continue;
            CheckResult broken = continents(h);
            if (broken.passed()) continue; // these rivers never parted the players
            assertTrue(broken.detail().contains("cannot walk"), broken.detail());
            return;
        }
        fail("no seed's fords joined players the rivers part");
    }
}
