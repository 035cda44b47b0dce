package org.openaok.itest;

import static org.junit.jupiter.api.Assertions.*;
import static org.openaok.api.stage.Dependency.after;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationException;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.PlannedStage;
import org.openaok.api.generate.RunOptions;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;

/** Replacing a stage by ranking, and the errors for cycles, missing dependencies and failing plugins. */
class GraphTest {
    @InjectService(timeout = 5000)
    MapGenerationService engine;

    @InjectBundleContext
    BundleContext context;

    private final List<ServiceRegistration<?>> registrations = new ArrayList<>();

    private void register(org.openaok.api.stage.Stage s, int ranking) {
        registrations.add(TestStages.register(context, s, ranking));
    }

    private void unregisterAll() {
        registrations.forEach(ServiceRegistration::unregister);
        registrations.clear();
    }

    @Test
    void aHigherRankingStageReplacesTheStockOneUntilItGoes() throws Exception {
        // starts in the corners instead of round a ring
        org.openaok.api.stage.Stage corners = TestStages.stage("noise.starts", "noise", ctx -> {
            int far = ctx.map().size() - 6;
            int[][] spots = {{5, 5}, {far, far}, {far, 5}, {5, far}};
            for (int seat = 1; seat <= ctx.request().players(); seat++) {
                int[] s = spots[(seat - 1) % 4];
                ctx.map().addStart(new org.openaok.api.map.PlayerStart(seat, 0, s[0], s[1], 0, -1));
            }
        }, org.openaok.api.stage.Dependency.afterAll("noise.forest"));
        register(TestStages.stage("noise.starts", "noise", ctx -> { }, org.openaok.api.stage.Dependency.afterAll("noise.forest")), 0);
        register(corners, 50);
        try {
            PlannedStage starts = engine.plan("noise").stream().filter(p -> p.id().equals("noise.starts")).findFirst().orElseThrow();
            assertTrue(starts.bundle().startsWith("org.openaok.itest "), starts.bundle());
            assertEquals(50, starts.ranking());
            assertEquals(2, starts.replaces().size(), "shadows the stock stage and the ranking-0 one: " + starts.replaces());
            GenerationResult r = engine.generate(PipelineTest.request(1), RunOptions.defaults());
            assertFalse(r.failed(), r.diagnostics().toString());
            assertEquals(5, r.map().starts().get(0).x());
            assertEquals(5, r.map().starts().get(0).y());
            assertEquals(144 - 6, r.map().starts().get(1).x());
        } finally {
            unregisterAll();
        }
        PlannedStage starts = engine.plan("noise").stream().filter(p -> p.id().equals("noise.starts")).findFirst().orElseThrow();
        assertTrue(starts.bundle().startsWith("org.openaok.mapgen.noise "), "the stock stage is back: " + starts.bundle());
        assertNotEquals(5, engine.generate(PipelineTest.request(1), RunOptions.defaults()).map().starts().get(0).x());
    }

    @Test
    void aCycleIsAnErrorNamingTheStagesAndTheirBundles() {
        register(TestStages.stage("test.a", "noise", ctx -> { }, after("test.b")), 0);
        register(TestStages.stage("test.b", "noise", ctx -> { }, after("test.a"), after("noise.terrain")), 0);
        try {
            GenerationException e = assertThrows(GenerationException.class, () -> engine.plan("noise"));
            assertTrue(e.getMessage().contains("cycle"), e.getMessage());
            assertTrue(e.getMessage().contains("'test.a' (bundle org.openaok.itest"), e.getMessage());
            assertTrue(e.getMessage().contains("'test.b' (bundle org.openaok.itest"), e.getMessage());
            GenerationResult r = engine.generate(PipelineTest.request(1), RunOptions.defaults());
            assertTrue(r.failed());
            assertEquals("stage-graph", r.diagnostics().get(r.diagnostics().size() - 1).code());
        } finally {
            unregisterAll();
        }
    }

    @Test
    void aMissingDependencyIsAnErrorNamingTheStageItsBundleAndWhatIsMissing() {
        register(TestStages.stage("test.walls", "noise", ctx -> { }, after("test.towers")), 0);
        try {
            GenerationException e = assertThrows(GenerationException.class, () -> engine.plan("noise"));
            assertTrue(e.getMessage().contains("'test.walls' (bundle org.openaok.itest"), e.getMessage());
            assertTrue(e.getMessage().contains("'test.towers'"), e.getMessage());
        } finally {
            unregisterAll();
        }
    }

    @Test
    void aFailingPluginIsNamedAndTheFrameworkCarriesOn() {
        register(TestStages.stage("test.broken", "noise", ctx -> { throw new IllegalStateException("plugin bug"); },
                after("noise.terrain")), 0);
        try {
            GenerationResult r = engine.generate(PipelineTest.request(1), RunOptions.defaults());
            assertTrue(r.failed());
            assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("stage-failed")
                    && d.message().contains("'test.broken' (bundle org.openaok.itest") && d.message().contains("plugin bug")),
                    r.diagnostics().toString());
        } finally {
            unregisterAll();
        }
        assertFalse(engine.generate(PipelineTest.request(1), RunOptions.defaults()).failed(), "the next run is clean");
    }
}
