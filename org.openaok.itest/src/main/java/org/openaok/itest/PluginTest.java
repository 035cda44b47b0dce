package org.openaok.itest;

import static org.junit.jupiter.api.Assertions.*;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationException;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.PlannedStage;
import org.openaok.api.generate.RunOptions;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;

/** A third-party stage bundle comes and goes while the framework runs. */
class PluginTest {
    @InjectService(timeout = 5000)
    MapGenerationService engine;

    @InjectBundleContext
    BundleContext context;

    private List<String> order() {
        try {
            return engine.plan("noise").stream().map(PlannedStage::id).toList();
        } catch (GenerationException e) {
            throw new AssertionError(e);
        }
    }

    private InputStream exampleJar() throws Exception {
        return context.getBundle().getResource("plugins/example-stage.jar").openStream();
    }

    @Test
    void anInstalledBundleIsScheduledWhereItsDependenciesPutIt() throws Exception {
        String before = engine.generate(PipelineTest.request(3), RunOptions.defaults()).hash();
        Bundle plugin;
        try (InputStream in = exampleJar()) {
            plugin = context.installBundle("test:example-stage", in);
        }
        try {
            plugin.start();
            Await.until("the example stage", 5000, () -> order().contains("example.ponds"));
            List<String> order = order();
            assertTrue(order.indexOf("noise.terrain") < order.indexOf("example.ponds"), order.toString());
            assertTrue(order.indexOf("example.ponds") < order.indexOf("noise.forest"), order.toString());
            PlannedStage ponds = engine.plan("noise").stream().filter(p -> p.id().equals("example.ponds")).findFirst().orElseThrow();
            assertTrue(ponds.bundle().startsWith("org.openaok.example.stage "), ponds.bundle());

            GenerationResult r = engine.generate(PipelineTest.request(3), RunOptions.defaults());
            assertFalse(r.failed(), r.diagnostics().toString());
            assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("example-ponds")));
            assertNotEquals(before, r.hash(), "the ponds changed the map");
        } finally {
            plugin.uninstall();
        }
        Await.until("the example stage to go", 5000, () -> !order().contains("example.ponds"));
        assertEquals(before, engine.generate(PipelineTest.request(3), RunOptions.defaults()).hash(), "and the map is as it was");
    }

    @Test
    void aJarDroppedIntoTheWatchedFolderIsPickedUpAndRemovedAgain() throws Exception {
        Path dir = Path.of(context.getProperty("felix.fileinstall.dir"));
        Files.createDirectories(dir);
        Path jar = dir.resolve("example-stage.jar");
        try (InputStream in = exampleJar()) {
            Files.copy(in, jar.resolveSibling("example-stage.tmp"), StandardCopyOption.REPLACE_EXISTING);
        }
        // a rename, so FileInstall never sees half a jar
        Files.move(jar.resolveSibling("example-stage.tmp"), jar, StandardCopyOption.ATOMIC_MOVE);
        try {
            long ms = Await.until("FileInstall to install the dropped jar", 10_000, () -> order().contains("example.ponds"));
            System.out.println("plugin dropped -> stage scheduled: " + ms + " ms");
        } finally {
            Files.delete(jar);
        }
        long gone = Await.until("FileInstall to remove it", 10_000, () -> !order().contains("example.ponds"));
        System.out.println("plugin deleted -> stage gone: " + gone + " ms");
    }
}
