package org.openaok.rms;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.openaok.api.diag.Diagnostic;
import org.openaok.rms.internal.ScriptReader;
import org.openaok.rms.script.RmsScript;

/**
 * Reads random map scripts, the entry point of this bundle.
 *
 * <p>{@link #read} preprocesses a script with the lobby's settings (the seed picks one branch of
 * every random block, the labels pick the if branches) and parses what survives into an
 * {@link RmsScript}. {@link #check} reads every branch instead, so a mistake in a branch this seed
 * did not pick is still found. Neither throws for anything in the text: every problem is a
 * {@link Diagnostic} with a stable {@link RmsCode}, file, line and column, and the rest of the
 * script is still read.
 *
 * <p>Includes are looked up in OpenAoK's own files first ({@link BuiltInFiles}), then with the
 * resolver given. The predefined constants are in force from the first line.
 *
 * <p>Every call is independent of every other, so the methods may be called from many threads at
 * once (a resolver given to several must allow that too).
 */
public final class RmsReader {
    private RmsReader() {}

    /** Reads a script with the built-in include files only. */
    public static RmsReadResult read(String fileName, String text, LobbySettings lobby) {
        return read(fileName, text, lobby, IncludeResolver.none());
    }

    /**
     * Reads a script as the engine runs it.
     *
     * @param fileName the name diagnostics give the script
     * @param text     the script's text
     * @param lobby    the lobby's settings: seed, size, players, teams, mode, resources, labels
     * @param includes where to find include files after the built-ins (a DRS archive, folders)
     */
    public static RmsReadResult read(String fileName, String text, LobbySettings lobby, IncludeResolver includes) {
        return ScriptReader.read(fileName, text, lobby, includes, false);
    }

    /** The largest script file read (the original game's are a few tens of kilobytes). */
    public static final long MAX_BYTES = 4L << 20;

    /** A script file's text (ISO-8859-1, the game's encoding); a file larger than {@link #MAX_BYTES} is not read. */
    public static String text(Path file) throws IOException {
        long size = Files.size(file);
        if (size > MAX_BYTES) throw new IOException(file + " has " + size + " bytes; a map script is at most " + (MAX_BYTES >> 20) + " MB");
        return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
    }

    /** Reads a script file (as ISO-8859-1, the game's encoding); an unreadable file is a diagnostic. */
    public static RmsReadResult read(Path file, LobbySettings lobby, IncludeResolver includes) {
        String name = file.toString();
        try {
            return read(name, text(file), lobby, includes);
        } catch (IOException | RuntimeException e) {
            RmsReadResult empty = read(name, "", lobby, includes);
            return new RmsReadResult(empty.script(), List.of(new Diagnostic(RmsCode.UNREADABLE_FILE.severity(),
                    RmsCode.UNREADABLE_FILE.code(), name, 0, 0, "cannot read the script: " + e.getMessage())));
        }
    }

    /**
     * Checks a script statically: every branch of every {@code if} and random block is read (so a
     * constant defined in one branch counts as defined), and so is the map these lobby settings
     * give; the diagnostics of both come back, each once, in file order. The script in the result
     * is the one these settings give.
     */
    public static RmsReadResult check(String fileName, String text, LobbySettings lobby, IncludeResolver includes) {
        RmsReadResult every = ScriptReader.read(fileName, text, lobby, includes, true);
        RmsReadResult chosen = ScriptReader.read(fileName, text, lobby, includes, false);
        return new RmsReadResult(chosen.script(), merge(every.diagnostics(), chosen.diagnostics()));
    }

    /** Both lists, a finding at the same place with the same code given once, sorted by place. */
    static List<Diagnostic> merge(List<Diagnostic> a, List<Diagnostic> b) {
        Map<String, Diagnostic> byPlace = new LinkedHashMap<>();
        for (Diagnostic d : a) byPlace.putIfAbsent(key(d), d);
        for (Diagnostic d : b) byPlace.putIfAbsent(key(d), d);
        List<String> fileOrder = new ArrayList<>();
        for (Diagnostic d : byPlace.values()) {
            if (!fileOrder.contains(d.file())) fileOrder.add(d.file());
        }
        List<Diagnostic> out = new ArrayList<>();
        List<Diagnostic> counts = new ArrayList<>();
        for (Diagnostic d : byPlace.values()) (d.code().equals(RmsCode.TOO_MANY.code()) ? counts : out).add(d);
        out.sort(Comparator.comparingInt((Diagnostic d) -> fileOrder.indexOf(d.file()))
                .thenComparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
        out.addAll(counts); // "N more not listed" stays last
        return out;
    }

    private static String key(Diagnostic d) {
        return d.code() + '\u0000' + d.file() + '\u0000' + d.line() + '\u0000' + d.column();
    }
}
