package org.openaok.ai.script;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.openaok.ai.lang.Version;
import org.openaok.api.diag.Diagnostic;

/** Writes script files into a folder and compiles them: tests read real files. */
public final class Scripts {
    private final Path root;

    public Scripts(Path root) { this.root = root; }

    public Scripts file(String name, String text) {
        try {
            Path p = root.resolve(name);
            Files.createDirectories(p.getParent());
            Files.writeString(p, text, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    public Path root() { return root; }

    public Compilation compile(String master) { return compile(master, Seat.defaults(1)); }

    public Compilation compile(String master, Seat seat) {
        return ScriptCompiler.compile(ScriptSource.folder(root), master, seat);
    }

    public Compilation compile(String master, Seat seat, Set<String> defines, Dice dice) {
        return ScriptCompiler.compile(ScriptSource.folder(root), master, seat, defines, dice);
    }

    /** At a level of the language. */
    public Compilation compile(String master, Seat seat, Version level) {
        return ScriptCompiler.compile(ScriptSource.folder(root), master, seat, Set.of(), null, level, null);
    }

    /** Each diagnostic as CODE@line. */
    public static List<String> codes(Compilation c) {
        List<String> out = new ArrayList<>();
        for (Diagnostic d : c.diagnostics()) out.add(d.code() + "@" + d.line());
        return out;
    }

    /** A one-file script's compilation. */
    public static Compilation one(Path dir, String text) {
        return new Scripts(dir).file("ai.per", text).compile("ai");
    }

    /** A one-file script's compilation at a level of the language. */
    public static Compilation one(Path dir, String text, Version level) {
        return new Scripts(dir).file("ai.per", text).compile("ai", Seat.defaults(1), level);
    }
}
