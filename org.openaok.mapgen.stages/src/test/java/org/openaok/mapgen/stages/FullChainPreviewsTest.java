package org.openaok.mapgen.stages;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.io.RenderOptions;
import org.openaok.preview.PngEncoder;
import org.openaok.preview.Previews;

/**
 * PNG previews of finished maps (every stage, objects and starts included) for a person to look
 * at, into the folder OPENAOK_PREVIEWS names (skipped when unset). OPENAOK_PREVIEW_MAPS lists the
 * maps, comma-separated: a shipped map's name, or an original's file name in OPENAOK_RMS_CORPUS.
 */
class FullChainPreviewsTest {
    @Test
    void rendersFinishedMaps() throws Exception {
        String out = System.getenv("OPENAOK_PREVIEWS");
        Assumptions.assumeTrue(out != null && !out.isBlank(), "OPENAOK_PREVIEWS is not set");
        String maps = System.getenv().getOrDefault("OPENAOK_PREVIEW_MAPS", "OpenPlains,DeepWoods,Isles,RiverCrossing,HighRidges");
        int size = Integer.parseInt(System.getenv().getOrDefault("OPENAOK_PREVIEW_SIZE", "200"));
        int players = Integer.parseInt(System.getenv().getOrDefault("OPENAOK_PREVIEW_PLAYERS", "4"));
        long seed = Long.parseLong(System.getenv().getOrDefault("OPENAOK_PREVIEW_SEED", "1"));
        Files.createDirectories(Path.of(out));
        for (String name : maps.split(",")) {
            String map = name.trim();
            String dir = System.getenv("OPENAOK_RMS_CORPUS");
            if (dir != null && Files.isRegularFile(Path.of(dir, map + ".rms"))) map = Path.of(dir, map + ".rms").toString();
            GenerationResult r = FullChain.run(GenerationRequest.builder().generator("aok").map(map).size(size).players(players)
                    .seed(seed).build());
            assertFalse(r.failed(), r.diagnostics().toString());
            Path png = Path.of(out, name.trim().replace(' ', '_') + "-" + size + "-" + players + "p-" + seed + ".png");
            try (OutputStream o = Files.newOutputStream(png)) {
                PngEncoder.write(Previews.draw(r.map(), Scripts.DATA, RenderOptions.defaults().withScale(3)), o);
            }
            assertTrue(Files.size(png) > 0);
            System.out.println(name + ": " + r.checks().stream().filter(c -> !c.passed()).toList() + " " + r.timings());
        }
    }
}
