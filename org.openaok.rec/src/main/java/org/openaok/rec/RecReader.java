package org.openaok.rec;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

import org.openaok.api.diag.Diagnostic;
import org.openaok.rec.internal.Damaged;
import org.openaok.rec.internal.HeaderReader;
import org.openaok.rec.internal.RecCode;

/**
 * Reads recorded games of The Age of Kings ({@code .mgl}), The Conquerors 1.0 and 1.0c and
 * UserPatch ({@code .mgx}, {@code .mgz}) and HD ({@code .aoe2record}). A recording opens with its
 * header's length (and, from The Conquerors on, where the next chapter starts), then the header,
 * compressed (raw deflate); the game's actions follow it and are not read. Nothing is thrown for
 * a bad file: the result says what is wrong and where.
 */
public final class RecReader {
    /** No header inflates beyond this (a Giant map for eight is some 20 MB). */
    static final int MAX_HEADER = 256 << 20;

    private RecReader() {}

    /**
     * Reads a recording from a file: only its header and the log version after it, never the
     * game's actions, so a file of any size reads in the memory its header needs (a file of 2 GB
     * or more would not fit in one array at all).
     */
    public static RecReadResult read(Path file) {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        byte[] bytes;
        try {
            if (!Files.isRegularFile(file)) return failed(RecCode.UNREADABLE.at(file.toString(), "no such file"));
            try (InputStream in = Files.newInputStream(file)) {
                long size = Files.size(file);
                byte[] start = in.readNBytes(8);
                long headerLength = start.length < 8 ? 0 : u32(start, 0);
                if (headerLength > MAX_HEADER) {
                    return failed(RecCode.NOT_A_RECORDING.at(name, "a header of " + headerLength + " bytes compressed, more than the "
                            + (MAX_HEADER >> 20) + " MB a header may inflate to: not a recorded game"));
                }
                long want = Math.min(size, Math.max(16, headerLength + 4));
                bytes = new byte[(int) want];
                System.arraycopy(start, 0, bytes, 0, Math.min(start.length, bytes.length));
                int got = start.length + in.readNBytes(bytes, start.length, bytes.length - Math.min(start.length, bytes.length));
                if (got < bytes.length) bytes = Arrays.copyOf(bytes, got);   // the file shrank while read
            }
        } catch (IOException | RuntimeException e) {
            return failed(RecCode.UNREADABLE.at(file.toString(), "cannot read the file: " + e.getMessage()));
        }
        return read(name, bytes);
    }

    /** Reads a recording's bytes; {@code name} is what diagnostics call it. */
    public static RecReadResult read(String name, byte[] bytes) {
        if (bytes.length < 16) return failed(RecCode.NOT_A_RECORDING.at(name, "too short for a recorded game (" + bytes.length + " bytes)"));
        long headerLength = u32(bytes, 0);
        long check = u32(bytes, 4);
        // The Conquerors and later store where the next chapter starts; The Age of Kings does not
        int start = check < 100_000_000L ? 8 : 4;
        if (headerLength <= start || headerLength > bytes.length) {
            return failed(RecCode.NOT_A_RECORDING.at(name, "the header's length (" + headerLength + ") does not fit a file of "
                    + bytes.length + " bytes: not a recorded game, or one cut short"));
        }
        byte[] header;
        try {
            header = inflate(bytes, start, (int) headerLength - start);
        } catch (DataFormatException e) {
            return failed(RecCode.BAD_COMPRESSION.at(name, "the compressed header is damaged: " + e.getMessage()));
        } catch (IllegalStateException e) {
            return failed(RecCode.BAD_COMPRESSION.at(name, e.getMessage()));
        }
        int logVersion = headerLength + 4 <= bytes.length ? (int) u32(bytes, (int) headerLength) : -1;
        List<Diagnostic> warnings = new ArrayList<>();
        try {
            RecordedGame game = HeaderReader.read(name, header, logVersion, warnings);
            return new RecReadResult(Optional.of(game), warnings);
        } catch (Damaged e) {
            RecCode code = e.section().equals("version") ? RecCode.UNSUPPORTED_VERSION : RecCode.DAMAGED;
            warnings.add(0, code.at(name, (code == RecCode.DAMAGED ? "the header is damaged in its " + e.section() + " (byte "
                    + e.offset() + " of " + header.length + " inflated): " : "") + e.getMessage()));
            return new RecReadResult(Optional.empty(), warnings);
        } catch (RuntimeException e) {
            warnings.add(0, RecCode.DAMAGED.at(name, "the header could not be read: " + e));
            return new RecReadResult(Optional.empty(), warnings);
        }
    }

    private static byte[] inflate(byte[] bytes, int offset, int length) throws DataFormatException {
        Inflater inflater = new Inflater(true);
        try {
            inflater.setInput(bytes, offset, length);
            ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(1024, length * 8));
            byte[] buffer = new byte[1 << 16];
            while (!inflater.finished()) {
                int n = inflater.inflate(buffer);
                if (n == 0) {
                    if (inflater.needsInput() || inflater.needsDictionary()) break;
                }
                out.write(buffer, 0, n);
                if (out.size() > MAX_HEADER) throw new IllegalStateException("the header inflates beyond " + (MAX_HEADER >> 20) + " MB: not a recorded game");
            }
            if (out.size() == 0) throw new DataFormatException("nothing inflates");
            return out.toByteArray();
        } finally {
            inflater.end();
        }
    }

    private static long u32(byte[] b, int at) {
        return (b[at] & 0xffL) | (b[at + 1] & 0xffL) << 8 | (b[at + 2] & 0xffL) << 16 | (b[at + 3] & 0xffL) << 24;
    }

    private static RecReadResult failed(Diagnostic d) {
        return new RecReadResult(Optional.empty(), List.of(d));
    }
}
