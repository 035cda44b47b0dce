package org.openaok.mapgen.stages.terrain;

import org.openaok.api.map.MapLevel;
import org.openaok.mapgen.stages.grow.Ground;
import org.openaok.mapgen.stages.grow.NearTiles;

/**
 * Where a create_terrain may lay its terrain now: the terrain it replaces, not within its spacing
 * of other ground (as the map stood when the command began), out of the start areas, within the
 * height limits, flat if asked, and under no cliff piece (a cliff keeps the ground it was laid on).
 * Asked for every frontier tile a clump weighs, so each test costs nothing when the command does
 * not ask for it.
 */
final class LayingGround implements Ground {
    private final MapLevel level;
    private final int base;
    private final boolean laysOtherTerrain;
    private final NearTiles nearOther;
    private final boolean[] nearStart;
    private final boolean[] flat;
    private final int minHeight;
    private final int maxHeight;
    private final boolean anyHeight;

    /**
     * @param nearOther tiles within the spacing of other ground, or null without a spacing
     * @param nearStart tiles of the start areas kept clear, or null
     * @param flat      flat tiles, or null unless the command lays on flat ground only
     */
    LayingGround(MapLevel level, TerrainSpec spec, NearTiles nearOther, boolean[] nearStart, boolean[] flat) {
        this.level = level;
        this.base = spec.base();
        this.laysOtherTerrain = spec.terrain() != spec.base();
        this.nearOther = nearOther;
        this.nearStart = nearStart;
        this.flat = spec.flatOnly() ? flat : null;
        this.minHeight = spec.minHeight();
        this.maxHeight = spec.maxHeight();
        // a tile's elevation is never outside 0-127
        this.anyHeight = minHeight <= 0 && maxHeight >= 127;
    }

    @Override
    public boolean open(int i) {
        return laysOtherTerrain && level.terrain(i) == base
                && (nearOther == null || !nearOther.has(i))
                && (nearStart == null || !nearStart[i])
                && (anyHeight || level.elevation(i) >= minHeight && level.elevation(i) <= maxHeight)
                && (flat == null || flat[i])
                && !level.has(i, MapLevel.CLIFF);
    }
}
