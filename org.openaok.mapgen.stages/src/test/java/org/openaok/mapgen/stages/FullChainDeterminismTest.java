package org.openaok.mapgen.stages;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapEntry;
import org.openaok.rms.ShippedMaps;

/**
 * The whole chain (shaping stages, cliffs, objects, clearing, starting units) gives one hash for
 * one seed, script, size and players, whatever the thread count; and a few shipped maps keep
 * pinned hashes, so an accidental change of draws anywhere in the chain shows.
 */
class FullChainDeterminismTest {
    private static GenerationRequest request(String map, int size, int players, long seed) {
        return GenerationRequest.builder().generator("aok").map(map).size(size).players(players).seed(seed).build();
    }

    @Test
    void oneHashForOneTwoAndEightThreadsAndAcrossRuns() {
        for (String map : List.of("HighRidges", "Isles", "Bastions")) {
            Set<String> hashes = new TreeSet<>();
            for (int threads : new int[] {1, 2, 8, 1}) {
                GenerationResult r = FullChain.run(request(map, 168, 4, 99), threads);
                assertFalse(r.failed(), r.diagnostics().toString());
                assertEquals(64, r.hash().length());
                hashes.add(r.hash());
            }
            assertEquals(1, hashes.size(), map + ": " + hashes);
            assertNotEquals(hashes.iterator().next(), FullChain.run(request(map, 168, 4, 100)).hash(), "another seed, another map");
        }
    }

    /**
     * Pinned hashes. A change here means the maps changed: if that was meant (a stage draws
     * differently now), run this test, check the maps, and pin the new hashes it prints.
     */
    @Test
    void pinnedHashesOfShippedMaps() {
        String[][] pinned = {
                {"OpenPlains", "200", "2", "1", PIN_OPEN_PLAINS},
                {"Isles", "144", "4", "2", PIN_ISLES},
                {"DeepWoods", "168", "8", "3", PIN_DEEP_WOODS},
                {"HighRidges", "240", "4", "4", PIN_HIGH_RIDGES},
        };
        StringBuilder now = new StringBuilder();
        boolean same = true;
        for (String[] p : pinned) {
            GenerationResult r = FullChain.run(request(p[0], Integer.parseInt(p[1]), Integer.parseInt(p[2]), Long.parseLong(p[3])));
            now.append(p[0]).append(' ').append(r.hash()).append('\n');
            same &= r.hash().equals(p[4]);
        }
        assertTrue(same, "the maps changed; their hashes now:\n" + now);
    }

    static final String PIN_OPEN_PLAINS = "7274eab41eefeca1c8fb071aea4c3f956a61656864c0bc2fbf8271264562ab94";
    static final String PIN_ISLES = "ff0d6a1e804b9aeeb6e5461bfb40369d8c55a047105ec24da9b1faf4064a9e6b";
    static final String PIN_DEEP_WOODS = "789ea3ceb7dc09be128ee25fb32e65c759f08bb9ee18f0270adc58c1b4573d4b";
    static final String PIN_HIGH_RIDGES = "d76aee53cf09592895e09e93110cc0b031223cfc894cd1c0146bd2df97f22d12";

    @Test
    void theGeneratorListsAndRunsTheShippedMapsByName() {
        List<String> names = new AokGenerator().maps().stream().map(MapEntry::name).toList();
        for (ShippedMaps.ShippedMap m : ShippedMaps.all()) assertTrue(names.contains(m.name()), m.name() + " in " + names);
        assertTrue(names.contains("Arabia"), "the originals are still listed");
        GenerationResult r = FullChain.run(request("golden heart", 144, 2, 5));
        assertFalse(r.failed(), r.diagnostics().toString());
        assertTrue(r.objects().stream().anyMatch(t -> t.file().equals("golden_heart.rms")), r.objects().toString());
        assertTrue(r.checksPassed(), r.checks().toString());
    }
}
