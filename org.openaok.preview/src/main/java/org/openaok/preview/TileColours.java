package org.openaok.preview;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectKind;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.TerrainType;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;

/**
 * The colour of every tile as a preview shows it: terrain, shaded by elevation as if lit from the
 * north-west, then objects by kind (a player's in its colour), a marker on each start, and zone
 * borders over everything. Both views draw from this grid.
 */
public final class TileColours {
    /** The game's player colours, seats 1-8. */
    public static final int[] PLAYER = {0x0000ff, 0xff0000, 0x00ff00, 0xffff00, 0x00ffff, 0xff00ff, 0x434343, 0xff8201};
    static final int UNKNOWN = 0xff00ff;

    private TileColours() {}

    public static int[] of(GameMap map, GameData data, int levelIndex, boolean objects, boolean zoneBorders) {
        MapLevel level = map.level(levelIndex);
        int size = level.size();
        int[] c = new int[size * size];
        int[] terrainRgb = new int[1 << 16];
        java.util.Arrays.fill(terrainRgb, -1);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int i = y * size + x;
                int t = level.terrain(i);
                int rgb = terrainRgb[t];
                if (rgb < 0) {
                    rgb = data.terrain(t).map(TerrainType::rgb).orElse(UNKNOWN);
                    terrainRgb[t] = rgb;
                }
                int e = level.elevation(i);
                int nw = x > 0 && y > 0 ? level.elevation(i - size - 1) : e;
                int light = 1000 + (e - nw) * 140 + e * 25;
                c[i] = Raster.shade(rgb, Math.max(650, Math.min(1400, light)));
            }
        }
        if (objects) {
            for (MapObject o : map.objects().list()) {
                if (o.level() != levelIndex) continue;
                ObjectType type = data.object(o.type()).orElse(null);
                int rgb = o.owner() > 0 ? PLAYER[(o.owner() - 1) & 7] : type == null ? UNKNOWN : type.rgb();
                int w = type == null ? 1 : type.width();
                int h = type == null ? 1 : type.height();
                if (type != null && type.kind() == ObjectKind.CLIFF) rgb = 0x6e5a46;
                // a footprint centred on the position
                int x0 = (o.x() - w * MapObject.UNITS_PER_TILE / 2 + MapObject.UNITS_PER_TILE / 2) / MapObject.UNITS_PER_TILE;
                int y0 = (o.y() - h * MapObject.UNITS_PER_TILE / 2 + MapObject.UNITS_PER_TILE / 2) / MapObject.UNITS_PER_TILE;
                for (int dy = 0; dy < h; dy++) {
                    for (int dx = 0; dx < w; dx++) {
                        int x = x0 + dx;
                        int y = y0 + dy;
                        if (x >= 0 && y >= 0 && x < size && y < size) c[y * size + x] = rgb;
                    }
                }
            }
            for (PlayerStart s : map.starts()) {
                if (s.level() != levelIndex) continue;
                int rgb = PLAYER[(s.player() - 1) & 7];
                for (int d = -3; d <= 3; d++) {
                    mark(c, size, s.x() + d, s.y() - 3, rgb);
                    mark(c, size, s.x() + d, s.y() + 3, rgb);
                    mark(c, size, s.x() - 3, s.y() + d, rgb);
                    mark(c, size, s.x() + 3, s.y() + d, rgb);
                }
            }
        }
        if (zoneBorders) {            // over everything, so forests do not hide them
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int i = y * size + x;
                    int z = level.zone(i);
                    boolean border = (x + 1 < size && level.zone(i + 1) != z) || (y + 1 < size && level.zone(i + size) != z);
                    if (border) c[i] = Raster.mix(c[i], 0x000000, 650);
                }
            }
        }
        return c;
    }

    private static void mark(int[] c, int size, int x, int y, int rgb) {
        if (x >= 0 && y >= 0 && x < size && y < size) c[y * size + x] = rgb;
    }
}
