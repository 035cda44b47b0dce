package org.openaok.preview;

import org.openaok.api.data.GameData;
import org.openaok.api.io.RenderOptions;
import org.openaok.api.io.View;
import org.openaok.api.map.GameMap;

/** Draws a map's preview into a {@link Raster}, top-down or as the game's diamond minimap. */
public final class Previews {
    /** Behind the diamond's corners. */
    static final int BACKGROUND = 0x000000;

    private Previews() {}

    public static Raster draw(GameMap map, GameData data, RenderOptions options) {
        if (options.level() >= map.levels().size()) {
            throw new IllegalArgumentException("the map has no level " + options.level());
        }
        int[] tiles = TileColours.of(map, data, options.level(), options.objects(), options.zoneBorders());
        return options.view() == View.DIAMOND ? diamond(tiles, map.size(), options.scale())
                : topDown(tiles, map.size(), options.scale());
    }

    /** Each tile a square of scale pixels; x to the right, y down. */
    static Raster topDown(int[] tiles, int size, int scale) {
        Raster r = new Raster(size * scale, size * scale);
        int[] px = r.pixels();
        int w = size * scale;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int rgb = tiles[y * size + x];
                for (int sy = 0; sy < scale; sy++) {
                    int row = (y * scale + sy) * w + x * scale;
                    java.util.Arrays.fill(px, row, row + scale, rgb);
                }
            }
        }
        return r;
    }

    /**
     * The map turned 45 degrees: tile (x, y) is drawn about (x - y + size, (x + y) / 2) in tile
     * units, so the image is twice as wide as it is tall. Each pixel looks its tile up by the
     * inverse of that turn, in integers.
     */
    static Raster diamond(int[] tiles, int size, int scale) {
        int w = 2 * size * scale;
        int h = size * scale;
        Raster r = new Raster(w, h);
        int[] px = r.pixels();
        int twoS = 2 * scale;
        for (int py = 0; py < h; py++) {
            for (int pxx = 0; pxx < w; pxx++) {
                // twice the pixel's centre, so halves stay whole numbers
                int a = 2 * pxx + 1;
                int b = 2 * py + 1;
                int x = Math.floorDiv(2 * b + a - 2 * size * scale, 2 * twoS);
                int y = Math.floorDiv(2 * b - a + 2 * size * scale, 2 * twoS);
                px[py * w + pxx] = x >= 0 && y >= 0 && x < size && y < size ? tiles[y * size + x] : BACKGROUND;
            }
        }
        return r;
    }
}
