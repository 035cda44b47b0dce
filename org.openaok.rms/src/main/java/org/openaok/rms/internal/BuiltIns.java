package org.openaok.rms.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.openaok.rms.script.Constants;

/** Loads the bundle's own data: the predefined constants and the built-in include files. */
public final class BuiltIns {
    private static final Constants CONSTANTS = loadConstants();
    private static final Map<String, String> INCLUDES = new ConcurrentHashMap<>();
    private static volatile String randomMapDef;

    private BuiltIns() {}

    /** The predefined constants, in the order the table lists them. */
    public static Constants constants() { return CONSTANTS; }

    /** random_map.def as script text: a {@code #const} line per constant. */
    public static String randomMapDefText() {
        String t = randomMapDef;
        if (t == null) {
            StringBuilder sb = new StringBuilder(CONSTANTS.size() * 24);
            sb.append("/* OpenAoK's random_map.def: the constants every script starts with */\n");
            for (Map.Entry<String, Integer> e : CONSTANTS.asMap().entrySet()) {
                sb.append("#const ").append(e.getKey()).append(' ').append(e.getValue()).append('\n');
            }
            t = sb.toString();
            randomMapDef = t;
        }
        return t;
    }

    /** A built-in .inc file's text (name in lower case). */
    public static String includeText(String name) {
        return INCLUDES.computeIfAbsent(name, n -> read("include/" + n));
    }

    private static Constants loadConstants() {
        Map<String, Integer> out = new LinkedHashMap<>();
        String text = read("constants.txt");
        int number = 0;
        for (String line : text.split("\n")) {
            number++;
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("#") || l.startsWith("[")) continue;
            int eq = l.indexOf('=');
            if (eq < 0) throw new IllegalStateException("constants.txt:" + number + ": expected NAME = value");
            out.putIfAbsent(l.substring(0, eq).strip(), Integer.parseInt(l.substring(eq + 1).strip()));
        }
        return new Constants(out);
    }

    private static String read(String resource) {
        try (InputStream in = BuiltIns.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException(resource + " is missing from the bundle");
            StringBuilder sb = new StringBuilder();
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            char[] buf = new char[8192];
            int n;
            while ((n = r.read(buf)) > 0) sb.append(buf, 0, n);
            return sb.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
