package org.openaok.render;

import java.util.List;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectKind;
import org.openaok.api.data.ObjectType;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.preview.TileColours;

/**
 * The objects and player starts of one map level as sprite instances: per sprite its centre and
 * radius in tiles, a shape and a colour, in drawing order (objects as the map lists them, then
 * the starts on top). The GPU draws them all with one instanced call.
 */
final class Sprites {
    static final int SQUARE = 0;
    static final int CIRCLE = 1;
    static final int DIAMOND = 2;
    static final int RING = 3;

    /** Floats per sprite: x, y, radius, shape. */
    static final int FLOATS = 4;

    /** A start's ring reaches three and a half tiles out, as far as the previews' start marker. */
    static final float START_RADIUS = 3.5f;
    static final int CLIFF_RGB = 0x6e5a46;
    static final int UNKNOWN_RGB = 0xff00ff;

    final float[] geometry;
    /** 0xRRGGBB per sprite. */
    final int[] colours;

    private Sprites(float[] geometry, int[] colours) {
        this.geometry = geometry;
        this.colours = colours;
    }

    int count() { return colours.length; }

    static Sprites of(GameMap map, GameData data, int level) {
        List<MapObject> objects = map.objects().list().stream().filter(o -> o.level() == level).toList();
        List<PlayerStart> starts = map.starts().stream().filter(s -> s.level() == level).toList();
        int n = objects.size() + starts.size();
        float[] g = new float[n * FLOATS];
        int[] c = new int[n];
        int k = 0;
        for (MapObject o : objects) {
            ObjectType type = data.object(o.type()).orElse(null);
            ObjectKind kind = type == null ? ObjectKind.OTHER : type.kind();
            int rgb = o.owner() > 0 ? TileColours.PLAYER[(o.owner() - 1) & 7]
                    : kind == ObjectKind.CLIFF ? CLIFF_RGB : type == null ? UNKNOWN_RGB : type.rgb();
            float footprint = type == null ? 1 : Math.max(type.width(), type.height());
            put(g, k, o.x() / (float) MapObject.UNITS_PER_TILE, o.y() / (float) MapObject.UNITS_PER_TILE,
                    radius(kind, footprint), shape(kind));
            c[k++] = rgb;
        }
        for (PlayerStart s : starts) {
            put(g, k, s.x() + 0.5f, s.y() + 0.5f, START_RADIUS, RING);
            c[k++] = TileColours.PLAYER[(s.player() - 1) & 7];
        }
        return new Sprites(g, c);
    }

    static Sprites none() { return new Sprites(new float[0], new int[0]); }

    private static void put(float[] g, int k, float x, float y, float radius, int shape) {
        g[k * FLOATS] = x;
        g[k * FLOATS + 1] = y;
        g[k * FLOATS + 2] = radius;
        g[k * FLOATS + 3] = shape;
    }

    /** Trees and animals as discs, mines and relics as diamonds, buildings, cliffs and the rest as squares. */
    static int shape(ObjectKind kind) {
        return switch (kind) {
            case TREE, FORAGE, HERDABLE, HUNTABLE, PREDATOR, FISH, UNIT -> CIRCLE;
            case MINE, RELIC -> DIAMOND;
            default -> SQUARE;
        };
    }

    /** Half the footprint, animals and units a little less so that herds stay apart. */
    static float radius(ObjectKind kind, float footprint) {
        return switch (kind) {
            case HERDABLE, HUNTABLE, PREDATOR, FISH -> 0.4f;
            case UNIT -> 0.35f;
            default -> footprint / 2;
        };
    }
}
