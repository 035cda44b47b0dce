package org.openaok.mapgen.stages;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.PlayerStart;
import org.openaok.mapgen.stages.state.TerrainTable;

/**
 * The original game's scripts (the folder OPENAOK_RMS_CORPUS names; skipped when unset) run
 * through these stages without error: every script at every lobby size with 2 to 8 players
 * (966 maps, about 40 s here). OPENAOK_SWEEP=quick runs each script at two lobby settings only.
 */
class CorpusTest {
    static final int[] SIZES = {120, 144, 168, 200, 220, 240};

    @Test
    void everyOriginalScriptRunsThroughTheStages() {
        List<Path> corpus = Scripts.corpus();
        Assumptions.assumeFalse(corpus.isEmpty(), "OPENAOK_RMS_CORPUS is not set");
        boolean sweep = !"quick".equals(System.getenv("OPENAOK_SWEEP"));
        List<String> problems = new ArrayList<>();
        TreeMap<String, Integer> codes = new TreeMap<>();
        int runs = 0;
        long t0 = System.nanoTime();
        for (int s = 0; s < corpus.size(); s++) {
            Path script = corpus.get(s);
            for (int size : SIZES) {
                for (int players = 2; players <= 8; players++) {
                    int combo = size * 10 + players;
                    if (!sweep && (combo + s) % 21 != 0 && (combo + s) % 21 != 11) continue;
                    long seed = 1000L * s + combo;
                    List<Integer> teams = new ArrayList<>();
                    for (int p = 0; p < players; p++) teams.add(seed % 2 == 0 ? p % 2 + 1 : 0);
                    GenerationRequest r = GenerationRequest.builder().generator("aok").map(script.toString()).size(size)
                            .players(players).teams(teams).seed(seed).build();
                    GenerationResult result = Scripts.run(r);
                    runs++;
                    String where = script.getFileName() + " " + size + " " + players + "p seed " + seed;
                    if (result.failed() || result.hasErrors()) {
                        problems.add(where + ": " + result.diagnostics().stream().filter(Diagnostic::isError).toList());
                        continue;
                    }
                    for (Diagnostic d : result.diagnostics()) codes.merge(d.code(), 1, Integer::sum);
                    String wrong = sane(result);
                    if (wrong != null) problems.add(where + ": " + wrong);
                }
            }
        }
        System.out.printf("corpus: %d runs of %d scripts in %.1f s; diagnostics by code: %s%n", runs, corpus.size(),
                (System.nanoTime() - t0) / 1e9, codes);
        assertEquals(List.of(), problems);
    }

    /** What every finished map must show; null when it does. */
    static String sane(GenerationResult r) {
        MapLevel level = r.map().surface();
        TerrainTable t = new TerrainTable(Scripts.DATA);
        for (int i = 0; i < level.tiles(); i++) {
            if (!t.known(level.terrain(i))) return "unknown terrain " + level.terrain(i) + " at " + i;
            int expected = t.movement(level.terrain(i));
            if (level.terrainPassable(i) != expected) return "passability disagrees with terrain at " + i;
        }
        List<PlayerStart> starts = r.map().starts();
        if (starts.size() != r.request().players()) return starts.size() + " starts for " + r.request().players() + " players";
        for (PlayerStart s : starts) {
            if (!level.inside(s.x(), s.y())) return "start off the map: " + s;
        }
        return null;
    }
}
