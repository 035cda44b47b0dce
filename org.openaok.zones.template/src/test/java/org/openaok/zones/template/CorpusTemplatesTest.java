package org.openaok.zones.template;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openaok.api.diag.Diagnostic;
import org.openaok.zones.template.checker.TemplateChecker;

/** VCMI's own templates, read from ../shared (skipped when it is absent): every one reads cleanly. */
class CorpusTemplatesTest {
    static Path corpus() {
        String shared = System.getProperty("openaok.shared", "../shared");
        return Path.of(shared, "corpus", "vcmi", "templates");
    }

    static Stream<Path> files() throws IOException {
        Path dir = corpus();
        if (!Files.isDirectory(dir)) return Stream.of(dir.resolve("(absent)"));
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".json")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("files")
    void everyTemplateReadsWithoutErrorsAndTheCheckerTakesIt(Path file) {
        Assumptions.assumeTrue(Files.isRegularFile(file), "the VCMI corpus is not at " + corpus());
        TemplateFile f = TemplateReader.read(file);
        List<Diagnostic> errors = f.diagnostics().stream().filter(Diagnostic::isError).toList();
        assertEquals(List.of(), errors);
        assertFalse(f.templates().isEmpty());
        for (Template t : f.templates()) {
            assertFalse(t.zones().isEmpty(), t.name());
            assertFalse(t.sizeCodes().isEmpty(), t.name() + " fits no size code");
            assertTrue(t.startOwners().size() >= 1, t.name());
        }
        assertTrue(new TemplateChecker().accepts(file));
        assertFalse(new TemplateChecker().check(file, Map.of()).stream().anyMatch(Diagnostic::isError));
    }

    @Test
    void inheritanceInDwarvenTunnelsFollowsItsChains() {
        Path file = corpus().resolve("heroes3/dwarvenTunnels.json");
        Assumptions.assumeTrue(Files.isRegularFile(file), "the VCMI corpus is not at " + corpus());
        Template t = TemplateReader.read(file).templates().get(0);
        assertEquals("Dwarven Tunnels", t.name());
        assertEquals(18, t.zones().size());
        assertEquals(22, t.connections().size());
        // zone 14 takes zone 12's mines (gold), zone 12 its own; zone 2 takes zone 1's seven mines
        assertEquals(Map.of("gold", 1), t.zone("14").orElseThrow().mines());
        assertEquals(t.zone("1").orElseThrow().mines(), t.zone("2").orElseThrow().mines());
        assertEquals(7, t.zone("2").orElseThrow().mines().size());
        // zone 15 takes zone 8's treasure
        assertEquals(t.zone("8").orElseThrow().treasure(), t.zone("15").orElseThrow().treasure());
        assertEquals(ForcedLevel.UNDERGROUND, t.zone("8").orElseThrow().forcedLevel());
        assertEquals(List.of(1, 2, 3, 4), t.startOwners());
        assertEquals(List.of("m+u", "l+u", "xl+u"), t.sizeCodes().stream().filter(SizeCode::underground).map(SizeCode::toString).toList());
    }
}
