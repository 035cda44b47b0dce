package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.openaok.api.diag.Diagnostic;

/**
 * Fuzzes the preprocessor and parser with Jazzer. A normal test run replays the seed corpus in
 * {@code src/test/resources/org/openaok/rms/ReaderFuzzTestInputs/readerNeverFails} (small scripts of our
 * own); with JAZZER_FUZZ=1 Jazzer mutates them for as long as it is let, inserting the language's words
 * from {@code rms.dict}. Whatever the text, the
 * reader must come back with a script and diagnostics only: no exception, no failure of its own.
 */
class ReaderFuzzTest {
    @FuzzTest(maxDuration = "12m")
    @DictionaryFile(resourcePath = "rms.dict")
    void readerNeverFails(byte[] input) {
        String text = new String(input, StandardCharsets.ISO_8859_1);
        long seed = input.length == 0 ? 0 : input[0] * 31L + input.length;
        LobbySettings lobby = LobbySettings.builder().seed(seed).players(1 + (input.length & 7)).build();
        for (RmsReadResult r : new RmsReadResult[] {
                RmsReader.read("fuzz.rms", text, lobby, IncludeResolver.none()),
                RmsReader.check("fuzz.rms", text, lobby, IncludeResolver.none())}) {
            assertNotNull(r.script());
            for (Diagnostic d : r.diagnostics()) {
                assertTrue(!d.code().equals(RmsCode.INTERNAL.code()), d::format);
                assertTrue(d.code().startsWith("RMS"), d::format);
            }
        }
    }
}
