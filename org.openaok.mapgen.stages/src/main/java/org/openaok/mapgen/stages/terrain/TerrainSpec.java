package org.openaok.mapgen.stages.terrain;

import org.openaok.api.diag.Diagnostics;
import org.openaok.mapgen.stages.grow.MapScale;
import org.openaok.mapgen.stages.state.Ranges;
import org.openaok.rms.script.Attribute;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.SourceLocation;

/**
 * What a create_terrain asks for, defaults filled in.
 *
 * @param terrain      the terrain laid
 * @param base         the terrain it replaces (the map's base terrain unless the script names one)
 * @param tiles        land_percent of the map or number_of_tiles (scaled when set_scale_by_size)
 * @param clumps       number_of_clumps (scaled when set_scale_by_groups)
 * @param spacing      spacing_to_other_terrain_types
 * @param avoidStarts  the radius kept clear round each start, or -1
 * @param minHeight    height_limits, low end
 * @param maxHeight    height_limits, high end
 * @param flatOnly     set_flat_terrain_only
 * @param clumping     clumping_factor
 */
record TerrainSpec(SourceLocation location, int terrain, int base, int tiles, int clumps, int spacing, int avoidStarts,
                   int minHeight, int maxHeight, boolean flatOnly, int clumping) {
    static final int DEFAULT_CLUMPING = 20;
    /** set_avoid_player_start_areas keeps the player lands' base_size (this when none) plus four tiles. */
    static final int DEFAULT_PLAYER_BASE = 9;
    static final int START_MARGIN = 4;

    static TerrainSpec of(Command c, int size, int mapBase, int playerBase, Diagnostics out) {
        long area = (long) size * size;
        long tiles = 0;
        for (Attribute a : c.attributes()) {
            if (a.name().equals("land_percent")) tiles = area * Ranges.value(a, a.value(), 0, 100, out) / 100;
            else if (a.name().equals("number_of_tiles")) {
                tiles = Ranges.value(a, a.value(), 0, Integer.MAX_VALUE, out);
                if (c.has("set_scale_by_size")) tiles = Math.max(0, MapScale.bySize((int) tiles, size));
            }
        }
        // no clumps is a script's way of laying none (Ghost Lake draws it as one of its variants)
        int clumps = Ranges.attribute(c, "number_of_clumps", 1, 0, Integer.MAX_VALUE, out);
        if (c.has("set_scale_by_groups") && clumps > 0) clumps = Math.max(1, MapScale.bySize(clumps, size));
        int avoid = -1;
        Attribute avoidance = c.last("set_avoid_player_start_areas").orElse(null);
        if (avoidance != null) {
            avoid = avoidance.values().isEmpty() ? (playerBase >= 0 ? playerBase : DEFAULT_PLAYER_BASE) + START_MARGIN
                    : Ranges.value(avoidance, avoidance.value(), 0, size, out);
        }
        int min = c.last("height_limits").map(a -> a.value(0, 0)).orElse(0);
        int max = c.last("height_limits").map(a -> a.value(1, 127)).orElse(127);
        return new TerrainSpec(c.location(), c.arg(0), c.intValue("base_terrain", mapBase), (int) Math.min(area, tiles), clumps,
                Ranges.attribute(c, "spacing_to_other_terrain_types", 0, 0, size, out), avoid, min, max,
                c.has("set_flat_terrain_only"), Ranges.attribute(c, "clumping_factor", DEFAULT_CLUMPING, 0, 1000, out));
    }

    /** Each clump's share of the tiles. */
    int budget() { return tiles == 0 || clumps == 0 ? 0 : Math.max(1, tiles / clumps); }

    /**
     * Frontier tiles weighed each step: one, and one more for every ten of clumping_factor (three
     * at the default 20). Lands weigh one more for every four; a terrain clump, which follows the
     * ground it replaces, stays raggeder than a land.
     */
    int picks() { return picks(clumping); }

    static int picks(int clumping) { return 1 + Math.max(0, clumping) / 10; }
}
