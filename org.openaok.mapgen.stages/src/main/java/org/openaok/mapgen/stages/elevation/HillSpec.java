package org.openaok.mapgen.stages.elevation;

import org.openaok.mapgen.stages.grow.MapScale;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.SourceLocation;

/**
 * What a create_elevation asks for: hills up to {@code height} over {@code base} ground (-1:
 * anywhere), {@code tiles} in all shared by {@code clumps} hills, each level {@code spacing} tiles
 * wide, only where the elevation already lies within the height limits.
 */
record HillSpec(SourceLocation location, int height, int base, int tiles, int clumps, int spacing, int minHeight,
                int maxHeight) {
    /** number_of_tiles when the script gives none. */
    static final int DEFAULT_TILES = 120;

    static HillSpec of(Command c, int size) {
        int height = Math.max(0, Math.min(127, c.arg(0)));
        int tiles = Math.max(0, c.intValue("number_of_tiles", DEFAULT_TILES));
        int clumps = Math.max(1, c.intValue("number_of_clumps", 1));
        if (c.has("set_scale_by_size")) tiles = MapScale.bySize(tiles, size);
        if (c.has("set_scale_by_groups")) clumps = Math.max(1, MapScale.bySize(clumps, size));
        int min = c.last("height_limits").map(a -> a.value(0, 0)).orElse(0);
        int max = c.last("height_limits").map(a -> a.value(1, 127)).orElse(127);
        return new HillSpec(c.location(), height, c.intValue("base_terrain", -1), tiles, clumps,
                Math.max(1, c.intValue("spacing", 1)), min, max);
    }

    /** Each hill's share of the tiles. */
    int budget() { return Math.max(1, tiles / clumps); }

    /** The level a tile this far (eight ways) from the ground outside the hills gets. */
    int level(int distance) {
        if (distance <= 0) return 0;
        return Math.min(height, (distance - 1) / spacing + 1);
    }
}
