package org.openaok.mapgen.stages.elevation;

import org.openaok.api.diag.Diagnostics;
import org.openaok.mapgen.stages.grow.MapScale;
import org.openaok.mapgen.stages.state.Ranges;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.SourceLocation;

/**
 * What a create_elevation asks for: {@code hills} hills over {@code base} ground (-1: anywhere),
 * {@code tiles} tiles in all shared among them, each level {@code spacing} tiles wide, only where
 * the elevation already lies within the height limits. The first hill may rise to {@code height},
 * each later one to a height drawn between 1 and {@code height}.
 *
 * <p>The two scaling flags work as the original engine's recorded maps show. With
 * {@code set_scale_by_groups} the number of hills grows with the map's area, counted against a
 * {@value #HILL_SCALE} by {@value #HILL_SCALE} map (an Arabia's 20 clumps make about 23 hills on a
 * Tiny map, 34 on a Small one, 66 on a Normal one), each hill keeping the size the script gives
 * it (number_of_tiles over number_of_clumps), so the hills take more tiles on a larger map. With
 * {@code set_scale_by_size} as well, number_of_tiles is shared among the hills instead and stays
 * the same on every map (an Arabia raises some 6000 tiles on a Tiny map and on a Small one alike).
 * {@code set_scale_by_size} alone scales the tiles with the map's area against 100 by 100.
 */
record HillSpec(SourceLocation location, int height, int base, int tiles, int hills, int spacing, int minHeight,
                int maxHeight) {
    /** number_of_tiles when the script gives none. */
    static final int DEFAULT_TILES = 120;
    /** The side of the map a script's number_of_clumps is written for, as the recordings show. */
    static final int HILL_SCALE = 110;

    static HillSpec of(Command c, int size, Diagnostics out) {
        int height = Ranges.argument(c, 0, 0, 0, 127, out);
        int tiles = Ranges.attribute(c, "number_of_tiles", DEFAULT_TILES, 0, Integer.MAX_VALUE, out);
        int clumps = Ranges.attribute(c, "number_of_clumps", 1, 0, Integer.MAX_VALUE, out);
        boolean byGroups = c.has("set_scale_by_groups") && clumps > 0;
        boolean bySize = c.has("set_scale_by_size");
        int hills = byGroups ? (int) Math.max(1, Math.min(Integer.MAX_VALUE, (long) clumps * size * size / (HILL_SCALE * HILL_SCALE))) : clumps;
        long total = tiles;
        if (byGroups && !bySize) total = (long) tiles * hills / clumps;
        else if (bySize && !byGroups) total = MapScale.bySize(tiles, size);
        int min = c.last("height_limits").map(a -> a.value(0, 0)).orElse(0);
        int max = c.last("height_limits").map(a -> a.value(1, 127)).orElse(127);
        return new HillSpec(c.location(), height, c.intValue("base_terrain", -1), (int) Math.min(Integer.MAX_VALUE, total), hills,
                Ranges.attribute(c, "spacing", 1, 1, size, out), min, max);
    }

    /** Each hill's share of the tiles. */
    int budget() { return tiles == 0 || hills == 0 ? 0 : Math.max(1, tiles / hills); }

    /** The level a tile this far (eight ways, in tiles) from unraised ground stands at, on a hill that may rise to {@code top}. */
    int level(int distance, int top) {
        if (distance <= 0) return 0;
        return Math.min(top, (distance - 1) / spacing + 1);
    }
}
