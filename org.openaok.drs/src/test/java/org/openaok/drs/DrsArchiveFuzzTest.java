package org.openaok.drs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzzes the DRS reader: whatever the bytes, an archive or a {@link DrsFormatException} naming
 * what is wrong; every entry of an archive read lies inside it and reads by id, by the names the
 * scripts use and as text; and an archive written again from the entries read reads back the
 * same. A normal run replays the seeds in {@code DrsArchiveFuzzTestInputs} (written by {@link DrsWriter}).
 */
class DrsArchiveFuzzTest {
    private static final List<String> NAMES = List.of("random_map.def", "std_resources.inc", "land_and_water_resources.inc",
            "land_resources.inc", "60001", " 9 ", "-1", "no_such_file.inc");

    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "drs.dict")
    void archiveNeverFails(byte[] input) {
        DrsArchive a;
        try {
            a = DrsArchive.of("fuzz.drs", input);
        } catch (DrsFormatException e) {
            assertTrue(e.getMessage().startsWith("fuzz.drs: not a valid DRS archive: "), e.getMessage());
            return;
        }
        DrsWriter again = new DrsWriter();
        for (DrsEntry e : a.entries()) {
            assertTrue(e.offset() >= 0 && e.size() >= 0 && (long) e.offset() + e.size() <= input.length, e::toString);
            byte[] data = a.entry(e.id()).orElseThrow();
            assertEquals(e.size(), data.length);
            a.text(e.id()).orElseThrow();
            if (e.type().length() <= 4) again.add(e.type(), e.id(), data);
        }
        for (String name : NAMES) a.entry(name);
        DrsArchive back;
        try {
            back = DrsArchive.of("again.drs", again.toBytes());
        } catch (DrsFormatException e) {
            throw new AssertionError("an archive written from the entries read does not read: " + e.getMessage(), e);
        }
        for (DrsEntry e : back.entries()) assertArrayEquals(a.entry(e.id()).orElseThrow(), back.entry(e.id()).orElseThrow());
    }
}
