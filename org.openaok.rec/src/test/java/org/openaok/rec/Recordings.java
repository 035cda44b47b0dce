package org.openaok.rec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The public test recordings in {@code ../shared/corpus/recs/} (the system property
 * {@code openaok.shared} names {@code ../shared}; tests skip when it is absent) and what an
 * independent parser extracted from each ({@code extracted/NAME.json}).
 */
public final class Recordings {
    private Recordings() {}

    /** The folder of recordings, or null. */
    public static Path folder() {
        String shared = System.getProperty("openaok.shared");
        if (shared == null || shared.isBlank()) return null;
        Path p = Path.of(shared, "corpus", "recs");
        return Files.isDirectory(p) ? p : null;
    }

    /** Every recording there, sorted by name; empty when there is none. */
    public static List<Path> all() {
        Path dir = folder();
        List<Path> out = new ArrayList<>();
        if (dir == null) return out;
        try (var s = Files.list(dir)) {
            s.filter(p -> {
                String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
                return n.endsWith(".mgl") || n.endsWith(".mgx") || n.endsWith(".mgz") || n.endsWith(".aoe2record");
            }).sorted().forEach(out::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** The extracted facts of a recording, or null when there are none. */
    public static Path extracted(Path recording) {
        String n = recording.getFileName().toString();
        Path p = recording.resolveSibling("extracted").resolve(n.substring(0, n.lastIndexOf('.')) + ".json");
        return Files.isRegularFile(p) ? p : null;
    }

    /** The folder of the original game's scripts (OPENAOK_RMS_CORPUS, or the system property openaok.rms), or null. */
    public static Path scripts() {
        String dir = System.getProperty("openaok.rms", System.getenv("OPENAOK_RMS_CORPUS"));
        if (dir == null || dir.isBlank() || !Files.isDirectory(Path.of(dir))) return null;
        return Path.of(dir);
    }
}
