package org.openaok.zones.mapping;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.TerrainType;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Severity;
import org.openaok.json.JsonException;
import org.openaok.json.JsonReader;
import org.openaok.json.JsonValue;

/**
 * What a template's concepts become in our game: terrains, obstacles, mines, the standard start,
 * town sites, treasures, guards and the ends of gates, portals and sea routes. Read from a JSON
 * data file (the bundle's own, or a mod's) and resolved against the game data, so a name the game
 * does not know is a diagnostic at setup, not a failure halfway through a map.
 */
public final class GameMapping {
    public static final String BUILTIN = "org/openaok/zones/zones-mapping.json";
    /** Diagnostic code of a problem with a mapping file. */
    public static final String CODE = "ZMAP";

    /** How one VCMI terrain looks in our game. */
    public record Biome(String name, TerrainType ground, TerrainType forest, TerrainType road, TerrainType beach,
                        List<Obstacle> obstacles) {}

    /** One kind of obstacle: the terrain's forest (a tree per tile) or an object, and its weight. */
    public record Obstacle(boolean forest, ObjectType object, int weight, String near) {}

    /** A mine of a VCMI resource: a clump of objects (or forest) of a resource kind. */
    public record MineKind(String resource, boolean forest, ObjectType object, int count, String kind) {}

    /** An object of a start or a town site: whose, how many, how far from the middle, grouped or not. */
    public record Placement(ObjectType object, boolean player, int count, int minDistance, int maxDistance, boolean group) {}

    /** A treasure entry: its objects and what they are worth. */
    public record TreasureItem(List<Placement> objects, int value, int rarity, int zoneLimit) {}

    public record Monster(ObjectType object, int value) {}

    public record Guards(int minValue, int freeValue, int maxCount, List<Monster> monsters) {}

    private final String source;
    private final Map<String, Biome> biomes;
    private final List<String> startTerrains;
    private final List<String> surfaceTerrains;
    private final List<String> undergroundTerrains;
    private final TerrainType water, deepWater, shallow, river;
    private final Map<String, MineKind> mines;
    private final List<Placement> start, town, castle;
    private final List<TreasureItem> treasures;
    private final Guards guards;
    private final ObjectType gate, portal, dock, waterTreasure;
    private final int waterTilesEach;

    private GameMapping(Reader r) {
        source = r.file;
        biomes = Map.copyOf(r.biomes);
        startTerrains = List.copyOf(r.startTerrains);
        surfaceTerrains = List.copyOf(r.surfaceTerrains);
        undergroundTerrains = List.copyOf(r.undergroundTerrains);
        water = r.water;
        deepWater = r.deepWater;
        shallow = r.shallow;
        river = r.river;
        mines = Map.copyOf(r.mines);
        start = List.copyOf(r.start);
        town = List.copyOf(r.town);
        castle = List.copyOf(r.castle);
        treasures = List.copyOf(r.treasures);
        guards = r.guards;
        gate = r.gate;
        portal = r.portal;
        dock = r.dock;
        waterTreasure = r.waterTreasure;
        waterTilesEach = r.waterTilesEach;
    }

    /** Where the mapping was read from. */
    public String source() { return source; }

    /** The look of a VCMI terrain, if the mapping has it. */
    public Optional<Biome> biome(String terrain) { return Optional.ofNullable(biomes.get(terrain)); }

    public List<String> startTerrains() { return startTerrains; }
    public List<String> surfaceTerrains() { return surfaceTerrains; }
    public List<String> undergroundTerrains() { return undergroundTerrains; }
    public TerrainType water() { return water; }
    public TerrainType deepWater() { return deepWater; }
    public TerrainType shallow() { return shallow; }
    public TerrainType river() { return river; }
    public Optional<MineKind> mine(String resource) { return Optional.ofNullable(mines.get(resource)); }
    public List<Placement> start() { return start; }
    public List<Placement> town() { return town; }
    public List<Placement> castle() { return castle; }
    public List<TreasureItem> treasures() { return treasures; }
    public Guards guards() { return guards; }
    public ObjectType gate() { return gate; }
    public ObjectType portal() { return portal; }
    public ObjectType dock() { return dock; }
    public ObjectType waterTreasure() { return waterTreasure; }
    public int waterTilesEach() { return waterTilesEach; }

    /** The bundle's own mapping. */
    public static GameMapping builtin(GameData data, List<Diagnostic> out) {
        try (InputStream in = GameMapping.class.getClassLoader().getResourceAsStream(BUILTIN)) {
            if (in == null) throw new IOException("missing resource " + BUILTIN);
            return read(new String(in.readAllBytes(), StandardCharsets.UTF_8), BUILTIN, data, out);
        } catch (IOException e) {
            out.add(new Diagnostic(Severity.ERROR, CODE, BUILTIN, 0, 0, "the bundled mapping cannot be read: " + e.getMessage()));
            return null;
        }
    }

    /** A mapping file on disk. */
    public static GameMapping read(Path file, GameData data, List<Diagnostic> out) {
        try {
            return read(Files.readString(file, StandardCharsets.UTF_8), file.toString(), data, out);
        } catch (IOException | RuntimeException e) {
            out.add(new Diagnostic(Severity.ERROR, CODE, file.toString(), 0, 0, "cannot read the mapping file: " + e.getMessage()));
            return null;
        }
    }

    /** Reads and resolves a mapping; null (with the reasons in {@code out}) when it is unusable. */
    public static GameMapping read(String text, String file, GameData data, List<Diagnostic> out) {
        JsonValue root;
        try {
            root = JsonReader.parse(text, file);
        } catch (JsonException e) {
            out.add(new Diagnostic(Severity.ERROR, CODE, file, e.line(), e.column(), e.reason()));
            return null;
        }
        Reader r = new Reader(file, data, out);
        if (!(root instanceof JsonValue.Obj o)) {
            r.error(root, "a mapping is a JSON object");
            return null;
        }
        r.read(o);
        return r.errors ? null : new GameMapping(r);
    }

    /** Reads one file, reporting every problem it can find before giving up. */
    private static final class Reader {
        final String file;
        final GameData data;
        final List<Diagnostic> out;
        boolean errors;
        final Map<String, Biome> biomes = new LinkedHashMap<>();
        List<String> startTerrains = List.of(), surfaceTerrains = List.of(), undergroundTerrains = List.of();
        TerrainType water, deepWater, shallow, river;
        final Map<String, MineKind> mines = new LinkedHashMap<>();
        List<Placement> start = List.of(), town = List.of(), castle = List.of();
        final List<TreasureItem> treasures = new ArrayList<>();
        Guards guards;
        ObjectType gate, portal, dock, waterTreasure;
        int waterTilesEach = 120;

        Reader(String file, GameData data, List<Diagnostic> out) {
            this.file = file;
            this.data = data;
            this.out = out;
        }

        void error(JsonValue at, String message) {
            errors = true;
            out.add(new Diagnostic(Severity.ERROR, CODE, file, at.line(), at.column(), message));
        }

        void read(JsonValue.Obj o) {
            Map<String, List<Obstacle>> tables = new LinkedHashMap<>();
            JsonValue.Obj obstacles = object(o, "obstacles");
            if (obstacles != null) {
                for (Map.Entry<String, JsonValue> e : obstacles.members().entrySet()) {
                    List<Obstacle> list = new ArrayList<>();
                    for (JsonValue.Obj x : objects(e.getValue(), "obstacles." + e.getKey())) {
                        boolean forest = x.bool("forest").orElse(false);
                        ObjectType obj = forest ? null : objectType(x, "object");
                        int weight = integer(x, "weight", 1, 1, 1_000_000);
                        String near = x.string("near").orElse("");
                        if (forest || obj != null) list.add(new Obstacle(forest, obj, weight, near));
                    }
                    if (list.isEmpty()) error(e.getValue(), "obstacle table '" + e.getKey() + "' is empty");
                    tables.put(e.getKey(), list);
                }
            }
            JsonValue.Obj terrains = object(o, "terrains");
            if (terrains != null) {
                for (Map.Entry<String, JsonValue> e : terrains.members().entrySet()) {
                    if (!(e.getValue() instanceof JsonValue.Obj t)) {
                        error(e.getValue(), "terrain '" + e.getKey() + "' must be an object");
                        continue;
                    }
                    TerrainType ground = terrain(t, "ground");
                    TerrainType forest = terrain(t, "forest");
                    if (forest != null && !forest.forest()) error(t.get("forest").get(), "terrain " + forest.name() + " has no trees; a forest terrain is needed");
                    TerrainType road = terrain(t, "road");
                    TerrainType beach = terrain(t, "beach");
                    String table = t.string("obstacles").orElse(null);
                    List<Obstacle> obs = table == null ? null : tables.get(table);
                    if (obs == null) error(t, "terrain '" + e.getKey() + "' needs \"obstacles\" naming a table of \"obstacles\"");
                    if (ground != null && forest != null && road != null && beach != null && obs != null) {
                        biomes.put(e.getKey(), new Biome(e.getKey(), ground, forest, road, beach, obs));
                    }
                }
            }
            startTerrains = terrainList(o, "startTerrains");
            surfaceTerrains = terrainList(o, "surfaceTerrains");
            undergroundTerrains = terrainList(o, "undergroundTerrains");
            water = terrain(o, "water");
            deepWater = terrain(o, "deepWater");
            shallow = terrain(o, "shallow");
            river = terrain(o, "river");
            JsonValue.Obj m = object(o, "mines");
            if (m != null) {
                for (Map.Entry<String, JsonValue> e : m.members().entrySet()) {
                    if (!(e.getValue() instanceof JsonValue.Obj x)) {
                        error(e.getValue(), "mine '" + e.getKey() + "' must be an object");
                        continue;
                    }
                    boolean forest = "forest".equals(x.string("object").orElse(""));
                    ObjectType obj = forest ? null : objectType(x, "object");
                    int count = integer(x, "count", 1, 1, 400);
                    String kind = x.string("resource").orElse(e.getKey());
                    if (forest || obj != null) mines.put(e.getKey(), new MineKind(e.getKey(), forest, obj, count, kind));
                }
            }
            start = placements(o, "start");
            town = placements(o, "town");
            castle = placements(o, "castle");
            if (!start.isEmpty() && !start.get(0).player()) error(o.get("start").get(), "the start's first entry is the player's town, owned by \"player\"");
            for (JsonValue.Obj t : objects(o.get("treasures").orElse(null), "treasures")) {
                List<Placement> objs = placements(t, "objects");
                int value = integer(t, "value", 0, 1, Integer.MAX_VALUE / 2);
                int rarity = integer(t, "rarity", 1, 1, 1_000_000);
                int limit = integer(t, "zoneLimit", 0, 0, 1_000_000);
                if (!objs.isEmpty() && value > 0) treasures.add(new TreasureItem(objs, value, rarity, limit));
            }
            if (treasures.isEmpty() && !errors) error(o, "\"treasures\" needs at least one entry");
            JsonValue.Obj g = object(o, "guards");
            if (g != null) {
                List<Monster> monsters = new ArrayList<>();
                for (JsonValue.Obj x : objects(g.get("monsters").orElse(null), "guards.monsters")) {
                    ObjectType obj = objectType(x, "object");
                    int value = integer(x, "value", 0, 1, Integer.MAX_VALUE / 2);
                    if (obj != null) monsters.add(new Monster(obj, value));
                }
                if (monsters.isEmpty()) error(g, "guards need at least one monster");
                guards = new Guards(integer(g, "minValue", 0, 0, Integer.MAX_VALUE), integer(g, "freeValue", 0, 0, Integer.MAX_VALUE),
                        integer(g, "maxCount", 8, 1, 100), monsters);
            }
            gate = objectType(o, "gate");
            portal = objectType(o, "portal");
            dock = objectType(o, "dock");
            JsonValue.Obj wt = object(o, "waterTreasure");
            if (wt != null) {
                waterTreasure = objectType(wt, "object");
                waterTilesEach = integer(wt, "tilesEach", 120, 1, 1_000_000);
            }
        }

        JsonValue.Obj object(JsonValue.Obj o, String field) {
            JsonValue v = o.get(field).orElse(null);
            if (v instanceof JsonValue.Obj x) return x;
            error(v == null ? o : v, "\"" + field + "\" must be an object");
            return null;
        }

        List<JsonValue.Obj> objects(JsonValue v, String field) {
            List<JsonValue.Obj> out = new ArrayList<>();
            if (!(v instanceof JsonValue.Arr a)) {
                if (v != null) error(v, "\"" + field + "\" must be an array of objects");
                return out;
            }
            for (JsonValue x : a.items()) {
                if (x instanceof JsonValue.Obj xo) out.add(xo);
                else error(x, "\"" + field + "\" must hold objects");
            }
            return out;
        }

        int integer(JsonValue.Obj o, String field, int fallback, int min, int max) {
            JsonValue v = o.get(field).orElse(null);
            if (v == null) return fallback;
            if (v instanceof JsonValue.Num n && n.isIntegral() && n.asLong() >= min && n.asLong() <= max) return n.asInt();
            error(v, "\"" + field + "\" must be a whole number from " + min + " to " + max);
            return fallback;
        }

        TerrainType terrain(JsonValue.Obj o, String field) {
            JsonValue v = o.get(field).orElse(null);
            if (!(v instanceof JsonValue.Str s)) {
                error(v == null ? o : v, "\"" + field + "\" must name a terrain of the game data");
                return null;
            }
            Optional<TerrainType> t = data.terrain(s.value());
            if (t.isEmpty()) error(v, "the game data has no terrain '" + s.value() + "'");
            return t.orElse(null);
        }

        ObjectType objectType(JsonValue.Obj o, String field) {
            JsonValue v = o.get(field).orElse(null);
            if (!(v instanceof JsonValue.Str s)) {
                error(v == null ? o : v, "\"" + field + "\" must name an object of the game data");
                return null;
            }
            Optional<ObjectType> t = data.object(s.value());
            if (t.isEmpty()) error(v, "the game data has no object '" + s.value() + "'");
            return t.orElse(null);
        }

        List<String> terrainList(JsonValue.Obj o, String field) {
            List<String> out = new ArrayList<>();
            JsonValue v = o.get(field).orElse(null);
            if (!(v instanceof JsonValue.Arr a) || a.items().isEmpty()) {
                error(v == null ? o : v, "\"" + field + "\" must be a non-empty array of terrain names");
                return out;
            }
            for (JsonValue x : a.items()) {
                if (x instanceof JsonValue.Str s && biomes.containsKey(s.value())) out.add(s.value());
                else error(x, "\"" + field + "\" names " + (x instanceof JsonValue.Str s ? "'" + s.value() + "'" : x.kind())
                        + ", which \"terrains\" does not describe");
            }
            return out;
        }

        List<Placement> placements(JsonValue.Obj o, String field) {
            List<Placement> out = new ArrayList<>();
            for (JsonValue.Obj x : objects(o.get(field).orElse(null), field)) {
                ObjectType obj = objectType(x, "object");
                String owner = x.string("owner").orElse("gaia");
                if (!owner.equals("player") && !owner.equals("gaia")) error(x.get("owner").get(), "owner is \"player\" or \"gaia\"");
                int count = integer(x, "count", 1, 1, 100);
                int lo = 0, hi = 0;
                JsonValue d = x.get("distance").orElse(null);
                if (d instanceof JsonValue.Arr a && a.size() == 2 && a.get(0) instanceof JsonValue.Num n0 && a.get(1) instanceof JsonValue.Num n1
                        && n0.asInt() >= 0 && n1.asInt() >= n0.asInt() && n1.asInt() <= 64) {
                    lo = n0.asInt();
                    hi = n1.asInt();
                } else if (d != null) {
                    error(d, "\"distance\" is [min, max] in tiles, 0 to 64");
                }
                boolean group = x.bool("group").orElse(false);
                if (obj != null) out.add(new Placement(obj, owner.equals("player"), count, lo, hi, group));
            }
            return out;
        }
    }
}
