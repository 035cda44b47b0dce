package org.openaok.external;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.api.data.GameData;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.RunOptions;
import org.openaok.gamedata.AocGameData;
import org.openaok.scheduler.Engine;
import org.openaok.scheduler.StageCatalog;
import org.openaok.scheduler.StageRegistration;
import org.openaok.zeroad.MappingTable;

class ExternalGeneratorTest {
    private static final GameData DATA = AocGameData.load();
    /** The example in the repository, from this module's folder. */
    private static final Path EXAMPLE = Path.of("..", "examples", "external", "islands.py");

    @TempDir
    Path dir;

    private Engine engine() {
        StageCatalog catalog = new StageCatalog();
        catalog.add(StageRegistration.of(new ImportStage(), 0, 1, "org.openaok.external test"));
        ExternalGenerator g = new ExternalGenerator(MappingTable.builtin(), dir);
        return new Engine(catalog, () -> List.of(new Engine.Provided<>(g, "external", 0, 2, "test")), List::of, () -> DATA, () -> null);
    }

    private GenerationResult run(String program, String timeout) {
        GenerationRequest.Builder b = GenerationRequest.builder().generator("external").map(program).size(48).seed(9).players(2);
        if (timeout != null) b.option("timeout", timeout);
        return engine().generate(b.build(), RunOptions.defaults());
    }

    private Path script(String name, String body) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    private static Diagnostic error(GenerationResult r) {
        return r.diagnostics().stream().filter(Diagnostic::isError).findFirst().orElseThrow(() -> new AssertionError(r.diagnostics()));
    }

    @Test
    void theExampleProgramMakesAMapWithAStartPerPlayer() throws Exception {
        Assumptions.assumeTrue(Files.exists(EXAMPLE), "the example is not here");
        Assumptions.assumeTrue(new ProcessBuilder("python3", "--version").start().waitFor() == 0, "no python3 on this machine");
        GenerationResult r = run(EXAMPLE.toString(), null);
        assertFalse(r.failed(), r.diagnostics().toString());
        assertEquals(48, r.map().size());
        assertEquals(2, r.map().starts().size());
        assertTrue(r.map().objects().size() >= 2 * 10);
        var beach = DATA.terrain("BEACH").orElseThrow().id();
        boolean anyBeach = false;
        for (int i = 0; i < r.map().surface().tiles(); i++) anyBeach |= r.map().surface().terrain(i) == beach;
        assertTrue(anyBeach, "the program's textures came back as our terrains");
        assertEquals(r.hash(), run(EXAMPLE.toString(), null).hash(), "the same seed, the same map");
    }

    @Test
    void aCrashIsADiagnosticWithItsStatusAndWhatItSaid() throws Exception {
        script("crash.sh", "echo 'something broke' >&2\nexit 3");
        Diagnostic d = error(run("crash.sh", null));
        assertEquals("external-crash", d.code());
        assertTrue(d.message().contains("status 3") && d.message().contains("something broke"), d.message());
    }

    @Test
    void aProgramOverItsTimeLimitIsStopped() throws Exception {
        script("slow.sh", "sleep 30");
        long t0 = System.nanoTime();
        Diagnostic d = error(run("slow.sh", "1"));
        assertTrue((System.nanoTime() - t0) / 1_000_000 < 10_000, "stopped at the limit, not after 30 s");
        assertEquals("external-timeout", d.code());
    }

    @Test
    void malformedOutputIsADiagnosticNamingWhatIsWrong() throws Exception {
        script("garbage.sh", "echo '{\"size\": 8,'");
        Diagnostic d = error(run("garbage.sh", null));
        assertEquals("external-output", d.code());
        assertTrue(d.message().contains("not JSON"), d.message());
        script("wrong.sh", "echo '{\"size\": 16, \"textureNames\": [\"temp_grass_long\"]}'");
        d = error(run("wrong.sh", null));
        assertEquals("external-output", d.code());
        assertTrue(d.message().contains("missing"), d.message());
        script("odd.sh", "echo '{\"size\": 40, \"textureNames\": [\"temp_grass_long\"]}'");
        d = error(run("odd.sh", null));
        assertTrue(d.message().contains("whole number of 16-tile patches"), d.message());
    }

    @Test
    void aMissingProgramIsADiagnostic() {
        assertEquals("external-missing", error(run("nowhere.py", null)).code());
    }

    @Test
    void theProgramReadsTheRequestAsJson() throws Exception {
        // echoes its input to stderr (reported as information) and writes a valid empty map
        script("echo.sh", "cat >&2\necho '{\"size\":48,\"height\":[],\"seaLevel\":20,\"textureNames\":[],\"tileData\":{\"index\":[],\"priority\":[]},\"entities\":[]}'");
        GenerationResult r = run("echo.sh", null);
        Diagnostic said = r.diagnostics().stream().filter(x -> x.code().equals("external-stderr")).findFirst().orElseThrow();
        assertTrue(said.message().contains("\"size\":48") && said.message().contains("\"seed\":9") && said.message().contains("\"players\":2"),
                said.message());
        assertEquals("external-output", error(r).code(), "an empty height array is not a 48-tile map");
    }
}
