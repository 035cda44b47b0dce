package org.openaok.zeroad;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.TerrainType;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.json.JsonWriter;

/**
 * Writes a map as 0 A.D. map data:
 * <pre>
 * { "size", "height" (16-bit per tile), "seaLevel", "textureNames",
 *   "tileData": {"index", "priority"}, "entities": [{"id", "templateName", "player", "position", "rotation"}] }
 * </pre>
 * Tiles go row by row ({@code y * size + x}); positions are in map units, 4 to a tile, with the
 * map's y axis as 0 A.D.'s z; rotations are radians about the vertical. {@code player} is written
 * as 0 A.D.'s own exports do. A map with an underground adds {@code "levels"} (each with its
 * {@code height} and {@code tileData}) and gives underground entities a {@code "level"}: an
 * OpenAoK extension 0 A.D. ignores.
 *
 * <p>The output is a pure function of the map: no floating point is formatted, so it hashes the
 * same everywhere.
 */
public final class ZeroAdWriter {
    private ZeroAdWriter() {}

    public static void write(GameMap map, GameData data, ZeroAdMapping mapping, OutputStream out) throws IOException {
        JsonWriter w = new JsonWriter(out, false);
        // textures in order of terrain id, over every level
        Map<Integer, Integer> textureIndex = new TreeMap<>();
        for (MapLevel level : map.levels()) {
            for (int i = 0; i < level.tiles(); i++) textureIndex.putIfAbsent(level.terrain(i), 0);
        }
        int k = 0;
        for (Map.Entry<Integer, Integer> e : textureIndex.entrySet()) e.setValue(k++);

        TerrainLook[] looks = looks(data, mapping, textureIndex);
        w.beginObject();
        w.name("size").value(map.size());
        MapLevel surface = map.surface();
        w.name("height");
        heights(w, surface, looks);
        w.name("seaLevel").value(ZeroAdMapping.SEA_LEVEL_METRES);
        w.name("textureNames").beginArray();
        for (int terrain : textureIndex.keySet()) w.value(mapping.texture(terrainName(data, terrain), terrain).name());
        w.endArray();
        w.name("tileData");
        tileData(w, surface, looks);
        w.name("entities").beginArray();
        List<MapObject> objects = map.objects().list();
        int id = 1;
        for (MapObject o : objects) {
            w.beginObject();
            w.name("id").value(id++);
            w.name("templateName").value(mapping.template(objectName(data, o.type()), o.type()));
            w.name("player").value(o.owner());
            w.name("position").beginObject()
                    .name("x").binaryFraction(o.x(), 6)      // 256 units a tile, 4 map units a tile
                    .name("y").value(0)
                    .name("z").binaryFraction(o.y(), 6)
                    .endObject();
            w.name("rotation").beginObject()
                    .name("x").value(0)
                    .name("y").decimal(radiansE9(o.angle()), 9)
                    .name("z").value(0)
                    .endObject();
            if (o.level() > 0) w.name("level").value(o.level());
            w.endObject();
        }
        w.endArray();
        if (map.levels().size() > 1) {
            w.name("levels").beginArray();
            for (MapLevel level : map.levels().subList(1, map.levels().size())) {
                w.beginObject();
                w.name("height");
                heights(w, level, looks);
                w.name("tileData");
                tileData(w, level, looks);
                w.endObject();
            }
            w.endArray();
        }
        w.endObject();
        w.close();
    }

    /** A binary angle in billionths of a radian, by integer arithmetic (2 pi = 6283185307 of them). */
    static long radiansE9(int angle) {
        return (angle * 6_283_185_307L + MapObject.FULL_TURN / 2) / MapObject.FULL_TURN;
    }

    /** What the writer needs of each terrain id in use, looked up once. */
    private record TerrainLook(int index, int priority, int height) {}

    private static TerrainLook[] looks(GameData data, ZeroAdMapping mapping, Map<Integer, Integer> textureIndex) {
        int max = textureIndex.keySet().stream().mapToInt(Integer::intValue).max().orElse(0);
        TerrainLook[] out = new TerrainLook[max + 1];
        textureIndex.forEach((t, index) -> {
            ZeroAdMapping.Texture tex = mapping.texture(terrainName(data, t), t);
            out[t] = new TerrainLook(index, tex.priority(), tex.height());
        });
        return out;
    }

    private static void heights(JsonWriter w, MapLevel level, TerrainLook[] looks) throws IOException {
        w.beginArray();
        for (int i = 0; i < level.tiles(); i++) {
            int base = looks[level.terrain(i)].height();
            w.value(Math.min(65535, base + level.elevation(i) * ZeroAdMapping.ELEVATION_STEP));
        }
        w.endArray();
    }

    private static void tileData(JsonWriter w, MapLevel level, TerrainLook[] looks) throws IOException {
        w.beginObject().name("index").beginArray();
        for (int i = 0; i < level.tiles(); i++) w.value(looks[level.terrain(i)].index());
        w.endArray().name("priority").beginArray();
        for (int i = 0; i < level.tiles(); i++) w.value(looks[level.terrain(i)].priority());
        w.endArray().endObject();
    }

    static String terrainName(GameData data, int id) {
        return data.terrain(id).map(TerrainType::name).orElse("#" + id);
    }

    static String objectName(GameData data, int id) {
        return data.object(id).map(ObjectType::name).orElse("#" + id);
    }
}
