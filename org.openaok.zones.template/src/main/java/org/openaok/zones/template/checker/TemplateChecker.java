package org.openaok.zones.template.checker;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.io.ScriptChecker;
import org.openaok.zones.template.SizeCode;
import org.openaok.zones.template.Template;
import org.openaok.zones.template.TemplateCode;
import org.openaok.zones.template.TemplateFile;
import org.openaok.zones.template.TemplateFit;
import org.openaok.zones.template.TemplateReader;
import org.openaok.zones.template.TemplateSniffer;
import org.openaok.zones.template.WaterContent;
import org.openaok.zones.template.Where;
import org.osgi.service.component.annotations.Component;

/**
 * {@code openaok check FILE.json} for random map templates in VCMI's format. It takes only .json
 * files that hold templates (see {@link TemplateSniffer}), so other JSON is left to other checkers.
 * Options: {@code template} (check only that one), {@code size} (a size code such as {@code xl+u},
 * or tiles across), {@code players} and {@code water}, to check the templates also fit that map.
 */
@Component(service = ScriptChecker.class)
public final class TemplateChecker implements ScriptChecker {
    @Override public String id() { return "template"; }

    @Override public Set<String> fileExtensions() { return Set.of(".json"); }

    @Override
    public boolean accepts(Path file) { return TemplateSniffer.looksLikeTemplates(file); }

    @Override
    public List<Diagnostic> check(Path file, Map<String, String> options) {
        Map<String, String> o = options == null ? Map.of() : options;
        TemplateFile tf = TemplateReader.read(file);
        List<Diagnostic> out = new ArrayList<>(tf.diagnostics());
        List<Template> which = tf.templates();
        String only = o.get("template");
        if (only != null) {
            which = tf.find(only).map(List::of).orElse(List.of());
            if (which.isEmpty()) {
                out.add(new Diagnostic(TemplateCode.NOT_FOUND.severity(), TemplateCode.NOT_FOUND.code(), tf.file(), 0, 0,
                        "no template '" + only + "' in the file; it holds " + tf.templates().stream().map(Template::name).toList()));
            }
        }
        SizeCode size = null;
        String s = o.get("size");
        if (s != null) {
            size = SizeCode.parse(s).orElse(null);
            if (size == null) {
                try {
                    size = SizeCode.square(Integer.parseInt(s.trim()), 1);
                } catch (IllegalArgumentException e) {
                    out.add(option(tf, "--size '" + s + "' is neither a size code (s ... g, +u) nor tiles across"));
                }
            }
        }
        int players = 0;
        String p = o.get("players");
        if (p != null) {
            try {
                players = Integer.parseInt(p.trim());
                if (players < 1 || players > 8) throw new NumberFormatException();
            } catch (NumberFormatException e) {
                players = 0;
                out.add(option(tf, "--players '" + p + "' is not 1 to 8"));
            }
        }
        WaterContent water = null;
        String w = o.get("water");
        if (w != null) {
            water = WaterContent.of(w).orElse(null);
            if (water == null) out.add(option(tf, "--water '" + w + "' is not none, normal or islands"));
        }
        for (Template t : which) {
            Where at = t.where();
            out.add(new Diagnostic(TemplateCode.SUMMARY.severity(), TemplateCode.SUMMARY.code(), at.file(), at.line(), at.column(),
                    "template '" + t.name() + "': " + t.zones().size() + " zones, " + t.connections().size() + " connections, sizes "
                            + t.minSize() + " to " + t.maxSize() + ", players " + t.players()
                            + (t.hasErrors() ? "; it has errors and cannot be generated" : "")));
            if (t.hasErrors() || (size == null && players == 0 && water == null)) continue;
            SizeCode asked = size != null ? size : t.minSize();
            int n = players != 0 ? players : Math.max(1, Math.min(t.players().max(), t.startOwners().size()));
            out.addAll(TemplateFit.check(t, asked, n, water));
        }
        return out;
    }

    private static Diagnostic option(TemplateFile tf, String message) {
        return new Diagnostic(TemplateCode.BAD_VALUE.severity(), TemplateCode.BAD_VALUE.code(), tf.file(), 0, 0, message);
    }
}
