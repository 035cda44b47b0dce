package org.openaok.zones.template;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.openaok.api.diag.Diagnostic;

/**
 * What a template file held: its templates in the order written, and every diagnostic reading
 * found (the file's own, then each template's).
 */
public record TemplateFile(String file, List<Template> templates, List<Diagnostic> diagnostics) {
    public TemplateFile {
        templates = List.copyOf(templates);
        diagnostics = List.copyOf(diagnostics);
    }

    public boolean hasErrors() { return diagnostics.stream().anyMatch(Diagnostic::isError); }

    /** The template with this key or name (exact first, then ignoring case). */
    public Optional<Template> find(String name) {
        for (Template t : templates) if (t.key().equals(name) || t.name().equals(name)) return Optional.of(t);
        String lower = name.toLowerCase(Locale.ROOT);
        for (Template t : templates) {
            if (t.key().toLowerCase(Locale.ROOT).equals(lower) || t.name().toLowerCase(Locale.ROOT).equals(lower)) return Optional.of(t);
        }
        return Optional.empty();
    }
}
