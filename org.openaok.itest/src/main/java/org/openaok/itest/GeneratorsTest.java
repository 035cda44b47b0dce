package org.openaok.itest;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.PlannedStage;
import org.openaok.api.generate.RunOptions;
import org.osgi.test.common.annotation.InjectService;

/** The Age of Kings and zone generators, installed as bundles beside each other, on one scheduler. */
class GeneratorsTest {
    @InjectService(timeout = 5000)
    MapGenerationService engine;

    @Test
    void bothGeneratorsAreInstalledWithTheirOwnStages() throws Exception {
        assertTrue(engine.generator("aok").isPresent());
        assertTrue(engine.generator("zones").isPresent());
        var aok = engine.plan("aok").stream().map(PlannedStage::id).toList();
        assertTrue(aok.indexOf("aok.lands") < aok.indexOf("aok.cliffs") && aok.indexOf("aok.cliffs") < aok.indexOf("aok.terrains")
                && aok.indexOf("aok.beaches") < aok.indexOf("aok.objects"), aok.toString());
        var zones = engine.plan("zones").stream().map(PlannedStage::id).toList();
        assertTrue(zones.stream().noneMatch(id -> id.startsWith("aok.")), zones.toString());
        assertTrue(aok.stream().noneMatch(id -> id.startsWith("zones.")), aok.toString());
    }

    @Test
    void aShippedScriptGeneratesPassesItsChecksAndIsTheSameForAnyThreadCount() {
        Set<String> hashes = new TreeSet<>();
        for (int threads : new int[] {1, 2, 8}) {
            GenerationResult r = engine.generate(GenerationRequest.builder().map("OpenPlains").size(120).players(3).seed(4).build(),
                    RunOptions.defaults().withThreads(threads));
            assertFalse(r.failed(), r.diagnostics().toString());
            assertEquals("aok", r.request().generator());
            assertFalse(r.checks().isEmpty());
            assertTrue(r.checks().stream().allMatch(CheckResult::passed), r.checks().toString());
            assertEquals(3, r.map().starts().size());
            hashes.add(r.hash());
        }
        assertEquals(1, hashes.size(), hashes.toString());
    }

    @Test
    void anInstalledTemplateGeneratesInParallelZonesWithTheSameHash() {
        Set<String> hashes = new TreeSet<>();
        for (int threads : new int[] {1, 2, 8}) {
            GenerationResult r = engine.generate(GenerationRequest.builder().generator("zones").map("OpenAoK Duel").size(72)
                    .players(2).seed(8).build(), RunOptions.defaults().withThreads(threads));
            assertFalse(r.failed(), r.diagnostics().toString());
            assertTrue(r.map().zones().size() > 2);
            assertTrue(r.checks().stream().allMatch(CheckResult::passed), r.checks().toString());
            hashes.add(r.hash());
        }
        assertEquals(1, hashes.size(), hashes.toString());
    }
}
