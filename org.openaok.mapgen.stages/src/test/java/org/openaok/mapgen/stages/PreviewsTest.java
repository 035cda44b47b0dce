package org.openaok.mapgen.stages;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.io.RenderOptions;
import org.openaok.preview.PngEncoder;
import org.openaok.preview.Previews;

/**
 * Renders PNG previews of original scripts for a person to look at, into the folder
 * OPENAOK_PREVIEWS names (skipped when it, or OPENAOK_RMS_CORPUS, is unset). Which scripts:
 * OPENAOK_PREVIEW_MAPS (comma-separated file names without .rms), by default a land, a forest and
 * an island map.
 */
class PreviewsTest {
    @Test
    void rendersPreviews() throws Exception {
        String out = System.getenv("OPENAOK_PREVIEWS");
        Assumptions.assumeTrue(out != null && !out.isBlank(), "OPENAOK_PREVIEWS is not set");
        List<Path> corpus = Scripts.corpus();
        Assumptions.assumeFalse(corpus.isEmpty(), "OPENAOK_RMS_CORPUS is not set");
        String maps = System.getenv().getOrDefault("OPENAOK_PREVIEW_MAPS", "Arabia,Black Forest,Islands");
        int size = Integer.parseInt(System.getenv().getOrDefault("OPENAOK_PREVIEW_SIZE", "240"));
        int players = Integer.parseInt(System.getenv().getOrDefault("OPENAOK_PREVIEW_PLAYERS", "8"));
        long seed = Long.parseLong(System.getenv().getOrDefault("OPENAOK_PREVIEW_SEED", "1"));
        Files.createDirectories(Path.of(out));
        for (String name : maps.split(",")) {
            Path script = corpus.stream().filter(p -> p.getFileName().toString().equalsIgnoreCase(name.trim() + ".rms"))
                    .findFirst().orElseThrow();
            GenerationRequest r = GenerationRequest.builder().generator("aok").map(script.toString()).size(size)
                    .players(players).seed(seed).teams(teams(players)).build();
            GenerationResult result = Scripts.run(r);
            assertFalse(result.failed(), result.diagnostics().toString());
            for (boolean borders : new boolean[] {false, true}) {
                Path png = Path.of(out, name.trim().replace(' ', '_') + "-" + size + "-" + players + "p-" + seed
                        + (borders ? "-lands" : "") + ".png");
                try (OutputStream o = Files.newOutputStream(png)) {
                    PngEncoder.write(Previews.draw(result.map(), Scripts.DATA,
                            RenderOptions.defaults().withScale(3).withZoneBorders(borders)), o);
                }
            }
            System.out.println(name + ": " + result.timings());
        }
    }

    private static List<Integer> teams(int players) {
        String t = System.getenv("OPENAOK_PREVIEW_TEAMS");
        if (t == null || t.isBlank()) return List.of();
        return java.util.Arrays.stream(t.split(",")).map(String::trim).map(Integer::valueOf).limit(players).toList();
    }
}
