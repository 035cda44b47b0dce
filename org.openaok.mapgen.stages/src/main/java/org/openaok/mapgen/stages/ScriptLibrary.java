package org.openaok.mapgen.stages;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.openaok.api.generate.MapEntry;
import org.openaok.rms.ShippedMaps;

/**
 * The map scripts shipped inside this bundle, listed in {@code scripts/index.tsv} next to this
 * class (one line each: name, file, description; {@code #} starts a remark), and those the rms
 * bundle ships in an index of the same form ({@link ShippedMaps}). Scripts are read as
 * ISO-8859-1, the game's encoding.
 */
public final class ScriptLibrary {
    /** A script shipped in the bundle. */
    public record Script(String name, String file, String description) {}

    private final ClassLoader loader;
    private final String folder;
    private final List<Script> scripts;
    /** The libraries a combined one is made of (searched in order), or empty for a single folder. */
    private final List<ScriptLibrary> parts;

    /** The scripts this bundle ships, then OpenAoK's own maps the rms bundle ships ({@link ShippedMaps}). */
    public static ScriptLibrary bundled() {
        return new ScriptLibrary(ScriptLibrary.class.getClassLoader(), "org/openaok/mapgen/stages/scripts/")
                .and(new ScriptLibrary(ShippedMaps.class.getClassLoader(), ShippedMaps.FOLDER));
    }

    /** The scripts a folder of a class loader lists in its {@code index.tsv}. */
    public ScriptLibrary(ClassLoader loader, String folder) {
        this.loader = loader;
        this.folder = folder.endsWith("/") ? folder : folder + "/";
        this.scripts = readIndex();
        this.parts = List.of();
    }

    private ScriptLibrary(List<ScriptLibrary> parts) {
        this.loader = null;
        this.folder = null;
        List<Script> all = new ArrayList<>();
        for (ScriptLibrary p : parts) all.addAll(p.scripts);
        this.scripts = List.copyOf(all);
        this.parts = List.copyOf(parts);
    }

    /** This library's scripts, then another's (a name found in this one wins). */
    public ScriptLibrary and(ScriptLibrary other) {
        return new ScriptLibrary(List.of(this, other));
    }

    public List<Script> scripts() { return scripts; }

    public List<MapEntry> entries() {
        List<MapEntry> out = new ArrayList<>();
        for (Script s : scripts) out.add(new MapEntry(s.name(), s.description(), "built-in (" + s.file() + ")"));
        return out;
    }

    /** A shipped script by name (any case; spaces, dashes and underscores ignored; ".rms" optional). */
    public Optional<Script> find(String name) {
        String want = OriginalMaps.normal(name.endsWith(".rms") ? name.substring(0, name.length() - 4) : name);
        for (Script s : scripts) if (OriginalMaps.normal(s.name()).equals(want)) return Optional.of(s);
        return Optional.empty();
    }

    /** A shipped script's text. */
    public String text(Script s) throws IOException {
        for (ScriptLibrary p : parts) if (p.scripts.contains(s)) return p.text(s);
        if (loader == null) throw new IOException("no library holds " + s.file());
        try (InputStream in = loader.getResourceAsStream(folder + s.file())) {
            if (in == null) throw new IOException("the bundle lists " + s.file() + " but does not hold it");
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    private List<Script> readIndex() {
        List<Script> out = new ArrayList<>();
        try (InputStream in = loader.getResourceAsStream(folder + "index.tsv")) {
            if (in == null) return List.of();
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = r.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] c = line.split("\t");
                if (c.length < 2) continue;
                out.add(new Script(c[0].trim(), c[1].trim(), c.length > 2 ? c[2].trim() : ""));
            }
        } catch (IOException e) {
            return List.copyOf(out);
        }
        return List.copyOf(out);
    }
}
