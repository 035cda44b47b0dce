package org.openaok.ai.script;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.openaok.drs.KnownEntries;

/**
 * The project's own computer player: the master file {@value #MASTER} and the files it loads,
 * written in the language and shipped in this bundle. In a game's data they are the AI files,
 * DRS entries 60001 to 60027, under the names listed here.
 */
public final class ComputerPlayer {
    /** The master file of a random map game's computer player. */
    public static final String MASTER = "randomgame";
    /** The first and last DRS entry ids of the AI files. */
    public static final int FIRST_ENTRY = 60001, LAST_ENTRY = 60027;

    private static final String BASE = "/org/openaok/ai/scripts/";
    private static final Map<String, Integer> FILES = readFiles();

    private ComputerPlayer() {}

    private static Map<String, Integer> readFiles() {
        Map<String, Integer> files = new LinkedHashMap<>();
        try (InputStream in = ComputerPlayer.class.getResourceAsStream(BASE + "files.txt")) {
            if (in == null) throw new IllegalStateException("the computer player's file list is missing");
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                String s = line.strip();
                if (s.isEmpty() || s.startsWith("#")) continue;
                String[] f = s.split("\\s+");
                int id = Integer.parseInt(f[1]);
                if (id < FIRST_ENTRY || id > LAST_ENTRY) throw new IllegalStateException(f[0] + ": entry " + id + " is not an AI file's");
                files.put(f[0].toLowerCase(Locale.ROOT), id);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Collections.unmodifiableMap(files);
    }

    /** Every shipped file's name (without {@code .per}) and its DRS entry id, the master first. */
    public static Map<String, Integer> files() { return FILES; }

    /** Names the AI files' entries with {@link KnownEntries}, so a DRS load finds them. */
    public static void registerEntries() {
        Holder.REGISTERED.hashCode();
    }

    private static final class Holder {
        static final Boolean REGISTERED = register();

        private static Boolean register() {
            FILES.forEach(KnownEntries::register);
            return Boolean.TRUE;
        }
    }

    /** The text of a shipped file. */
    public static Optional<String> text(String name) {
        String stem = ScriptSource.stem(name).toLowerCase(Locale.ROOT);
        if (!FILES.containsKey(stem)) return Optional.empty();
        try (InputStream in = ComputerPlayer.class.getResourceAsStream(BASE + stem + ".per")) {
            if (in == null) return Optional.empty();
            return Optional.of(new String(in.readAllBytes(), StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The shipped files as a script source. */
    public static ScriptSource source() {
        return (name, from) -> {
            String stem = ScriptSource.stem(name).toLowerCase(Locale.ROOT);
            return text(stem).map(t -> new ScriptText(stem + ".per", t));
        };
    }
}
