package org.openaok.sim.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.openaok.api.random.RandomStream;
import org.openaok.sim.Fixtures;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.internal.record.MatchRecord;
import org.openaok.sim.internal.record.RecordException;
import org.openaok.sim.internal.record.RecordReader;
import org.openaok.sim.internal.record.Replayer;

/**
 * Records survive damage (issue 20): cut at every byte, a record reads up to its last whole line
 * (or, cut inside its header, is refused saying the byte it ends at) and replays tick for tick as
 * far as it goes; a byte changed anywhere is refused with the line and byte where the record stops
 * agreeing with its format, or replays to the tick whose hash it changed. Never an exception.
 */
class RecordDamageTest {
    private static final Pattern WHERE = Pattern.compile("line \\d+ \\(byte \\d+\\)|ends at byte \\d+|an empty record|no record line");

    private static MatchRecord read(byte[] b) throws Exception { return RecordReader.read(new ByteArrayInputStream(b)); }

    private static Replayer.Verdict replay(MatchRecord r) throws MatchException {
        return Replayer.replay(r, SmallRecord.map(), Fixtures.matches(), -1, null);
    }

    @Test
    void cutAtEveryByteItReadsToItsLastWholeLineAndReplaysThatFar() throws Exception {
        byte[] all = SmallRecord.bytes();
        MatchRecord whole = read(all);
        assertTrue(whole.ticks() >= 390, "forty seconds recorded: " + whole.ticks());
        Set<Integer> replayed = new HashSet<>();
        int refused = 0;
        for (int cut = 0; cut <= all.length; cut++) {
            byte[] part = Arrays.copyOf(all, cut);
            MatchRecord r;
            try {
                r = read(part);
            } catch (RecordException e) {
                assertTrue(WHERE.matcher(e.getMessage()).find(), "cut at " + cut + ": " + e.getMessage());
                refused++;
                continue;
            } catch (RuntimeException e) {
                throw new AssertionError("cut at " + cut + " threw", e);
            }
            assertTrue(r.ticks() <= whole.ticks());
            assertArrayEquals(Arrays.copyOf(whole.hashes(), r.ticks()), r.hashes(), "cut at " + cut + ": the hashes read are the record's own");
            assertEquals(texts(whole).subList(0, r.commands().size()), texts(r), "cut at " + cut);
            boolean wholeLine = cut == 0 || all[cut - 1] == '\n';
            assertEquals(!wholeLine, !r.notes().isEmpty(), "cut at " + cut + ": a line cut short is told, a whole one not");
            if (replayed.add(r.ticks())) {
                Replayer.Verdict v = replay(r);
                assertTrue(v.agrees(), "cut at " + cut + ": tick " + v.firstBadTick() + " differs");
                assertEquals(r.ticks(), v.ticks());
            }
        }
        assertTrue(refused > 100, "cuts inside the header are refused: " + refused);
        assertTrue(replayed.size() >= 40, "a replay for every second flushed: " + replayed.size());
    }

    @Test
    void aByteChangedAnywhereIsRefusedWhereItStopsAgreeingOrReplaysToTheTickItChanged() throws Exception {
        byte[] all = SmallRecord.bytes();
        String text = new String(all, StandardCharsets.ISO_8859_1);
        RandomStream rnd = new RandomStream(20);
        int refused = 0, caught = 0, same = 0;
        for (int k = 0; k < 150; k++) {
            byte[] b = all.clone();
            int at = rnd.nextInt(b.length);
            byte was = b[at];
            // a hex digit for another now and then, so hashes change and still read
            b[at] = (byte) (rnd.nextInt(3) == 0 ? "0123456789abcdef".charAt(rnd.nextInt(16)) : rnd.nextInt(256));
            if (b[at] == was) continue;
            int tick = hashTick(text, at);
            MatchRecord r;
            try {
                r = read(b);
            } catch (RecordException e) {
                assertTrue(WHERE.matcher(e.getMessage()).find(), "byte " + at + ": " + e.getMessage());
                refused++;
                continue;
            } catch (RuntimeException e) {
                throw new AssertionError("byte " + at + " changed threw", e);
            }
            Replayer.Verdict v;
            try {
                v = replay(r);
            } catch (MatchException e) {
                assertFalse(e.getMessage().isBlank());
                refused++;
                continue;
            } catch (RuntimeException e) {
                throw new AssertionError("byte " + at + " changed: the replay threw", e);
            }
            if (tick >= 0 && r.ticks() > tick && r.hashes()[tick] != read(all).hashes()[tick]) {
                assertEquals(tick, v.firstBadTick(), "byte " + at + " changed tick " + tick + "'s hash");
                caught++;
            } else if (v.agrees()) {
                same++;
            }
        }
        assertTrue(refused > 20 && caught > 5, "refused " + refused + ", changed hashes caught " + caught + ", replayed alike " + same);
    }

    /**
     * A command at a tick far past the record's end (the fuzzer's 2^31 - 1) is counted, not
     * played: the replay once made a list as long as that tick and ran out of memory.
     */
    @Test
    void aCommandPastTheLastTickIsNotPlayedAndTheReplaySaysSo() throws Exception {
        String text = new String(SmallRecord.bytes(), StandardCharsets.ISO_8859_1);
        int at = text.indexOf("\nh ") + 1;
        String far = text.substring(0, at) + "c 2147483647 -1 2 train building=1390 type=villager\n"
                + "c 2147483646 0 1 resign\n" + text.substring(at);
        MatchRecord r = read(far.getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(read(SmallRecord.bytes()).commands().size() + 2, r.commands().size(), "both commands are read");
        Replayer.Verdict v = replay(r);
        assertTrue(v.agrees(), "tick " + v.firstBadTick() + " differs");
        assertEquals(r.ticks(), v.ticks());
        assertTrue(v.warnings().contains("2 commands come after the record's last tick (" + r.ticks() + ") and are not played"), v.warnings()::toString);
    }

    private static java.util.List<String> texts(MatchRecord r) {
        return r.commands().stream().map(e -> e.tick() + " " + e.slot() + " " + org.openaok.sim.api.command.CommandText.format(e.command())).toList();
    }

    /** The tick whose hash the byte at {@code at} belongs to, or -1 when it is not in a hash. */
    private static int hashTick(String text, int at) {
        int start = text.lastIndexOf('\n', at - 1) + 1;
        int end = text.indexOf('\n', at);
        String line = text.substring(start, end < 0 ? text.length() : end);
        if (!line.startsWith("h ")) return -1;
        String[] w = line.split(" ");
        int pos = start;
        for (int i = 0; i < w.length; i++) {
            if (at >= pos && at < pos + w[i].length()) return i >= 2 ? Integer.parseInt(w[1]) + i - 2 : -1;
            pos += w[i].length() + 1;
        }
        return -1;
    }

    /** The seed records the fuzz targets start from read, replay (today's engine may part from them) and are today's when written again. */
    @Test
    void theSeedRecordsRead() throws Exception {
        byte[] today = SmallRecord.bytes();
        String write = System.getProperty("openaok.writeSeeds");
        for (String dir : new String[] {"RecordReaderFuzzTestInputs/readerNeverFails", "ReplayFuzzTestInputs/replayNeverFails"}) {
            Path p = Path.of("src/test/resources/org/openaok/sim/record", dir, "small.rec");
            if (write != null) {
                Files.createDirectories(p.getParent());
                Files.write(p, today);
            }
            MatchRecord r = read(write != null ? Files.readAllBytes(p) : SmallRecord.resource(dir + "/small.rec"));
            assertTrue(r.ticks() >= 390, dir);
            Replayer.Verdict v = replay(r);
            if (!v.agrees()) System.err.println(dir + "/small.rec parts from today's engine at tick " + v.firstBadTick()
                    + "; write it again with -Dopenaok.writeSeeds=true");
        }
    }
}
