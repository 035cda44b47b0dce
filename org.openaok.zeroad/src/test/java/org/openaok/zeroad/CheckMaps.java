package org.openaok.zeroad;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.openaok.json.JsonValue;

/**
 * Maps tests write for the real-client check: with {@code -Dopenaok.zeroad.out=DIR} they are left
 * in DIR, where {@code tools/zeroad/maps --all} collects them for {@code tools/zeroad/check}. And
 * what a test can ask of written map data without the game: which templates and textures it names.
 */
final class CheckMaps {
    private CheckMaps() {}

    static void export(String name, byte[] mapData) {
        String dir = System.getProperty("openaok.zeroad.out");
        if (dir == null || dir.isBlank()) return;
        try {
            Files.createDirectories(Path.of(dir));
            Files.write(Path.of(dir, name), mapData);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What of written map data 0 A.D. lacks, one line each. */
    static List<String> missing(JsonValue.Obj mapData, ZeroAdNames game) {
        List<String> out = new ArrayList<>();
        for (JsonValue v : mapData.array("textureNames").orElseThrow().items()) {
            String t = ((JsonValue.Str) v).value();
            if (!game.hasTexture(t)) out.add("texture " + t);
        }
        for (JsonValue v : mapData.array("entities").orElseThrow().items()) {
            String t = ((JsonValue.Obj) v).string("templateName").orElseThrow();
            if (!game.hasTemplate(t) && !out.contains("template " + t)) out.add("template " + t);
        }
        return out;
    }
}
