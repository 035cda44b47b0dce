package org.openaok.zones.template;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

import org.openaok.json.JsonException;
import org.openaok.json.JsonReader;
import org.openaok.json.JsonValue;

/**
 * Tells a template file from other JSON (0 A.D. map data, settings): a template file is an object
 * whose members are objects with {@code zones} or {@code connections}. A file that is not valid
 * JSON counts as a template file when its text names both fields, so its syntax errors get
 * reported rather than the file being passed over.
 */
public final class TemplateSniffer {
    /** Larger files are not looked into (templates are a few kilobytes). */
    static final long MAX_SNIFF = 4L << 20;

    private TemplateSniffer() {}

    public static boolean looksLikeTemplates(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".json")) return false;
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MAX_SNIFF) return false;
            return looksLikeTemplates(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    public static boolean looksLikeTemplates(String text) {
        JsonValue root;
        try {
            root = JsonReader.parse(text, "");
        } catch (JsonException e) {
            return text.contains("\"zones\"") && text.contains("\"connections\"");
        }
        if (!(root instanceof JsonValue.Obj top) || top.members().isEmpty()) return false;
        boolean any = false;
        for (Map.Entry<String, JsonValue> e : top.members().entrySet()) {
            if (!(e.getValue() instanceof JsonValue.Obj t)) return false;
            if (t.has("zones") || t.has("connections")) any = true;
        }
        return any;
    }
}
