package org.openaok.launcher.options;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.openaok.api.generate.GenerationRequest;

/**
 * Fuzzes the map options of the command line: the words (split at NUL bytes) read as a command
 * line, then as every map-making command reads them ({@code --map --generator --size --players
 * --teams --seed --seeds --view}). Whatever the words, a request within its bounds or a
 * {@link UsageException} saying what is wrong; nothing else. A normal run replays the seeds in
 * {@code MapOptionsFuzzTestInputs} (the README's and the commands' usage lines).
 */
class MapOptionsFuzzTest {
    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "options.dict")
    void optionsNeverFail(byte[] input) {
        List<String> words = new ArrayList<>();
        int from = 0;
        for (int i = 0; i <= input.length; i++) {
            if (i == input.length || input[i] == 0) {
                words.add(new String(input, from, i - from, StandardCharsets.UTF_8));
                from = i + 1;
            }
        }
        Arguments a;
        try {
            a = Arguments.parse(words.toArray(new String[0]));
        } catch (UsageException e) {
            assertTrue(!e.getMessage().isBlank());
            return;
        }
        try {
            GenerationRequest r = MapOptions.request(a, MapOptions.NAMES);
            assertTrue(r.size() >= 16 && r.size() <= 1024 && r.players() >= 1 && r.players() <= 8, r::toString);
            for (int p = 1; p <= r.players(); p++) assertTrue(r.team(p) >= 0 && r.team(p) <= 8, r::toString);
            assertTrue(Set.copyOf(r.options().keySet()).stream().noneMatch(MapOptions.NAMES::contains), r.options().toString());
        } catch (UsageException e) {
            assertTrue(!e.getMessage().isBlank());
        }
        try {
            MapOptions.view(a);
        } catch (UsageException e) {
            assertTrue(!e.getMessage().isBlank());
        }
        String seeds = a.option("seeds", null);
        if (seeds != null) {
            try {
                assertTrue(Seeds.parse(seeds).size() <= Seeds.MAX);
            } catch (UsageException e) {
                assertTrue(!e.getMessage().isBlank());
            }
        }
    }
}
