package org.openaok.drs;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import org.junit.jupiter.api.Test;

class DrsArchiveTest {
    @Test
    void readsBackWhatWasWrittenByIdAndByName() throws Exception {
        byte[] drs = new DrsWriter()
                .add(54000, "#const GRASS 0")
                .add(54103, "create_object TOWN_CENTER")
                .add("slp", 9, new byte[] {1, 2, 3})
                .toBytes();
        DrsArchive a = DrsArchive.of("test.drs", drs);
        assertEquals(3, a.entries().size());
        assertEquals("#const GRASS 0", a.text(54000).orElseThrow());
        assertEquals("create_object TOWN_CENTER", new String(a.entry("land_resources.inc").orElseThrow(), StandardCharsets.ISO_8859_1));
        assertArrayEquals(new byte[] {1, 2, 3}, a.entry(9).orElseThrow());
        assertEquals("slp", a.entries().stream().filter(e -> e.id() == 9).findFirst().orElseThrow().type());
        assertTrue(a.entry(12345).isEmpty());
        assertTrue(a.entry("no_such_file.inc").isEmpty());
        assertEquals("#const GRASS 0", new String(a.entry("54000").orElseThrow(), StandardCharsets.ISO_8859_1));
    }

    @Test
    void damagedArchivesAreRejectedWithAReason() throws Exception {
        assertThrows(DrsFormatException.class, () -> DrsArchive.of("short.drs", new byte[10]));
        byte[] drs = new DrsWriter().add(1, "hello").toBytes();
        byte[] cut = Arrays.copyOf(drs, drs.length - 3);
        DrsFormatException e = assertThrows(DrsFormatException.class, () -> DrsArchive.of("cut.drs", cut));
        assertTrue(e.getMessage().contains("entry 1"), e.getMessage());
    }

    @Test
    void anArchiveLargerThanTheLimitIsRefusedUnread(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path big = dir.resolve("big.drs");
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(DrsArchive.MAX_BYTES + 1);   // sparse: nothing is written
        }
        DrsFormatException e = assertThrows(DrsFormatException.class, () -> DrsArchive.open(big));
        assertTrue(e.getMessage().contains("at most 1024 MB"), e.getMessage());
    }
}
