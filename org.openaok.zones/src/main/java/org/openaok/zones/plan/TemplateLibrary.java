package org.openaok.zones.plan;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

import org.openaok.zones.template.Template;
import org.openaok.zones.template.TemplateFile;
import org.openaok.zones.template.TemplateReader;

/**
 * The templates {@code --map NAME} can name: the bundle's own, then those in a folder of
 * template files (the {@code openaok.templates} property). Templates with errors are left out.
 */
public final class TemplateLibrary {
    public static final String BUILTIN = "org/openaok/zones/templates/openaok.json";
    private static final TemplateFile BUILTIN_FILE = readBuiltin();

    /** A template on offer and where it came from. */
    public record Entry(Template template, TemplateFile file, String origin) {
        public String name() { return template.name(); }
    }

    private final List<Entry> entries;

    private TemplateLibrary(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    private static TemplateFile readBuiltin() {
        try (InputStream in = TemplateLibrary.class.getClassLoader().getResourceAsStream(BUILTIN)) {
            if (in == null) throw new IOException("missing resource " + BUILTIN);
            return TemplateReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8), BUILTIN);
        } catch (IOException e) {
            throw new IllegalStateException("the bundled templates cannot be read: " + e.getMessage(), e);
        }
    }

    /** The built-in templates and those of a folder (null or missing: built-in only). */
    public static TemplateLibrary load(String folder) {
        List<Entry> out = new ArrayList<>();
        for (Template t : BUILTIN_FILE.templates()) if (!t.hasErrors()) out.add(new Entry(t, BUILTIN_FILE, "built-in"));
        if (folder != null && !folder.isBlank()) {
            Path dir = Path.of(folder);
            if (Files.isDirectory(dir)) {
                List<Path> files;
                try (Stream<Path> s = Files.list(dir)) {
                    files = s.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json")).sorted().toList();
                } catch (IOException | RuntimeException e) {
                    files = List.of();
                }
                for (Path p : files) {
                    TemplateFile f = TemplateReader.read(p);
                    for (Template t : f.templates()) if (!t.hasErrors()) out.add(new Entry(t, f, p.toString()));
                }
            }
        }
        return new TemplateLibrary(out);
    }

    public List<Entry> entries() { return entries; }

    /** The first template of this name or key (exactly, then ignoring case). */
    public Optional<Entry> find(String name) {
        for (Entry e : entries) if (e.template().name().equals(name) || e.template().key().equals(name)) return Optional.of(e);
        String lower = name.toLowerCase(Locale.ROOT);
        for (Entry e : entries) {
            if (e.template().name().toLowerCase(Locale.ROOT).equals(lower) || e.template().key().toLowerCase(Locale.ROOT).equals(lower)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }
}
