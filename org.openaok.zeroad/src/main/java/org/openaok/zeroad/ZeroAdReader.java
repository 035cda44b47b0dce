package org.openaok.zeroad;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
 * Reads 0 A.D. map data (the layout {@link ZeroAdWriter} writes) into the map model. A file
 * OpenAoK wrote carries its {@code "OpenAoK"} member and reads back to the map it was written
 * from: its own size inside the padding, its terrains, elevation levels, objects, levels and
 * civilisations. Map data without it (another program's) reads as 0 A.D. sees it: the whole
 * padded square, each tile's terrain from its texture, its elevation from its corners' mean
 * height, an object for each entity whose template the mapping knows, each player's civilisation
 * from the templates of its entities. Anything malformed is a {@link MapFormatException} naming
 * the field (and the entity) at fault.
 */
public final class ZeroAdReader {
    private static final Pattern CIV_TEMPLATE = Pattern.compile("^(?:units|structures)/([a-z]+)/");

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
        return new Reading(o, source, data, mapping).map();
    }

    /** One file being read. */
    private static final class Reading {
        private final JsonValue.Obj o;
        private final String source;
        private final GameData data;
        private final ZeroAdMapping mapping;
        private final JsonValue.Obj ext;
        private final int padded;
        private final int size;
        private final int margin;

        Reading(JsonValue.Obj o, String source, GameData data, ZeroAdMapping mapping) throws MapFormatException {
            this.o = o;
            this.source = source;
            this.data = data;
            this.mapping = mapping;
            padded = integer(o, "size");
            if (padded < PatchGrid.PATCH || padded > 1024 || padded % PatchGrid.PATCH != 0) {
                throw error("size " + padded + " is not a whole number of 16-tile patches from 16 to 1024 (0 A.D. takes no other)");
            }
            ext = o.object(ZeroAdWriter.EXTENSION).orElse(null);
            if (ext != null) {
                int format = integer(ext, "format");
                if (format != ZeroAdWriter.EXTENSION_FORMAT) throw error(ZeroAdWriter.EXTENSION + ".format " + format + " is not one this reader knows");
                size = integer(ext, "size");
                margin = integer(ext, "margin");
                if (!PatchGrid.of(size).equals(new PatchGrid(size, padded, margin))) {
                    throw error(ZeroAdWriter.EXTENSION + ": a map of " + size + " tiles " + margin + " tiles in does not make a " + padded + "-tile map");
                }
            } else {
                size = padded;
                margin = 0;
            }
        }

        GameMap map() throws MapFormatException {
            List<String> textures = new ArrayList<>();
            for (JsonValue v : array(o, "textureNames").items()) {
                if (!(v instanceof JsonValue.Str s)) throw error("textureNames must hold strings");
                textures.add(s.value());
            }
            // the map holds a terrain id in 16 bits, signed: an id beyond 32767 came out negative and what it wrote did not read back
            int[] terrainOfTexture = ext != null ? numbers(ext, "terrains", textures.size(), 0, Short.MAX_VALUE) : foreignTerrains(textures);
            int[] heights = numbers(o, "height", (padded + 1) * (padded + 1), 0, 65535);
            JsonValue.Obj tileData = o.object("tileData").orElseThrow(() -> missing("tileData"));
            int[] index = numbers(tileData, "index", padded * padded, 0, textures.size() - 1);
            numbers(tileData, "priority", padded * padded, 0, 65535);

            List<JsonValue> levelsExt = ext != null ? array(ext, "levels").items() : List.of();
            if (levelsExt.size() > MAX_LEVELS - 1)
                throw error(ZeroAdWriter.EXTENSION + ".levels: " + (levelsExt.size() + 1) + " levels; a map has at most " + MAX_LEVELS);
            GameMap map = new GameMap(size, 1 + levelsExt.size(), List.of());
            MapLevel surface = map.surface();
            int[] elevation = ext != null ? numbers(ext, "elevation", size * size, 0, 127) : null;
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int i = y * size + x;
                    int terrain = terrainOfTexture[index[(y + margin) * padded + x + margin]];
                    paint(surface, i, terrain);
                    surface.setElevation(i, elevation != null ? elevation[i] : foreignElevation(heights, x, y, terrain));
                }
            }
            for (int l = 0; l < levelsExt.size(); l++) {
                if (!(levelsExt.get(l) instanceof JsonValue.Obj lo)) throw error(ZeroAdWriter.EXTENSION + ".levels must hold objects");
                int[] tiles = numbers(lo, "tiles", size * size, 0, textures.size() - 1);
                int[] elev = numbers(lo, "elevation", size * size, 0, 127);
                MapLevel level = map.level(l + 1);
                for (int i = 0; i < tiles.length; i++) {
                    paint(level, i, terrainOfTexture[tiles[i]]);
                    level.setElevation(i, elev[i]);
                }
            }
            objects(map);
            return map;
        }

        private void paint(MapLevel level, int i, int terrain) {
            TerrainType tt = data.terrain(terrain).orElse(null);
            level.paint(i, terrain, tt == null ? 0 : tt.movement());
        }

        /** Entities (and, from a file OpenAoK wrote, the objects 0 A.D. does not show), in the map's order. */
        private void objects(GameMap map) throws MapFormatException {
            JsonValue.Arr entities = array(o, "entities");
            JsonValue.Arr types = ext != null ? array(ext, "entities") : null;
            if (types != null && types.size() != entities.size()) {
                throw error(ZeroAdWriter.EXTENSION + ".entities has " + types.size() + " types for " + entities.size() + " entities");
            }
            TreeMap<Integer, MapObject> hidden = new TreeMap<>();
            if (ext != null) {
                JsonValue.Arr objects = array(ext, "objects");
                for (int k = 0; k < objects.size(); k++) {
                    int[] v = tuple(objects.get(k), 8, ZeroAdWriter.EXTENSION + ".objects[" + k + "]");
                    try {
                        hidden.put(v[0], new MapObject(v[1], v[2], v[3], v[4], v[5], v[6], v[7], -1));
                    } catch (IllegalArgumentException e) {
                        throw error(ZeroAdWriter.EXTENSION + ".objects[" + k + "]: " + e.getMessage());
                    }
                    if (v[5] >= map.levels().size()) throw error(ZeroAdWriter.EXTENSION + ".objects[" + k + "] stands on a level the map lacks");
                }
            }
            String[] civ = new String[9];
            int at = 0;
            for (int n = 0; n < entities.size(); n++) {
                while (hidden.containsKey(at)) map.objects().add(hidden.remove(at++));
                if (!(entities.get(n) instanceof JsonValue.Obj e)) throw error("entities[" + n + "] is not an object");
                String where = "entities[" + n + "]";
                String template = e.string("templateName").orElseThrow(() -> missing(where + ".templateName"));
                int type, variant = 0;
                if (types != null) {
                    int[] tv = tuple(types.get(n), 2, ZeroAdWriter.EXTENSION + ".entities[" + n + "]");
                    type = tv[0];
                    variant = tv[1];
                } else {
                    type = object(template, where);
                }
                int player = e.has("player") ? integer(e, "player") : 0;
                if (player < 0 || player > 8) throw error(where + ".player " + player + " is not 0-8");
                Matcher m = CIV_TEMPLATE.matcher(template);
                if (player > 0 && civ[player] == null && m.find() && mapping.civ(m.group(1)).isPresent()) civ[player] = m.group(1);
                JsonValue.Obj pos = e.object("position").orElseThrow(() -> missing(where + ".position"));
                long x = Math.round(decimal(pos, "x", where) * MapObject.UNITS_PER_TILE) - (long) margin * MapObject.UNITS_PER_TILE;
                long z = Math.round(decimal(pos, "z", where) * MapObject.UNITS_PER_TILE) - (long) margin * MapObject.UNITS_PER_TILE;
                if (x < 0 || z < 0 || x >= (long) size * MapObject.UNITS_PER_TILE || z >= (long) size * MapObject.UNITS_PER_TILE) {
                    throw error(where + " stands outside the map");
                }
                double ry = e.object("rotation").map(r -> r.number("y").map(JsonValue.Num::asDouble).orElse(0.0)).orElse(0.0);
                int engine = (int) Math.round(ry * MapObject.FULL_TURN / (2 * Math.PI));
                map.objects().add(new MapObject(type, player, (int) x, (int) z, 0, ZeroAdWriter.engineAngle(engine), variant, -1));
                at++;
            }
            for (MapObject left : hidden.values()) map.objects().add(left);
            if (ext != null) {
                List<String> civs = new ArrayList<>();
                for (JsonValue v : array(ext, "civs").items()) {
                    if (!(v instanceof JsonValue.Str s)) throw error(ZeroAdWriter.EXTENSION + ".civs must hold strings");
                    // what is read must write back: a civilisation 0 A.D. does not play would not
                    if (!s.value().isEmpty() && mapping.civ(s.value()).isEmpty()) {
                        throw error(ZeroAdWriter.EXTENSION + ".civs[" + civs.size() + "] '" + s.value() + "' is no civilisation 0 A.D. plays");
                    }
                    civs.add(s.value());
                }
                map.setCivs(civs);
            } else {
                List<String> civs = new ArrayList<>();
                int last = 8;
                while (last > 0 && civ[last] == null) last--;
                for (int p = 1; p <= last; p++) civs.add(civ[p] == null ? "" : civ[p]);
                map.setCivs(civs);
            }
        }

        /** Terrains of another program's textures, through the mapping. */
        private int[] foreignTerrains(List<String> textures) throws MapFormatException {
            int[] out = new int[textures.size()];
            for (int t = 0; t < out.length; t++) {
                String texture = textures.get(t);
                String name = mapping.terrainOf(texture).orElseThrow(() -> error("texture '" + texture + "' stands for no known terrain"));
                Optional<Integer> id = idOf(name);
                out[t] = id.isPresent() ? id.get() : data.terrain(name).map(TerrainType::id)
                        .orElseThrow(() -> error("texture '" + texture + "' names terrain " + name + ", which the game data lacks"));
                // the map holds a terrain id in 16 bits (a fuzzed id beyond that came out negative)
                if (out[t] < 0 || out[t] > Short.MAX_VALUE) throw error("texture '" + texture + "' names terrain " + out[t] + "; terrain ids are 0-" + Short.MAX_VALUE);
            }
            return out;
        }

        /** A tile's elevation level from its four corners' mean height above its terrain's ground. */
        private int foreignElevation(int[] heights, int x, int y, int terrain) {
            int v = padded + 1;
            int i = y * v + x;
            int mean = (heights[i] + heights[i + 1] + heights[i + v] + heights[i + v + 1]) / 4;
            int base = mapping.baseHeight(data.terrain(terrain).map(TerrainType::name).orElse("#" + terrain), terrain);
            int steps = Math.floorDiv(mean - base + ZeroAdMapping.ELEVATION_STEP / 2, ZeroAdMapping.ELEVATION_STEP);
            return Math.max(0, Math.min(127, steps));
        }

        private int object(String template, String where) throws MapFormatException {
            String name = mapping.objectOf(template).orElseThrow(() -> error(where + ".templateName '" + template + "' stands for no known object"));
            Optional<Integer> id = idOf(name);
            if (id.isPresent()) return id.get();
            return data.object(name).map(ObjectType::id)
                    .orElseThrow(() -> error(where + " names object " + name + ", which the game data lacks"));
        }

        /** The id of a mapping's {@code (id)} name. */
        private static Optional<Integer> idOf(String name) {
            if (name.length() > 2 && name.startsWith("(") && name.endsWith(")")) {
                try {
                    return Optional.of(Integer.parseInt(name.substring(1, name.length() - 1)));
                } catch (NumberFormatException e) {
                    return Optional.empty();
                }
            }
            return Optional.empty();
        }

        private MapFormatException error(String message) {
            return new MapFormatException(source + ": " + message);
        }

        private MapFormatException missing(String field) {
            return error("missing " + field);
        }

        private int integer(JsonValue.Obj obj, String field) throws MapFormatException {
            JsonValue.Num n = obj.number(field).orElseThrow(() -> missing(field));
            if (!n.isIntegral()) throw error(field + " must be a whole number");
            return n.asInt();
        }

        private double decimal(JsonValue.Obj obj, String field, String where) throws MapFormatException {
            return obj.number(field).orElseThrow(() -> missing(where + ".position." + field)).asDouble();
        }

        private JsonValue.Arr array(JsonValue.Obj obj, String field) throws MapFormatException {
            return obj.array(field).orElseThrow(() -> missing(field));
        }

        private int[] tuple(JsonValue v, int length, String field) throws MapFormatException {
            if (!(v instanceof JsonValue.Arr a) || a.size() != length) throw error(field + " must be " + length + " whole numbers");
            int[] out = new int[length];
            for (int i = 0; i < length; i++) {
                if (!(a.get(i) instanceof JsonValue.Num n) || !n.isIntegral()) throw error(field + " must be " + length + " whole numbers");
                out[i] = n.asInt();
            }
            return out;
        }

        private int[] numbers(JsonValue.Obj obj, String field, int expected, int min, int max) throws MapFormatException {
            JsonValue.Arr a = array(obj, field);
            if (a.size() != expected) {
                throw error(field + " has " + a.size() + " values, not " + expected
                        + (field.equals("height") ? " (0 A.D. takes a height at each tile corner: (size+1)²)" : ""));
            }
            int[] out = new int[expected];
            for (int i = 0; i < expected; i++) {
                if (!(a.get(i) instanceof JsonValue.Num n) || !n.isIntegral()) throw error(field + "[" + i + "] is not a whole number");
                long v = n.asLong();
                if (v < min || v > max) throw error(field + "[" + i + "] = " + v + " is not " + min + " to " + max);
                out[i] = (int) v;
            }
            return out;
        }
    }
}
