package org.openaok.rec.command;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The script a recorded map was made from: a file named like the map (any case; spaces, dashes,
 * underscores ignored: "Black Forest" finds {@code Black Forest.rms} or {@code black_forest.rms})
 * in a folder of scripts.
 */
final class ScriptFinder {
    private ScriptFinder() {}

    static Optional<Path> find(Path folder, String mapName) throws IOException {
        if (folder == null || mapName.isBlank() || !Files.isDirectory(folder)) return Optional.empty();
        String want = normal(mapName);
        try (var files = Files.list(folder)) {
            List<Path> all = files.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".rms")).sorted().toList();
            for (Path p : all) {
                String n = p.getFileName().toString();
                if (normal(n.substring(0, n.length() - 4)).equals(want)) return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    static String normal(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toLowerCase(Locale.ROOT).toCharArray()) if (Character.isLetterOrDigit(c)) b.append(c);
        return b.toString();
    }
}
