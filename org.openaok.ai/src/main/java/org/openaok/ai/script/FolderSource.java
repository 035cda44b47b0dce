package org.openaok.ai.script;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Script files in a folder. A name is tried with {@code .per} added, then as written; first
 * from the folder itself, then from the folder of the file that loads it; and where the exact
 * spelling is not there, with letters in any case, as the game's own file system allows.
 * Files are read as ISO-8859-1 (the game's), with a UTF-8 byte order mark dropped.
 */
final class FolderSource implements ScriptSource {
    private final Path root;

    FolderSource(Path root) { this.root = root.toAbsolutePath().normalize(); }

    @Override
    public Optional<ScriptText> open(String name, String from) {
        String n = ScriptSource.normalise(name);
        if (n.isEmpty()) return Optional.empty();
        List<String> candidates = new ArrayList<>();
        if (!n.toLowerCase(java.util.Locale.ROOT).endsWith(".per")) candidates.add(n + ".per");
        candidates.add(n);
        List<Path> dirs = new ArrayList<>();
        dirs.add(root);
        if (from != null) {
            Path parent = root.resolve(from).getParent();
            if (parent != null && !parent.equals(root)) dirs.add(parent);
        }
        for (Path dir : dirs) {
            for (String c : candidates) {
                Optional<Path> p = find(dir, c);
                if (p.isPresent()) return Optional.of(read(p.get()));
            }
        }
        return Optional.empty();
    }

    private Optional<Path> find(Path dir, String relative) {
        Path exact = dir.resolve(relative).normalize();
        if (!exact.startsWith(root)) return Optional.empty();
        if (Files.isRegularFile(exact)) return Optional.of(exact);
        // Walk the segments matching letters in any case.
        Path at = dir;
        for (String seg : relative.split("/")) {
            if (seg.isEmpty() || seg.equals(".")) continue;
            Path next = null;
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(at)) {
                for (Path p : ds) {
                    if (p.getFileName().toString().equalsIgnoreCase(seg)) {
                        next = p;
                        break;
                    }
                }
            } catch (IOException | RuntimeException e) {
                return Optional.empty();
            }
            if (next == null) return Optional.empty();
            at = next;
        }
        return Files.isRegularFile(at) && at.normalize().startsWith(root) ? Optional.of(at) : Optional.empty();
    }

    private ScriptText read(Path file) {
        String display = root.relativize(file).toString().replace('\\', '/');
        try {
            // larger than a script file may be: not read at all (the compiler tells)
            if (Files.size(file) > org.openaok.ai.internal.compile.Compiler.MAX_FILE_CHARS + 3L) return new ScriptText(display, null);
            return new ScriptText(display, decode(Files.readAllBytes(file)));
        } catch (IOException e) {
            return new ScriptText(display, null);
        }
    }

    static String decode(byte[] bytes) {
        int start = bytes.length >= 3 && (bytes[0] & 0xff) == 0xEF && (bytes[1] & 0xff) == 0xBB && (bytes[2] & 0xff) == 0xBF ? 3 : 0;
        if (start == 3) return new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8);
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }
}
