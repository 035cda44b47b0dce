package org.openaok.mapgen.stages.object;

import org.openaok.api.data.ObjectType;
import org.openaok.api.map.MapLevel;
import org.openaok.mapgen.stages.grow.NearTiles;

/**
 * The ground one terrain restriction allows, over a map whose terrain no longer changes: which
 * tiles it may stand on, the regions those tiles form (eight ways: what can be reached without
 * crossing ground it may not stand on), and which tiles are near ground it may not stand on.
 * Built lazily; objects that may stand on the same terrains of the map share one.
 */
final class StandingGround {
    private final MapLevel level;
    private final boolean[] allowed;
    private int[] regions;
    private int[] edge;
    private int[][] regionTiles;
    /** Ground not allowed, and by distance the tiles nearer it than that. */
    private NearTiles notAllowed;
    private NearTiles[] within;

    StandingGround(MapLevel level, ObjectType type, int terrainLimit) {
        this.level = level;
        this.allowed = new boolean[Math.max(terrainLimit, 1)];
        for (int t = 0; t < allowed.length; t++) allowed[t] = type.canStandOn(t);
    }

    /** Whether the terrain of the tile allows the object (whatever stands there). */
    boolean allows(int i) {
        int t = level.terrain(i);
        return t >= 0 && t < allowed.length && allowed[t];
    }

    /** The region of a tile (tiles that reach one another over allowed ground), or -1 off it. */
    int region(int i) {
        if (regions == null) regions = label();
        return regions[i];
    }

    /** The tiles of a region, in tile order. */
    int[] tilesOf(int region) {
        if (regionTiles == null) {
            int[] labels = regions == null ? (regions = label()) : regions;
            int count = 0;
            for (int l : labels) count = Math.max(count, l + 1);
            int[] sizes = new int[count];
            for (int l : labels) if (l >= 0) sizes[l]++;
            regionTiles = new int[count][];
            for (int r = 0; r < count; r++) regionTiles[r] = new int[sizes[r]];
            int[] fill = new int[count];
            for (int i = 0; i < labels.length; i++) if (labels[i] >= 0) regionTiles[labels[i]][fill[labels[i]]++] = i;
        }
        return region >= 0 && region < regionTiles.length ? regionTiles[region] : new int[0];
    }

    /**
     * Whether ground not allowed lies nearer the tile than {@code distance} (eight ways), as the
     * distance capped at the map's size would say: every tile is nearer than a distance past the
     * map's size. The tiles within each distance asked for are made once.
     */
    boolean nearEdge(int i, int distance) {
        int size = level.size();
        if (distance > size) return true;
        if (distance <= 0) return false;
        if (within == null) within = new NearTiles[size + 1];
        NearTiles near = within[distance];
        if (near == null) {
            if (notAllowed == null) {
                notAllowed = new NearTiles(size);
                for (int k = 0; k < level.tiles(); k++) notAllowed.add(k, !allows(k));
            }
            near = within[distance] = new NearTiles(notAllowed);
            near.grow(distance - 1);
        }
        return near.has(i);
    }

    private int[] label() {
        return org.openaok.mapgen.stages.state.Regions.label(level.size(), this::allows);
    }
}
