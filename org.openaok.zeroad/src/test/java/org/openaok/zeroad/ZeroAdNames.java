package org.openaok.zeroad;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The names the installed 0 A.D.'s public mod defines, as {@code tools/zeroad/names} gathered them
 * into {@code zeroad-names.txt}: {@code kind<TAB>name} rows for civs, textures, templates and actors.
 */
final class ZeroAdNames {
    final String version;
    private final Map<String, Set<String>> byKind = new HashMap<>();

    private ZeroAdNames(String version) { this.version = version; }

    static ZeroAdNames load() {
        try (InputStream in = ZeroAdNames.class.getClassLoader().getResourceAsStream("zeroad-names.txt")) {
            if (in == null) throw new IllegalStateException("no zeroad-names.txt among the test resources (tools/zeroad/names writes it)");
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String version = "?";
            Map<String, Set<String>> rows = new HashMap<>();
            for (String s; (s = r.readLine()) != null; ) {
                if (s.isBlank() || s.startsWith("#")) continue;
                String[] c = s.split("\t", 2);
                if (c[0].equals("version")) version = c[1];
                else rows.computeIfAbsent(c[0], k -> new HashSet<>()).add(c[1]);
            }
            ZeroAdNames n = new ZeroAdNames(version);
            n.byKind.putAll(rows);
            return n;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Set<String> of(String kind) { return byKind.getOrDefault(kind, Set.of()); }

    boolean hasTexture(String name) { return of("texture").contains(name); }

    /** A template, or an actor entity ({@code actor|path}). */
    boolean hasTemplate(String name) { return of("template").contains(name) || of("actor").contains(name); }

    boolean hasCiv(String name) { return of("civ").contains(name); }
}
