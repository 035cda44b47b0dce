package org.openaok.sim.record;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.openaok.sim.internal.record.MatchRecord;
import org.openaok.sim.internal.record.RecordException;
import org.openaok.sim.internal.record.RecordReader;

/**
 * Fuzzes the match record reader: whatever the bytes, a record or a {@link RecordException}
 * saying where the record stops agreeing with its format (a line and byte), nothing else. A
 * normal run replays the seeds in {@code RecordReaderFuzzTestInputs} (records of our matches).
 */
class RecordReaderFuzzTest {
    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "record.dict")
    void readerNeverFails(byte[] input) {
        MatchRecord r = read(input);
        if (r == null) return;
        assertTrue(r.ticks() >= 0 && r.ticks() == r.hashes().length, () -> "ticks " + r.ticks());
        for (MatchRecord.Entry e : r.commands()) assertTrue(e.tick() >= 0 && e.command() != null, e::toString);
        r.settings().seats();
        r.map().size();
    }

    /** The record, or null when it is refused with a reason. */
    static MatchRecord read(byte[] input) {
        try {
            return RecordReader.read(new ByteArrayInputStream(input));
        } catch (RecordException e) {
            assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), "refused without a reason");
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
