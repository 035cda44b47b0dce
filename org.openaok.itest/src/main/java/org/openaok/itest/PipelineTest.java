package org.openaok.itest;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.PlannedStage;
import org.openaok.api.generate.RunOptions;
import org.osgi.test.common.annotation.InjectService;

/** The noise generator's pipeline, run from the services the framework holds. */
class PipelineTest {
    @InjectService(timeout = 5000)
    MapGenerationService engine;

    static GenerationRequest request(long seed) {
        return GenerationRequest.builder().generator("noise").size(144).seed(seed).players(4).build();
    }

    @Test
    void theStagesComeFromTheirBundlesInDependencyOrder() throws Exception {
        List<PlannedStage> plan = engine.plan("noise");
        assertEquals(List.of("noise.height", "noise.moisture", "noise.sea", "noise.terrain", "noise.forest", "noise.starts"),
                plan.stream().map(PlannedStage::id).toList());
        assertTrue(plan.stream().allMatch(p -> p.bundle().startsWith("org.openaok.mapgen.noise ")), plan.toString());
    }

    @Test
    void generatesAMapWithStartsAndAHash() {
        GenerationResult r = engine.generate(request(7), RunOptions.defaults().withThreads(2));
        assertFalse(r.failed(), r.diagnostics().toString());
        assertEquals(4, r.map().starts().size());
        assertTrue(r.map().objects().size() > 4);
        assertTrue(r.hash().matches("[0-9a-f]{64}"), "hashed through the 0 A.D. writer service: " + r.hash());
    }

    @Test
    void theSameSeedGivesTheSameHashForOneTwoAndEightThreads() {
        Set<String> hashes = new TreeSet<>();
        for (int threads : new int[] {1, 2, 8}) {
            GenerationResult r = engine.generate(request(99), RunOptions.defaults().withThreads(threads));
            assertFalse(r.failed(), r.diagnostics().toString());
            hashes.add(r.hash());
        }
        assertEquals(1, hashes.size(), hashes.toString());
    }

    @Test
    void anUnknownMapIsADiagnostic() {
        GenerationResult r = engine.generate(GenerationRequest.builder().map("NoSuchMap").build(), RunOptions.defaults());
        assertTrue(r.failed());
        assertTrue(r.diagnostics().get(0).message().contains("NoSuchMap"), r.diagnostics().toString());
    }
}
