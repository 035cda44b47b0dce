package org.openaok.mapgen.stages;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.map.MapLevel;
import org.openaok.api.random.RandomStream;
import org.openaok.mapgen.stages.state.MapStreams;

class DeterminismTest {
    static final String SCRIPT = """
            <PLAYER_SETUP>
            random_placement
            <LAND_GENERATION>
            base_terrain WATER
            create_player_lands { terrain_type GRASS land_percent 50 base_size 8 other_zone_avoidance_distance 6 border_fuzziness 30 }
            create_land { terrain_type DIRT land_percent 4 land_id 20 }
            <ELEVATION_GENERATION>
            create_elevation 5 { base_terrain GRASS number_of_tiles 900 number_of_clumps 6 }
            <TERRAIN_GENERATION>
            create_terrain FOREST { base_terrain GRASS land_percent 10 number_of_clumps 12 spacing_to_other_terrain_types 2 set_avoid_player_start_areas }
            create_terrain DESERT { base_terrain GRASS land_percent 3 number_of_clumps 8 }
            create_terrain DEEP_WATER { base_terrain WATER land_percent 10 number_of_clumps 5 spacing_to_other_terrain_types 3 }
            <CONNECTION_GENERATION>
            create_connect_all_players_land {
              replace_terrain WATER SHALLOW
              replace_terrain DEEP_WATER SHALLOW
              replace_terrain FOREST GRASS
              terrain_cost WATER 7
              terrain_cost DEEP_WATER 15
              terrain_cost FOREST 5
              terrain_size WATER 2 1
              terrain_size FOREST 2 1
              terrain_size GRASS 0 0
            }
            """;

    static final String EXTRA_HILL = """
            <ELEVATION_GENERATION>
            create_elevation 3 { number_of_tiles 2000 number_of_clumps 9 }
            """;

    @Test
    void theSameHashForOneTwoAndEightThreads() {
        List<GenerationRequest> requests = new ArrayList<>();
        requests.add(Scripts.request(SCRIPT).size(168).players(5).teams(List.of(1, 2, 1, 2, 0)).seed(77).build());
        List<Path> corpus = Scripts.corpus();
        for (Path p : corpus) {
            String n = p.getFileName().toString();
            if (n.equals("Arabia.rms") || n.equals("Black Forest.rms") || n.equals("Islands.rms")) {
                requests.add(GenerationRequest.builder().generator("aok").map(p.toString()).size(200).players(6).seed(5).build());
            }
        }
        for (GenerationRequest r : requests) {
            Set<String> hashes = new TreeSet<>();
            for (int threads : new int[] {1, 2, 8}) {
                GenerationResult result = Scripts.run(r, threads);
                assertFalse(result.failed(), result.diagnostics().toString());
                hashes.add(result.hash() + " " + fingerprint(result.map().surface()));
            }
            assertEquals(1, hashes.size(), r.map() + ": " + hashes);
        }
        GenerationResult other = Scripts.run(requests.get(0).withSeed(78), 2);
        assertNotEquals(Scripts.run(requests.get(0), 2).hash(), other.hash());
    }

    /** What the 0 A.D. export leaves out: zones and passability. */
    static long fingerprint(MapLevel l) {
        long h = 1469598103934665603L;
        for (int i = 0; i < l.tiles(); i++) {
            h = (h ^ l.zone(i)) * 1099511628211L;
            h = (h ^ l.passable(i)) * 1099511628211L;
            h = (h ^ l.elevation(i)) * 1099511628211L;
        }
        return h;
    }

    @Test
    void addingAHillMovesNoOtherDraw() {
        GenerationRequest.Builder lobby = GenerationRequest.builder().size(144).players(4).seed(2024);
        Harness without = Harness.run(SCRIPT, lobby, Scripts.stages());
        Harness with = Harness.run(SCRIPT + EXTRA_HILL, lobby, Scripts.stages());
        MapLevel a = without.level();
        MapLevel b = with.level();
        int higher = 0;
        for (int i = 0; i < a.tiles(); i++) {
            assertEquals(a.zone(i), b.zone(i), "lands");
            assertEquals(a.terrain(i), b.terrain(i), "terrains, paths and beaches");
            assertEquals(without.state().trees().type(i), with.state().trees().type(i), "trees");
            if (b.elevation(i) != a.elevation(i)) higher++;
        }
        assertTrue(higher > 500, "the extra hill raised " + higher + " tiles");
        assertEquals(without.map().starts(), with.map().starts());
        assertEquals(without.map().objects().list(), with.map().objects().list(), "every tree and its drawing");
        assertEquals(without.state().random().state(), with.state().random().state(), "the map's own stream drew the same");
        assertEquals(without.state().streams().connections().state(), with.state().streams().connections().state());
        assertNotEquals(without.state().streams().hills().state(), with.state().streams().hills().state());
    }

    @Test
    void theStreamsAreSeededAsTheDesignSays() {
        long seed = 0x1234_5678_9ABCL;
        MapStreams s = new MapStreams(seed);
        assertEquals(new RandomStream(seed).nextLong(), s.map().nextLong());
        assertEquals(new RandomStream((seed ^ 0xC11FF5EEEL) | 1).nextLong(), s.cliffs().nextLong());
        assertEquals(new RandomStream((seed ^ MapStreams.HILLS_SALT) | 1).nextLong(), s.hills().nextLong());
        assertEquals(new RandomStream((seed ^ MapStreams.CONNECTIONS_SALT) | 1).nextLong(), s.connections().nextLong());
        Set<Long> salts = Set.of(MapStreams.HILLS_SALT, MapStreams.CLIFFS_SALT, MapStreams.CONNECTIONS_SALT);
        assertEquals(3, salts.size());
    }
}
