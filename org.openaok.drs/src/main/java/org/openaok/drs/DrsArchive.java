package org.openaok.drs;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A DRS archive read into memory. The layout (little-endian throughout):
 * <pre>
 *   char[40] copyright   char[4] version ("1.00")   char[12] type ("tribe")
 *   int32 table count    int32 offset of the first file
 *   per table:  char[4] file type, reversed ("nib " is bin)   int32 table offset   int32 entry count
 *   per entry:  int32 id   int32 offset   int32 size
 * </pre>
 * Entries have ids, not names; {@link #entry(String)} maps the names the game's scripts use
 * through {@link KnownEntries}. Every offset is checked, so a damaged archive is an exception
 * saying what is wrong, never a bad read.
 */
public final class DrsArchive {
    /** Bytes before the table list. */
    public static final int HEADER_SIZE = 64;
    /** The largest archive read (the game's largest, graphics.drs, is some 60 MB). */
    public static final long MAX_BYTES = 1L << 30;

    private final String source;
    private final ByteBuffer bytes;
    private final TreeMap<Integer, DrsEntry> byId = new TreeMap<>();

    private DrsArchive(String source, byte[] data) throws DrsFormatException {
        this.source = source;
        this.bytes = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
        if (data.length < HEADER_SIZE) throw bad("shorter than a DRS header (" + data.length + " bytes)");
        int tables = bytes.getInt(56);
        if (tables < 0 || tables > 1024 || HEADER_SIZE + 12L * tables > data.length) throw bad("table count " + tables + " does not fit");
        for (int t = 0; t < tables; t++) {
            int at = HEADER_SIZE + 12 * t;
            String type = new StringBuilder(new String(data, at, 4, StandardCharsets.ISO_8859_1)).reverse().toString().trim();
            int offset = bytes.getInt(at + 4);
            int count = bytes.getInt(at + 8);
            if (offset < 0 || count < 0 || offset + 12L * count > data.length) throw bad("table " + t + " (" + type + ") lies outside the file");
            for (int e = 0; e < count; e++) {
                int p = offset + 12 * e;
                int id = bytes.getInt(p);
                int fileOffset = bytes.getInt(p + 4);
                int size = bytes.getInt(p + 8);
                if (fileOffset < 0 || size < 0 || (long) fileOffset + size > data.length) {
                    throw bad("entry " + id + " lies outside the file");
                }
                byId.putIfAbsent(id, new DrsEntry(type, id, fileOffset, size));
            }
        }
    }

    private DrsFormatException bad(String what) {
        return new DrsFormatException(source + ": not a valid DRS archive: " + what);
    }

    public static DrsArchive open(Path file) throws IOException {
        long size = Files.size(file);
        if (size > MAX_BYTES) throw new DrsFormatException(file + ": not read: " + size + " bytes; a DRS archive read here is at most " + (MAX_BYTES >> 20) + " MB");
        return new DrsArchive(file.toString(), Files.readAllBytes(file));
    }

    public static DrsArchive of(String source, byte[] data) throws DrsFormatException {
        return new DrsArchive(source, data.clone());
    }

    /** Where it was read from. */
    public String source() { return source; }

    /** Every entry, by id. */
    public List<DrsEntry> entries() { return Collections.unmodifiableList(new ArrayList<>(byId.values())); }

    public Optional<byte[]> entry(int id) {
        DrsEntry e = byId.get(id);
        if (e == null) return Optional.empty();
        byte[] out = new byte[e.size()];
        bytes.get(e.offset(), out);
        return Optional.of(out);
    }

    /**
     * An entry by the name the game's scripts give it ({@code random_map.def},
     * {@code land_resources.inc}, an AI file's name), or by a number written as a name.
     */
    public Optional<byte[]> entry(String name) {
        Optional<Integer> id = KnownEntries.idOf(name);
        return id.isPresent() ? entry(id.get()) : Optional.empty();
    }

    /** An entry's text (the game's files are ISO-8859-1). */
    public Optional<String> text(int id) {
        return entry(id).map(b -> new String(b, StandardCharsets.ISO_8859_1));
    }
}
