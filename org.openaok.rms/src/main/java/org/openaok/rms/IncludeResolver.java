package org.openaok.rms;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.openaok.drs.DrsArchive;

/**
 * Finds the file an {@code #include_drs NAME [ID]} names. The reader always asks the built-in
 * files first ({@link BuiltInFiles}), then the resolver it was given, so a script gets OpenAoK's
 * own {@code random_map.def} and resource files even when a user's archive has the originals.
 */
@FunctionalInterface
public interface IncludeResolver {
    /**
     * The file, or empty when this resolver does not have it.
     *
     * @param name the name written in the script
     * @param id   the id written after it, or -1 when none was
     */
    Optional<IncludeFile> resolve(String name, int id);

    /** This resolver, and where it finds nothing, the next. */
    default IncludeResolver orElse(IncludeResolver next) {
        return (name, id) -> {
            Optional<IncludeFile> f = resolve(name, id);
            return f.isPresent() ? f : next.resolve(name, id);
        };
    }

    /** Finds nothing. */
    static IncludeResolver none() {
        return (name, id) -> Optional.empty();
    }

    /** OpenAoK's own files: random_map.def and the three resource files, by name or id. */
    static IncludeResolver builtIns() {
        return (name, id) -> {
            Optional<String> text = BuiltInFiles.text(name);
            String canonical = name;
            if (text.isEmpty() && id >= 0) {
                Optional<String> byId = BuiltInFiles.nameOf(id);
                if (byId.isPresent()) {
                    canonical = byId.get();
                    text = BuiltInFiles.text(canonical);
                }
            }
            String shown = canonical;
            return text.map(t -> new IncludeFile(shown, t, "built-in"));
        };
    }

    /**
     * Entries of a DRS archive (a user's gamedata.drs): by the id the script gives, else by the
     * name the game's scripts use for it. Text is read as ISO-8859-1, as the game wrote it.
     */
    static IncludeResolver drs(DrsArchive archive) {
        return (name, id) -> {
            Optional<byte[]> bytes = id >= 0 ? archive.entry(id) : Optional.empty();
            if (bytes.isEmpty()) bytes = archive.entry(name);
            String origin = archive.source() + (id >= 0 ? "#" + id : "");
            return bytes.map(b -> new IncludeFile(name, new String(b, StandardCharsets.ISO_8859_1), origin));
        };
    }

    /**
     * Files in a folder, by the name the script gives (a plain file name only: no folders, no
     * {@code ..}); the name's case need not match.
     */
    static IncludeResolver folder(Path dir) {
        return (name, id) -> {
            if (name.isEmpty() || name.contains("/") || name.contains("\\") || name.equals("..") || name.equals(".")) {
                return Optional.empty();
            }
            try {
                Path exact = dir.resolve(name);
                if (Files.isRegularFile(exact)) return Optional.of(read(name, exact));
                if (!Files.isDirectory(dir)) return Optional.empty();
                String want = name.toLowerCase(Locale.ROOT);
                try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
                    for (Path p : files) {
                        if (p.getFileName().toString().toLowerCase(Locale.ROOT).equals(want) && Files.isRegularFile(p)) {
                            return Optional.of(read(name, p));
                        }
                    }
                }
            } catch (IOException | RuntimeException e) {
                return Optional.empty();
            }
            return Optional.empty();
        };
    }

    private static IncludeFile read(String name, Path p) throws IOException {
        return new IncludeFile(name, RmsReader.text(p), p.toString());
    }

    /** Each resolver in turn. */
    static IncludeResolver chain(List<IncludeResolver> resolvers) {
        IncludeResolver r = none();
        for (IncludeResolver next : resolvers) r = r.orElse(next);
        return r;
    }
}
