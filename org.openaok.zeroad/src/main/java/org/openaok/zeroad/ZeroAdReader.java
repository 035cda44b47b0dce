package org.openaok.zeroad;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.TerrainType;
import org.openaok.api.io.MapFormatException;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.json.JsonException;
import org.openaok.json.JsonReader;
import org.openaok.json.JsonValue;

/**
 * Reads 0 A.D. map data back into the map model (see {@link ZeroAdWriter} for the layout). A file
 * written by OpenAoK reads back to a map that writes out byte for byte the same. Anything
 * malformed is a {@link MapFormatException} naming the field (and the entity) at fault.
 */
public final class ZeroAdReader {
    /** The largest file read: a 1024-tile map with two levels and a million entities is some 150 MB. */
    public static final int MAX_BYTES = 256 << 20;
    /** Levels a map holds (the map model's own bound). */
    public static final int MAX_LEVELS = 8;

    private ZeroAdReader() {}

    public static GameMap read(InputStream in, String source, GameData data, ZeroAdMapping mapping) throws IOException {
        JsonValue root;
        try {
            byte[] bytes = in.readNBytes(MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) throw new MapFormatException(source + ": larger than " + (MAX_BYTES >> 20) + " MB; not read");
            root = JsonReader.parse(new String(bytes, StandardCharsets.UTF_8), source);
        } catch (JsonException e) {
            throw new MapFormatException("not JSON: " + e.getMessage());
        }
        if (!(root instanceof JsonValue.Obj o)) throw new MapFormatException(source + ": the map data must be an object");
        int size = integer(o, "size", source);
        if (size < 8 || size > 1024) throw new MapFormatException(source + ": size " + size + " is out of range 8-1024");
        int tiles = size * size;
        List<String> textures = new ArrayList<>();
        for (JsonValue v : array(o, "textureNames", source).items()) {
            if (!(v instanceof JsonValue.Str s)) throw new MapFormatException(source + ": textureNames must hold strings");
            textures.add(s.value());
        }
        int[] terrainOfTexture = new int[textures.size()];
        for (int t = 0; t < textures.size(); t++) terrainOfTexture[t] = terrain(textures.get(t), data, mapping, source);

        List<JsonValue.Obj> levels = new ArrayList<>();
        levels.add(o);
        if (o.has("levels")) {
            for (JsonValue v : array(o, "levels", source).items()) {
                if (!(v instanceof JsonValue.Obj l)) throw new MapFormatException(source + ": levels must hold objects");
                levels.add(l);
            }
        }
        if (levels.size() > MAX_LEVELS) throw new MapFormatException(source + ": " + levels.size() + " levels; a map has at most " + MAX_LEVELS);
        GameMap map = new GameMap(size, levels.size(), List.of());
        for (int l = 0; l < levels.size(); l++) {
            String where = l == 0 ? "" : "levels[" + (l - 1) + "].";
            JsonValue.Obj lo = levels.get(l);
            int[] heights = numbers(array(lo, "height", source), where + "height", tiles, source);
            JsonValue.Obj tileData = lo.object("tileData").orElseThrow(() -> missing(source, where + "tileData"));
            int[] index = numbers(array(tileData, "index", source), where + "tileData.index", tiles, source);
            MapLevel level = map.level(l);
            for (int i = 0; i < tiles; i++) {
                if (index[i] < 0 || index[i] >= textures.size()) {
                    throw new MapFormatException(source + ": " + where + "tileData.index[" + i + "] = " + index[i] + " names no texture");
                }
                int terrain = terrainOfTexture[index[i]];
                TerrainType tt = data.terrain(terrain).orElse(null);
                int movement = tt == null ? 0 : tt.movement();
                level.paint(i, terrain, movement);
                int base = mapping.baseHeight(tt == null ? "#" + terrain : tt.name(), terrain);
                int steps = Math.floorDiv(heights[i] - base + ZeroAdMapping.ELEVATION_STEP / 2, ZeroAdMapping.ELEVATION_STEP);
                level.setElevation(i, Math.max(0, Math.min(127, steps)));
            }
        }
        int n = 0;
        for (JsonValue v : array(o, "entities", source).items()) {
            if (!(v instanceof JsonValue.Obj e)) throw new MapFormatException(source + ": entities[" + n + "] is not an object");
            String where = "entities[" + n + "]";
            String template = e.string("templateName").orElseThrow(() -> missing(source, where + ".templateName"));
            int type = object(template, data, mapping, source, where);
            int player = e.has("player") ? integer(e, "player", source) : 0;
            if (player < 0 || player > 8) throw new MapFormatException(source + ": " + where + ".player " + player + " is not 0-8");
            JsonValue.Obj pos = e.object("position").orElseThrow(() -> missing(source, where + ".position"));
            long x = Math.round(decimal(pos, "x", source, where) * 64);
            long z = Math.round(decimal(pos, "z", source, where) * 64);
            if (x < 0 || z < 0 || x >= (long) size * MapObject.UNITS_PER_TILE || z >= (long) size * MapObject.UNITS_PER_TILE) {
                throw new MapFormatException(source + ": " + where + " stands outside the map");
            }
            double ry = e.object("rotation").map(r -> r.number("y").map(JsonValue.Num::asDouble).orElse(0.0)).orElse(0.0);
            int angle = (int) Math.round(ry * MapObject.FULL_TURN / (2 * Math.PI));
            int level = e.has("level") ? integer(e, "level", source) : 0;
            if (level < 0 || level >= levels.size()) throw new MapFormatException(source + ": " + where + ".level " + level + " does not exist");
            map.objects().add(new MapObject(type, player, (int) x, (int) z, level, angle, 0, -1));
            n++;
        }
        return map;
    }

    private static int terrain(String texture, GameData data, ZeroAdMapping mapping, String source) throws MapFormatException {
        Optional<String> name = mapping.terrainOf(texture);
        if (name.isEmpty()) throw new MapFormatException(source + ": texture '" + texture + "' stands for no known terrain");
        String n = name.get();
        if (n.startsWith("#")) {
            int id = number(n, source + ": texture '" + texture + "'");
            // the map holds a terrain id in 16 bits: openaok_terrain_52797367 came out as a negative id (found by fuzzing)
            if (id > Short.MAX_VALUE) throw new MapFormatException(source + ": texture '" + texture + "' names terrain " + id + "; terrain ids are 0-" + Short.MAX_VALUE);
            return id;
        }
        return data.terrain(n).map(TerrainType::id)
                .orElseThrow(() -> new MapFormatException(source + ": texture '" + texture + "' names terrain " + n + ", which the game data lacks"));
    }

    private static int object(String template, GameData data, ZeroAdMapping mapping, String source, String where)
            throws MapFormatException {
        Optional<String> name = mapping.objectOf(template);
        if (name.isEmpty()) throw new MapFormatException(source + ": " + where + ".templateName '" + template + "' stands for no known object");
        String n = name.get();
        if (n.startsWith("#")) return number(n, source + ": " + where + ".templateName '" + template + "'");
        return data.object(n).map(ObjectType::id)
                .orElseThrow(() -> new MapFormatException(source + ": " + where + " names object " + n + ", which the game data lacks"));
    }

    /**
     * The id a texture or template of no known name carries ({@code openaok_terrain_17}): a
     * number 0 or more. Found by fuzzing: {@code openaok_terrain_desert_dirt_rough} threw
     * NumberFormatException.
     */
    private static int number(String hashed, String what) throws MapFormatException {
        String digits = hashed.substring(1);
        if (digits.isEmpty() || digits.length() > 9 || !digits.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            throw new MapFormatException(what + " names no id (" + digits + " is not a number)");
        }
        return Integer.parseInt(digits);
    }

    private static MapFormatException missing(String source, String field) {
        return new MapFormatException(source + ": missing " + field);
    }

    private static int integer(JsonValue.Obj o, String field, String source) throws MapFormatException {
        JsonValue.Num n = o.number(field).orElseThrow(() -> missing(source, field));
        if (!n.isIntegral()) throw new MapFormatException(source + ": " + field + " must be a whole number");
        return n.asInt();
    }

    private static double decimal(JsonValue.Obj o, String field, String source, String where) throws MapFormatException {
        return o.number(field).orElseThrow(() -> missing(source, where + ".position." + field)).asDouble();
    }

    private static JsonValue.Arr array(JsonValue.Obj o, String field, String source) throws MapFormatException {
        return o.array(field).orElseThrow(() -> missing(source, field));
    }

    private static int[] numbers(JsonValue.Arr a, String field, int expected, String source) throws MapFormatException {
        if (a.size() != expected) throw new MapFormatException(source + ": " + field + " has " + a.size() + " values, not " + expected);
        int[] out = new int[expected];
        for (int i = 0; i < expected; i++) {
            if (!(a.get(i) instanceof JsonValue.Num n) || !n.isIntegral()) {
                throw new MapFormatException(source + ": " + field + "[" + i + "] is not a whole number");
            }
            long v = n.asLong();
            if (v < 0 || v > 65535) throw new MapFormatException(source + ": " + field + "[" + i + "] = " + v + " is not a 16-bit value");
            out[i] = (int) v;
        }
        return out;
    }
}
