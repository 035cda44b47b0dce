package org.openaok.zeroad;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * A {@link ZeroAdMapping} read from four tab-separated tables:
 * <ul>
 * <li>terrains: terrain (a name, {@code (id)} for a terrain the game data does not name,
 *     {@code (ridge)} for cliff pieces, {@code *} for any other), texture, priority, height;</li>
 * <li>templates: object (a name, or {@code (id)} for one the game data does not name), template ({@code {civ}} stands for the owner's
 *     civilisation; {@code -} when 0 A.D. has nothing to show for it);</li>
 * <li>civilisation templates: object, civilisation, template, where a civilisation lacks the common one;</li>
 * <li>civilisations: lobby name, 0 A.D. civilisation; {@code (default)} and {@code (gaia)} rows say
 *     who plays a seat left open and whose buildings Gaia owns.</li>
 * </ul>
 * Lookups ignore case. Reading back, the first row naming a texture or template wins.
 */
public final class MappingTable implements ZeroAdMapping {
    static final String RIDGE = "(RIDGE)";
    static final String ANY = "*";
    static final String DEFAULT_CIV = "(DEFAULT)";
    static final String GAIA_CIV = "(GAIA)";
    static final String NONE = "-";

    private final Map<String, Texture> textureByTerrain;
    private final Texture ridge;
    private final Texture fallback;
    private final Map<String, String> terrainByTexture = new HashMap<>();
    private final Map<String, String> templateByObject;
    private final Map<String, String> civTemplates;          // "OBJECT CIV" -> template
    private final Map<String, String> civByLobby;
    private final String defaultCiv;
    private final String gaiaCiv;
    private final List<String> civs;
    private final Map<String, String> objectByTemplate = new HashMap<>();

    private MappingTable(Map<String, Texture> textures, Map<String, String> templates, Map<String, String> civTemplates,
                         Map<String, String> civByLobby) throws IOException {
        this.ridge = textures.remove(RIDGE);
        this.fallback = textures.remove(ANY);
        if (ridge == null) throw new IOException("terrain mapping: no " + RIDGE.toLowerCase(Locale.ROOT) + " row (the look of cliff pieces)");
        if (fallback == null) throw new IOException("terrain mapping: no * row (the texture of terrains it does not name)");
        this.textureByTerrain = textures;
        textures.forEach((terrain, t) -> terrainByTexture.putIfAbsent(t.name(), terrain));
        this.defaultCiv = civByLobby.remove(DEFAULT_CIV);
        this.gaiaCiv = civByLobby.remove(GAIA_CIV);
        if (defaultCiv == null || gaiaCiv == null) throw new IOException("civilisation mapping: (default) and (gaia) rows are needed");
        this.civByLobby = civByLobby;
        TreeSet<String> all = new TreeSet<>(civByLobby.values());
        all.add(defaultCiv);
        all.add(gaiaCiv);
        this.civs = List.copyOf(all);
        this.templateByObject = templates;
        this.civTemplates = civTemplates;
        for (String c : civTemplates.keySet()) {
            String object = c.substring(0, c.indexOf(' '));
            if (!templates.containsKey(object)) throw new IOException("civilisation template for " + object + ", which the template table lacks");
        }
        for (String object : templates.keySet()) {
            for (String civ : civs) template(object, -1, civ).ifPresent(t -> objectByTemplate.putIfAbsent(t, object));
        }
    }

    /** The table this bundle ships. */
    public static MappingTable builtin() {
        try (InputStream t = resource("data/zeroad-terrains.tsv"); InputStream o = resource("data/zeroad-templates.tsv");
             InputStream c = resource("data/zeroad-civ-templates.tsv"); InputStream v = resource("data/zeroad-civs.tsv")) {
            return read(t, o, c, v);
        } catch (IOException e) {
            throw new IllegalStateException("the bundled 0 A.D. mapping cannot be read: " + e.getMessage(), e);
        }
    }

    private static InputStream resource(String name) throws IOException {
        InputStream in = MappingTable.class.getClassLoader().getResourceAsStream(name);
        if (in == null) throw new IOException("missing resource " + name);
        return in;
    }

    /** Reads the four tables (see the class comment). */
    public static MappingTable read(InputStream terrains, InputStream templates, InputStream civTemplates, InputStream civs)
            throws IOException {
        Map<String, Texture> tex = new LinkedHashMap<>();
        int n = 0;
        for (String[] c : rows(terrains)) {
            n++;
            if (c.length != 4) throw new IOException("terrain mapping row " + n + ": expected 4 columns");
            try {
                put(tex, c[0], new Texture(c[1], Integer.parseInt(c[2]), Integer.parseInt(c[3])), "terrain mapping", n);
            } catch (NumberFormatException e) {
                throw new IOException("terrain mapping row " + n + ": priority and height must be numbers");
            }
        }
        Map<String, String> tpl = new LinkedHashMap<>();
        n = 0;
        for (String[] c : rows(templates)) {
            n++;
            if (c.length != 2) throw new IOException("template mapping row " + n + ": expected 2 columns");
            put(tpl, c[0], c[1], "template mapping", n);
        }
        Map<String, String> byCiv = new LinkedHashMap<>();
        n = 0;
        for (String[] c : rows(civTemplates)) {
            n++;
            if (c.length != 3) throw new IOException("civilisation template row " + n + ": expected 3 columns");
            put(byCiv, c[0] + " " + c[1], c[2], "civilisation template", n);
        }
        Map<String, String> civ = new LinkedHashMap<>();
        n = 0;
        for (String[] c : rows(civs)) {
            n++;
            if (c.length != 2) throw new IOException("civilisation mapping row " + n + ": expected 2 columns");
            put(civ, c[0], c[1].toLowerCase(Locale.ROOT), "civilisation mapping", n);
        }
        return new MappingTable(tex, tpl, byCiv, civ);
    }

    private static <V> void put(Map<String, V> m, String key, V value, String table, int row) throws IOException {
        if (m.put(key.toUpperCase(Locale.ROOT), value) != null) throw new IOException(table + " row " + row + ": " + key + " is named twice");
    }

    private static List<String[]> rows(InputStream in) throws IOException {
        List<String[]> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String s;
            while ((s = r.readLine()) != null) {
                if (s.isBlank() || s.startsWith("#")) continue;
                out.add(s.split("\t", -1));
            }
        }
        return out;
    }

    @Override
    public Texture texture(String terrainName, int terrainId) {
        Texture t = textureByTerrain.get(terrainName.toUpperCase(Locale.ROOT));
        if (t == null) t = textureByTerrain.get("(" + terrainId + ")");
        return t != null ? t : fallback;
    }

    @Override
    public Optional<String> terrainOf(String texture) {
        return Optional.ofNullable(terrainByTexture.get(texture));
    }

    @Override
    public Texture ridge() { return ridge; }

    @Override
    public Optional<String> template(String objectName, int objectId, String civ) {
        String object = objectName.toUpperCase(Locale.ROOT);
        String pattern = templateByObject.get(object);
        if (pattern == null) {
            object = "(" + objectId + ")";
            pattern = templateByObject.get(object);
        }
        if (pattern == null || pattern.equals(NONE)) return Optional.empty();
        String own = civTemplates.get(object + " " + civ.toUpperCase(Locale.ROOT));
        return Optional.of(own != null ? own : pattern.replace("{civ}", civ));
    }

    @Override
    public Optional<String> objectOf(String template) {
        return Optional.ofNullable(objectByTemplate.get(template));
    }

    @Override
    public Optional<String> civ(String lobbyCiv) {
        String c = lobbyCiv.trim().toLowerCase(Locale.ROOT);
        String mapped = civByLobby.get(c.toUpperCase(Locale.ROOT));
        if (mapped != null) return Optional.of(mapped);
        return civs.contains(c) ? Optional.of(c) : Optional.empty();
    }

    @Override public String defaultCiv() { return defaultCiv; }

    @Override public String gaiaCiv() { return gaiaCiv; }

    @Override public List<String> civs() { return civs; }

    @Override
    public List<String> lobbyCivs() {
        return civByLobby.keySet().stream().map(s -> s.toLowerCase(Locale.ROOT)).toList();
    }

    /** Every texture the table may write (for checking it against a game's). */
    public List<String> textures() {
        List<String> out = new ArrayList<>();
        textureByTerrain.values().forEach(t -> out.add(t.name()));
        out.add(ridge.name());
        out.add(fallback.name());
        return out;
    }

    /** Every template the table may write, for every civilisation, once each (for checking it against a game's). */
    public List<String> templates() {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        for (String object : templateByObject.keySet()) {
            for (String civ : civs) template(object, -1, civ).ifPresent(out::add);
        }
        return List.copyOf(out);
    }
}
