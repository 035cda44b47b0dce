package org.openaok.zones;

import java.nio.file.Path;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationResult;

/**
 * Draws maps with their zone borders to look at (not a check): set OPENAOK_ZONES_PNG to a folder,
 * and optionally OPENAOK_ZONES_MAP (a template name or file), _SIZE, _LEVELS, _PLAYERS, _WATER, _TEMPLATE.
 */
class PicturesTest {
    @Test
    void draw() throws Exception {
        String out = System.getenv("OPENAOK_ZONES_PNG");
        Assumptions.assumeTrue(out != null, "set OPENAOK_ZONES_PNG to draw maps");
        String map = System.getenv().getOrDefault("OPENAOK_ZONES_MAP", "OpenAoK Four Winds");
        var req = Zones.request(map, Integer.parseInt(System.getenv().getOrDefault("OPENAOK_ZONES_SIZE", "144")),
                Integer.parseInt(System.getenv().getOrDefault("OPENAOK_ZONES_LEVELS", "0")),
                Integer.parseInt(System.getenv().getOrDefault("OPENAOK_ZONES_PLAYERS", "2")),
                Long.parseLong(System.getenv().getOrDefault("OPENAOK_ZONES_SEED", "1")));
        if (System.getenv("OPENAOK_ZONES_WATER") != null) req.option("water", System.getenv("OPENAOK_ZONES_WATER"));
        if (System.getenv("OPENAOK_ZONES_TEMPLATE") != null) req.option("template", System.getenv("OPENAOK_ZONES_TEMPLATE"));
        GenerationResult r = Zones.generate(req.build(), 2);
        r.diagnostics().forEach(d -> System.out.println(d.format()));
        r.checks().forEach(c -> System.out.println((c.passed() ? "pass " : "FAIL ") + c.name() + ": " + c.detail()));
        System.out.println("generated in " + r.totalMillis() + " ms, hash " + r.hash());
        r.timings().forEach(t -> System.out.println("  " + t.stage() + " " + t.runs() + " runs " + Math.round(t.millis()) + " ms"));
        Zones.png(r, Path.of(out), System.getenv().getOrDefault("OPENAOK_ZONES_NAME", "map"),
                Integer.parseInt(System.getenv().getOrDefault("OPENAOK_ZONES_SCALE", "4")));
    }
}
