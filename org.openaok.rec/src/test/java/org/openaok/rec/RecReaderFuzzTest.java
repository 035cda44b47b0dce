package org.openaok.rec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.map.GameMap;
import org.openaok.rec.internal.Damaged;
import org.openaok.rec.internal.HeaderReader;

/**
 * Fuzzes the reader of recorded games. An input's first byte says what the rest is: with its top
 * bit set, a whole file as it might lie on disk (the container, the deflated header); else an
 * inflated header, which the target reads as it stands (so what the reader walks through is what
 * the fuzzer mutates, not a compressed stream) and again wrapped in a recording whose container
 * is The Age of Kings' (bit 0) or The Conquerors' with the log version in bits 1-3. Whatever the
 * bytes: a recorded game whose every tile and object is consistent and which becomes a map, or a
 * diagnostic with its code, never an exception (the reader's own last resort, "could not be read",
 * counts as a finding). A normal run replays the seeds in {@code RecReaderFuzzTestInputs},
 * written by {@link SyntheticRecording} ({@code RecReaderFuzzSeedsTest}).
 */
class RecReaderFuzzTest {
    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "rec.dict")
    void readerNeverFails(byte[] input) {
        if (input.length == 0) return;
        int mode = input[0] & 0xff;
        byte[] rest = Arrays.copyOfRange(input, 1, input.length);
        if ((mode & 0x80) != 0) {
            check(RecReader.read("fuzz.mgx", rest), rest.length);
            return;
        }
        boolean aok = (mode & 1) != 0;
        int log = (mode >> 1 & 7) == 7 ? -1 : mode >> 1 & 7;
        List<Diagnostic> warnings = new ArrayList<>();
        RecordedGame direct = null;
        try {
            direct = HeaderReader.read("fuzz.mgx", rest, log, warnings);
        } catch (Damaged e) {
            assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), "damaged without a reason");
            assertTrue(e.offset() >= 0 && e.offset() <= rest.length, () -> "damaged at " + e.offset() + " of " + rest.length);
        }
        if (direct != null) consistent(direct);
        RecReadResult wrapped = RecReader.read("fuzz.mgx", SyntheticRecording.wrap(rest, aok, log));
        check(wrapped, -1);
        if (direct != null && !aok) assertFalse(wrapped.failed(), () -> "a header read alone, refused in a recording: " + wrapped.diagnostics());
    }

    private static void check(RecReadResult r, int fileLength) {
        for (Diagnostic d : r.diagnostics()) {
            assertTrue(d.code().startsWith("REC"), d::toString);
            assertEquals("fuzz.mgx", d.file());
            assertFalse(d.message().startsWith("the header could not be read"), () -> "an exception inside the reader: " + d);
        }
        if (r.failed()) {
            assertTrue(r.diagnostics().get(0).isError(), () -> "a failure that says no error first: " + r.diagnostics());
        } else {
            consistent(r.game().orElseThrow());
        }
    }

    private static void consistent(RecordedGame g) {
        assertTrue(g.size() >= 1 && g.size() <= 1024, () -> "size " + g.size());
        assertEquals(g.size() * g.size(), g.terrain().length);
        assertTrue(g.players().size() >= 1 && g.players().size() <= 8, () -> "players " + g.players().size());
        for (int i = 0; i < g.players().size(); i++) assertEquals(i + 1, g.players().get(i).number());
        for (RecObject o : g.objects()) assertTrue(o.owner() >= 0 && o.owner() <= g.players().size(), o::toString);
        assertEquals(g.players().size(), g.teams().size());
        GameMap map = RecordedMaps.toGameMap(g, Engines.DATA);
        assertEquals(g.players().size(), map.starts().size());
        for (var s : map.starts()) assertTrue(s.x() >= 0 && s.x() < g.size() && s.y() >= 0 && s.y() < g.size(), s::toString);
    }
}
