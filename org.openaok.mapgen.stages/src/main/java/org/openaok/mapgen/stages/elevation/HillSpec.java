package org.openaok.mapgen.stages.elevation;

import org.openaok.api.diag.Diagnostics;
import org.openaok.mapgen.stages.grow.MapScale;
import org.openaok.mapgen.stages.state.Ranges;
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

    static HillSpec of(Command c, int size, Diagnostics out) {
        int height = Ranges.argument(c, 0, 0, 0, 127, out);
        int tiles = Ranges.attribute(c, "number_of_tiles", DEFAULT_TILES, 0, Integer.MAX_VALUE, out);
        int clumps = Ranges.attribute(c, "number_of_clumps", 1, 0, Integer.MAX_VALUE, out);
        if (c.has("set_scale_by_size")) tiles = MapScale.bySize(tiles, size);
        if (c.has("set_scale_by_groups") && clumps > 0) clumps = Math.max(1, MapScale.bySize(clumps, size));
        int min = c.last("height_limits").map(a -> a.value(0, 0)).orElse(0);
        int max = c.last("height_limits").map(a -> a.value(1, 127)).orElse(127);
        return new HillSpec(c.location(), height, c.intValue("base_terrain", -1), tiles, clumps,
                Ranges.attribute(c, "spacing", 1, 1, size, out), min, max);
    }

    /** Each hill's share of the tiles. */
    int budget() { return tiles == 0 || clumps == 0 ? 0 : Math.max(1, tiles / clumps); }

    /** The level a tile this far (eight ways) from the ground outside the hills gets. */
    int level(int distance) {
        if (distance <= 0) return 0;
        return Math.min(height, (distance - 1) / spacing + 1);
    }
}
