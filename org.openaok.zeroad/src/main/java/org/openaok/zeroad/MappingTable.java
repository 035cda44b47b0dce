package org.openaok.zeroad;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A {@link ZeroAdMapping} read from two tab-separated tables (terrain, texture, priority, height;
 * object, template). Each texture and each template may stand for one terrain or object only,
 * which is what lets a written map be read back unchanged.
 */
public final class MappingTable implements ZeroAdMapping {
    private final Map<String, Texture> textureByTerrain;
    private final Map<String, String> terrainByTexture = new HashMap<>();
    private final Map<String, String> templateByObject;
    private final Map<String, String> objectByTemplate = new HashMap<>();

    public MappingTable(Map<String, Texture> textureByTerrain, Map<String, String> templateByObject) {
        this.textureByTerrain = Map.copyOf(upper(textureByTerrain));
        this.templateByObject = Map.copyOf(upper(templateByObject));
        this.textureByTerrain.forEach((terrain, t) -> {
            String before = terrainByTexture.put(t.name(), terrain);
            if (before != null) throw new IllegalArgumentException("texture " + t.name() + " stands for both " + before + " and " + terrain);
        });
        this.templateByObject.forEach((object, t) -> {
            String before = objectByTemplate.put(t, object);
            if (before != null) throw new IllegalArgumentException("template " + t + " stands for both " + before + " and " + object);
        });
    }

    private static <V> Map<String, V> upper(Map<String, V> m) {
        Map<String, V> out = new HashMap<>();
        m.forEach((k, v) -> out.put(k.toUpperCase(Locale.ROOT), v));
        return out;
    }

    /** The table this bundle ships. */
    public static MappingTable builtin() {
        try (InputStream t = resource("data/zeroad-terrains.tsv"); InputStream o = resource("data/zeroad-templates.tsv")) {
            return read(t, o);
        } catch (IOException e) {
            throw new IllegalStateException("the bundled 0 A.D. mapping cannot be read: " + e.getMessage(), e);
        }
    }

    private static InputStream resource(String name) throws IOException {
        InputStream in = MappingTable.class.getClassLoader().getResourceAsStream(name);
        if (in == null) throw new IOException("missing resource " + name);
        return in;
    }

    /** Reads the two tab-separated tables (terrain, texture, priority, height; object, template). */
    public static MappingTable read(InputStream terrains, InputStream templates) throws IOException {
        Map<String, Texture> tex = new HashMap<>();
        int n = 0;
        for (String[] c : rows(terrains)) {
            n++;
            if (c.length != 4) throw new IOException("terrain mapping row " + n + ": expected 4 columns");
            try {
                tex.put(c[0], new Texture(c[1], Integer.parseInt(c[2]), Integer.parseInt(c[3])));
            } catch (NumberFormatException e) {
                throw new IOException("terrain mapping row " + n + ": priority and height must be numbers");
            }
        }
        Map<String, String> tpl = new HashMap<>();
        n = 0;
        for (String[] c : rows(templates)) {
            n++;
            if (c.length != 2) throw new IOException("template mapping row " + n + ": expected 2 columns");
            tpl.put(c[0], c[1]);
        }
        try {
            return new MappingTable(tex, tpl);
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage());
        }
    }

    private static Iterable<String[]> rows(InputStream in) throws IOException {
        java.util.List<String[]> out = new java.util.ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String s;
            while ((s = r.readLine()) != null) {
                if (s.isBlank() || s.startsWith("#")) continue;
                out.add(s.split("\t", -1));
            }
        }
        return out;
    }

    /** The texture of a terrain (by the terrain's name and id). */
    @Override
    public Texture texture(String terrainName, int terrainId) {
        Texture t = textureByTerrain.get(terrainName.toUpperCase(Locale.ROOT));
        return t != null ? t : new Texture("openaok_terrain_" + terrainId, 3, DEFAULT_LAND_HEIGHT);
    }

    /** The terrain a texture stands for: a name, or {@code #id} for a made-up texture. */
    @Override
    public Optional<String> terrainOf(String texture) {
        String name = terrainByTexture.get(texture);
        if (name != null) return Optional.of(name);
        if (texture.startsWith("openaok_terrain_")) return Optional.of("#" + texture.substring("openaok_terrain_".length()));
        return Optional.empty();
    }

    @Override
    public String template(String objectName, int objectId) {
        String t = templateByObject.get(objectName.toUpperCase(Locale.ROOT));
        return t != null ? t : "openaok/object_" + objectId;
    }

    /** The object a template stands for: a name, or {@code #id} for a made-up template. */
    @Override
    public Optional<String> objectOf(String template) {
        String name = objectByTemplate.get(template);
        if (name != null) return Optional.of(name);
        if (template.startsWith("openaok/object_")) return Optional.of("#" + template.substring("openaok/object_".length()));
        return Optional.empty();
    }

    /** Height units of a terrain's own ground (before elevation). */
    @Override
    public int baseHeight(String terrainName, int terrainId) {
        return texture(terrainName, terrainId).height();
    }
}
