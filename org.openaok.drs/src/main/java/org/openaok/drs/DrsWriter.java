package org.openaok.drs;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Builds a DRS archive (tests build small ones; tools can pack scripts). */
public final class DrsWriter {
    private final Map<String, Map<Integer, byte[]>> tables = new TreeMap<>();

    /** Adds an entry to the table of the given type (e.g. {@code bin}). */
    public DrsWriter add(String type, int id, byte[] data) {
        if (type.length() > 4) throw new IllegalArgumentException("a DRS file type has at most 4 characters");
        tables.computeIfAbsent(type, t -> new TreeMap<>()).put(id, data.clone());
        return this;
    }

    public DrsWriter add(int id, String text) {
        return add("bin", id, text.getBytes(StandardCharsets.ISO_8859_1));
    }

    public byte[] toBytes() {
        int entries = tables.values().stream().mapToInt(Map::size).sum();
        int firstFile = DrsArchive.HEADER_SIZE + 12 * tables.size() + 12 * entries;
        ByteBuffer head = ByteBuffer.allocate(firstFile).order(ByteOrder.LITTLE_ENDIAN);
        put(head, "Copyright (c) 1997 Ensemble Studios.\u001a", 40);
        put(head, "1.00", 4);
        put(head, "tribe", 12);
        head.putInt(tables.size());
        head.putInt(firstFile);
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        int tableAt = DrsArchive.HEADER_SIZE + 12 * tables.size();
        List<byte[]> files = new ArrayList<>();
        int fileAt = firstFile;
        int t = 0;
        for (Map.Entry<String, Map<Integer, byte[]>> table : tables.entrySet()) {
            String reversed = new StringBuilder(String.format("%-4s", table.getKey())).reverse().toString();
            head.position(DrsArchive.HEADER_SIZE + 12 * t++);
            put(head, reversed, 4);
            head.putInt(tableAt);
            head.putInt(table.getValue().size());
            int e = 0;
            for (Map.Entry<Integer, byte[]> entry : table.getValue().entrySet()) {
                head.position(tableAt + 12 * e++);
                head.putInt(entry.getKey());
                head.putInt(fileAt);
                head.putInt(entry.getValue().length);
                files.add(entry.getValue());
                fileAt += entry.getValue().length;
            }
            tableAt += 12 * table.getValue().size();
        }
        body.writeBytes(head.array());
        for (byte[] f : files) body.writeBytes(f);
        return body.toByteArray();
    }

    private static void put(ByteBuffer b, String s, int width) {
        byte[] raw = s.getBytes(StandardCharsets.ISO_8859_1);
        for (int i = 0; i < width; i++) b.put(i < raw.length ? raw[i] : 0);
    }
}
