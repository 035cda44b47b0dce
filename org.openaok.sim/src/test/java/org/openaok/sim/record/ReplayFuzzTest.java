package org.openaok.sim.record;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.openaok.sim.Fixtures;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.internal.record.MapFingerprint;
import org.openaok.sim.internal.record.MatchRecord;
import org.openaok.sim.internal.record.Replayer;

/**
 * Fuzzes replays: a record that reads is played again on the small record's map (when it names
 * that map's fingerprint; up to 30 seconds of it; the rules read once for every replay), and whatever its commands, settings and hashes,
 * the replay agrees, names the first tick that differs, or is refused with a {@link MatchException};
 * no exception escapes. A normal run replays the seeds in {@code ReplayFuzzTestInputs}.
 */
class ReplayFuzzTest {
    private static final String FINGERPRINT = MapFingerprint.of(SmallRecord.map());

    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "record.dict")
    void replayNeverFails(byte[] input) {
        MatchRecord r = RecordReaderFuzzTest.read(input);
        if (r == null || !r.mapHash().equals(FINGERPRINT)) return;
        Replayer.Verdict v;
        try {
            v = Replayer.replay(r, SmallRecord.map(), Fixtures.shared(), 300, null);
        } catch (MatchException e) {
            assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), "refused without a reason");
            return;
        }
        assertTrue(v.agrees() || v.startDiffers() || (v.firstBadTick() >= 0 && v.firstBadTick() < v.ticks()), v::toString);
    }
}
