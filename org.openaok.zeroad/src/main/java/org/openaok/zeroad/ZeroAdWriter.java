package org.openaok.zeroad;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectKind;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.TerrainType;
import org.openaok.api.io.MapFormatException;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.json.JsonWriter;

/**
 * Writes a map's surface as the map data 0 A.D. 0.0.26 loads from a random map script's
 * {@code Engine.ExportMap}:
 * <pre>
 * { "size", "height", "seaLevel", "textureNames", "tileData": {"index", "priority"},
 *   "entities": [{"id", "templateName", "player", "position", "rotation"}], "Camera", "Environment", "OpenAoK" }
 * </pre>
 * <ul>
 * <li>{@code size} is a whole number of 16-tile patches with at least 0 A.D.'s 3-tile off-world
 *     edge round the map ({@link PatchGrid}: the map is centred, its outer tiles repeated into the margin);</li>
 * <li>{@code height} holds {@code (size+1)²} corner heights, rows of {@code size+1} ({@link CornerHeights});
 *     tiles go row by row ({@code z * size + x});</li>
 * <li>entity ids start at 150 (lower ones are the engine's own); positions are in tiles, the map's
 *     y axis as 0 A.D.'s z; rotations are 0 A.D.'s, radians clockwise from +z ({@code pi/2} less the
 *     map's angle, counter-clockwise from x);</li>
 * <li>buildings and units are of their owner's civilisation (the map's, through the mapping;
 *     Gaia's are the mapping's Gaia civilisation); cliff pieces become ridges in the terrain;</li>
 * <li>{@code Environment} puts the water at sea level (0 A.D. ignores {@code seaLevel}).</li>
 * </ul>
 * What 0 A.D. cannot hold goes into {@code "OpenAoK"}, which 0 A.D. ignores and {@link ZeroAdReader}
 * reads back: the map's own size and margin, each texture's terrain, the tiles' elevation levels,
 * each entity's object type, the objects 0 A.D. does not show (other levels, objects without a
 * template, cliff pieces) and the underground levels. So a written map reads back to the same map.
 *
 * <p>The output is a pure function of the map: integer arithmetic only, no floating point formatted.
 */
public final class ZeroAdWriter {
    /** The first entity id a map may use; the engine keeps the lower ones (1 is the system, then the players). */
    public static final int FIRST_ENTITY_ID = 150;
    /** The member holding what 0 A.D. does not read. */
    public static final String EXTENSION = "OpenAoK";
    /** The version of that member's layout. */
    public static final int EXTENSION_FORMAT = 1;

    private ZeroAdWriter() {}

    public static void write(GameMap map, GameData data, ZeroAdMapping mapping, OutputStream out) throws IOException {
        PatchGrid grid = PatchGrid.of(map.size());
        String[] civs = civs(map, mapping);
        List<MapObject> objects = map.objects().list();
        List<Shown> shown = new ArrayList<>();
        List<Integer> hidden = new ArrayList<>();
        boolean[] ridge = new boolean[map.size() * map.size()];
        List<int[]> ridges = new ArrayList<>();
        for (int k = 0; k < objects.size(); k++) {
            MapObject o = objects.get(k);
            Optional<ObjectType> type = data.object(o.type());
            Optional<String> template = o.level() == 0
                    ? mapping.template(objectName(data, o.type()), o.type(), o.owner() == 0 ? mapping.gaiaCiv() : civs[o.owner()])
                    : Optional.empty();
            if (template.isPresent()) {
                shown.add(new Shown(o, template.get()));
                continue;
            }
            hidden.add(k);
            if (o.level() == 0 && type.isPresent() && type.get().kind() == ObjectKind.CLIFF) {
                int[] f = footprint(o, type.get(), map.size());
                ridges.add(f);
                for (int y = f[1]; y < f[1] + f[3]; y++) for (int x = f[0]; x < f[0] + f[2]; x++) ridge[y * map.size() + x] = true;
            }
        }
        Textures textures = new Textures(map, data, mapping, ridge);

        JsonWriter w = new JsonWriter(out, false);
        w.beginObject();
        w.name("size").value(grid.padded());
        w.name("height").beginArray();
        for (int h : heights(map.surface(), grid, textures, ridges, mapping)) w.value(h);
        w.endArray();
        w.name("seaLevel").value(ZeroAdMapping.SEA_LEVEL_METRES);
        w.name("textureNames").beginArray();
        for (ZeroAdMapping.Texture t : textures.looks) w.value(t.name());
        w.endArray();
        w.name("tileData").beginObject().name("index").beginArray();
        int p = grid.padded();
        for (int z = 0; z < p; z++) for (int x = 0; x < p; x++) w.value(textures.surface[surfaceTile(grid, x, z)]);
        w.endArray().name("priority").beginArray();
        for (int z = 0; z < p; z++) for (int x = 0; x < p; x++) w.value(textures.looks.get(textures.surface[surfaceTile(grid, x, z)]).priority());
        w.endArray().endObject();
        w.name("entities").beginArray();
        int id = FIRST_ENTITY_ID;
        for (Shown s : shown) {
            MapObject o = s.object();
            w.beginObject();
            w.name("id").value(id++);
            w.name("templateName").value(s.template());
            w.name("player").value(o.owner());
            w.name("position").beginObject()
                    .name("x").binaryFraction(o.x() + (long) grid.margin() * MapObject.UNITS_PER_TILE, 8)
                    .name("y").value(0)
                    .name("z").binaryFraction(o.y() + (long) grid.margin() * MapObject.UNITS_PER_TILE, 8)
                    .endObject();
            w.name("rotation").beginObject()
                    .name("x").value(0)
                    .name("y").decimal(radiansE9(engineAngle(o.angle())), 9)
                    .name("z").value(0)
                    .endObject();
            w.endObject();
        }
        w.endArray();
        ZeroAdEnvironment.camera(w, grid.padded());
        ZeroAdEnvironment.environment(w);
        extension(w, map, grid, textures, shown, objects, hidden);
        w.endObject();
        w.close();
    }

    /** An object 0 A.D. shows, and its template. */
    private record Shown(MapObject object, String template) {}

    /** Each seat's 0 A.D. civilisation (index = player, 1-8). */
    private static String[] civs(GameMap map, ZeroAdMapping mapping) throws MapFormatException {
        String[] out = new String[9];
        for (int p = 1; p <= 8; p++) {
            String asked = map.civ(p);
            if (asked.isEmpty()) {
                out[p] = mapping.defaultCiv();
                continue;
            }
            Optional<String> civ = mapping.civ(asked);
            if (civ.isEmpty()) {
                throw new MapFormatException("player " + p + "'s civilisation '" + asked + "' is none 0 A.D. plays; known: "
                        + String.join(", ", mapping.lobbyCivs()));
            }
            out[p] = civ.get();
        }
        return out;
    }

    /** An object's footprint in tiles {x0, y0, w, h}, clipped to the map. */
    private static int[] footprint(MapObject o, ObjectType t, int size) {
        // the first tile under it: its middle, less half its width, to the nearest tile
        int x0 = Math.floorDiv(o.x() - t.width() * MapObject.UNITS_PER_TILE / 2 + MapObject.UNITS_PER_TILE / 2, MapObject.UNITS_PER_TILE);
        int y0 = Math.floorDiv(o.y() - t.height() * MapObject.UNITS_PER_TILE / 2 + MapObject.UNITS_PER_TILE / 2, MapObject.UNITS_PER_TILE);
        int x1 = Math.min(size, x0 + t.width()), y1 = Math.min(size, y0 + t.height());
        x0 = Math.max(0, x0);
        y0 = Math.max(0, y0);
        return new int[] {x0, y0, x1 - x0, y1 - y0};
    }

    /** The texture of every tile: one per terrain in use, and one per terrain under a cliff. */
    static final class Textures {
        /** what 0 A.D. shows, per texture index */
        final List<ZeroAdMapping.Texture> looks = new ArrayList<>();
        /** the terrain's own texture (its ground's height, whether it is wet), per texture index */
        final List<ZeroAdMapping.Texture> grounds = new ArrayList<>();
        final List<Integer> terrains = new ArrayList<>();
        /** the surface tiles' texture indexes, row by row */
        final int[] surface;
        private final Map<Integer, Integer> indexOf = new TreeMap<>();

        Textures(GameMap map, GameData data, ZeroAdMapping mapping, boolean[] ridge) {
            // keys: terrain * 2, + 1 under a cliff; in key order, so the same map lists the same textures
            for (MapLevel level : map.levels()) {
                for (int i = 0; i < level.tiles(); i++) indexOf.put(level.terrain(i) * 2 + (level.index() == 0 && ridge[i] ? 1 : 0), 0);
            }
            for (Map.Entry<Integer, Integer> e : indexOf.entrySet()) {
                int terrain = e.getKey() >> 1;
                ZeroAdMapping.Texture ground = mapping.texture(terrainName(data, terrain), terrain);
                e.setValue(looks.size());
                looks.add((e.getKey() & 1) == 1 ? mapping.ridge() : ground);
                grounds.add(ground);
                terrains.add(terrain);
            }
            MapLevel s = map.surface();
            surface = new int[s.tiles()];
            for (int i = 0; i < surface.length; i++) surface[i] = indexOf.get(s.terrain(i) * 2 + (ridge[i] ? 1 : 0));
        }

        int index(MapLevel level, int i) { return indexOf.get(level.terrain(i) * 2); }
    }

    private static int surfaceTile(PatchGrid grid, int x, int z) {
        return grid.source(z) * grid.size() + grid.source(x);
    }

    private static int[] heights(MapLevel surface, PatchGrid grid, Textures textures, List<int[]> ridges, ZeroAdMapping mapping) {
        int p = grid.padded();
        int[] tile = new int[p * p];
        boolean[] wet = new boolean[p * p];
        for (int z = 0; z < p; z++) {
            for (int x = 0; x < p; x++) {
                int i = surfaceTile(grid, x, z);
                ZeroAdMapping.Texture ground = textures.grounds.get(textures.surface[i]);
                int h = ground.height() + surface.elevation(i) * ZeroAdMapping.ELEVATION_STEP;
                // a tile stays on its side of the water, whatever its elevation
                h = ground.wet() ? Math.min(h, ZeroAdMapping.SEA_LEVEL - 2 * CornerHeights.SHORE_BELOW)
                        : Math.max(h, ZeroAdMapping.SEA_LEVEL + 2 * CornerHeights.SHORE_ABOVE);
                tile[z * p + x] = h;
                wet[z * p + x] = ground.wet();
            }
        }
        CornerHeights corners = new CornerHeights(p, tile, wet);
        for (int[] f : ridges) corners.ridge(grid.padded(f[0]), grid.padded(f[1]), f[2], f[3], mapping.ridge().height());
        return corners.values();
    }

    private static void extension(JsonWriter w, GameMap map, PatchGrid grid, Textures textures, List<Shown> shown,
                                  List<MapObject> objects, List<Integer> hidden) throws IOException {
        w.name(EXTENSION).beginObject();
        w.name("format").value(EXTENSION_FORMAT);
        w.name("size").value(map.size());
        w.name("margin").value(grid.margin());
        w.name("civs").beginArray();
        for (String c : map.civs()) w.value(c);
        w.endArray();
        w.name("terrains").beginArray();
        for (int t : textures.terrains) w.value(t);
        w.endArray();
        w.name("elevation");
        elevation(w, map.surface());
        w.name("entities").beginArray();
        for (Shown s : shown) w.beginArray().value(s.object().type()).value(s.object().variant()).endArray();
        w.endArray();
        w.name("objects").beginArray();
        for (int k : hidden) {
            MapObject o = objects.get(k);
            w.beginArray().value(k).value(o.type()).value(o.owner()).value(o.x()).value(o.y()).value(o.level())
                    .value(o.angle()).value(o.variant()).endArray();
        }
        w.endArray();
        w.name("levels").beginArray();
        for (MapLevel level : map.levels().subList(1, map.levels().size())) {
            w.beginObject().name("tiles").beginArray();
            for (int i = 0; i < level.tiles(); i++) w.value(textures.index(level, i));
            w.endArray().name("elevation");
            elevation(w, level);
            w.endObject();
        }
        w.endArray();
        w.endObject();
    }

    private static void elevation(JsonWriter w, MapLevel level) throws IOException {
        w.beginArray();
        for (int i = 0; i < level.tiles(); i++) w.value(level.elevation(i));
        w.endArray();
    }

    /** 0 A.D.'s angle of a map angle, both in 1/65536 turns: a quarter turn less it (clockwise from +z). */
    static int engineAngle(int angle) {
        return Math.floorMod(MapObject.FULL_TURN / 4 - angle, MapObject.FULL_TURN);
    }

    /** A binary angle in billionths of a radian, by integer arithmetic (2 pi = 6283185307 of them). */
    static long radiansE9(int angle) {
        return (angle * 6_283_185_307L + MapObject.FULL_TURN / 2) / MapObject.FULL_TURN;
    }

    static String terrainName(GameData data, int id) {
        return data.terrain(id).map(TerrainType::name).orElse("#" + id);
    }

    static String objectName(GameData data, int id) {
        return data.object(id).map(ObjectType::name).orElse("#" + id);
    }
}
