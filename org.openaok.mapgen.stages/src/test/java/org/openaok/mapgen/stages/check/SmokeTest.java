package org.openaok.mapgen.stages.check;

import java.nio.file.Path;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.mapgen.stages.FullChain;
import org.openaok.mapgen.stages.Scripts;

class SmokeTest {
    @Test
    void smoke() {
        Assumptions.assumeTrue(System.getenv("OPENAOK_SMOKE") != null);
        for (Path p : Scripts.corpus()) {
            GenerationRequest r = GenerationRequest.builder().generator("aok").map(p.toString()).size(168).players(4).seed(3).build();
            GenerationResult res = FullChain.run(r);
            System.out.println("== " + p.getFileName() + " failed=" + res.failed() + " objects=" + res.map().objects().size());
            res.checks().forEach(c -> System.out.println((c.passed() ? "  ok   " : "  FAIL ") + c.name() + ": " + c.detail()));
            res.diagnostics().stream().filter(d -> d.code().startsWith("AOK1") || d.isError()).limit(8).forEach(d -> System.out.println("  diag " + d.format()));
            res.timings().forEach(t -> System.out.print(" " + t.stage() + "=" + String.format("%.0f", t.millis())));
            System.out.println();
        }
    }
}
