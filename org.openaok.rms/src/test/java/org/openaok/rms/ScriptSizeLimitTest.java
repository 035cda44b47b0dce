package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.api.diag.Diagnostic;
import org.openaok.rms.checker.RmsScriptChecker;

/** A script file larger than {@link RmsReader#MAX_BYTES} is told, not read (issue 20). */
class ScriptSizeLimitTest {
    @Test
    void aScriptLargerThanTheLimitIsToldNotRead(@TempDir Path dir) throws Exception {
        Path big = dir.resolve("big.rms");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(RmsReader.MAX_BYTES + 1);   // sparse: nothing is written
        }
        RmsReadResult r = RmsReader.read(big, LobbySettings.builder().build(), IncludeResolver.none());
        assertEquals(1, r.diagnostics().size(), r.diagnostics().toString());
        assertTrue(r.diagnostics().get(0).message().contains("a map script is at most 4 MB"), r.diagnostics().get(0).format());
        List<Diagnostic> checked = new RmsScriptChecker().check(big, Map.of());
        assertTrue(checked.stream().anyMatch(d -> d.isError() && d.message().contains("at most 4 MB")), checked.toString());
    }
}
