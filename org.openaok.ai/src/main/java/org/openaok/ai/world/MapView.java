package org.openaok.ai.world;

/**
 * The map as one player's UserPatch commands read it. Positions are tiles; precise positions
 * hundredths of a tile. A point off the map answers -1 (terrain, zone) or 0.
 */
public interface MapView {
    /** Tiles along a side, 0 when there is no map. */
    int size();

    /** UserPatch's terrain id at a tile, -1 off the map. */
    int terrain(int x, int y);

    /** The tile's elevation, 0 to 7. */
    int elevation(int x, int y);

    /** The landmass a tile belongs to (tiles that reach each other over land share one), -1 off the map. */
    int zone(int x, int y);

    /** What the observer knows of a tile: 0 unexplored, 128 explored, 15 in sight now. */
    int explored(int observer, int x, int y);

    /**
     * An object of a kind ({@link ObjectView#is}) standing on a tile, the lowest id, or -1. As in
     * UserPatch this does not care whether the observer has explored the tile.
     */
    int objectAt(int x, int y, int kind);

    /**
     * How far, in tiles along a path, the object would walk to the tile; 65535 when it cannot
     * reach it. {@code exact}: the tile itself must be open, else a tile a few away will do.
     */
    int pathDistance(int id, int x, int y, boolean exact);

    /** No map. */
    MapView NONE = new MapView() {
        @Override public int size() { return 0; }
        @Override public int terrain(int x, int y) { return -1; }
        @Override public int elevation(int x, int y) { return 0; }
        @Override public int zone(int x, int y) { return -1; }
        @Override public int explored(int observer, int x, int y) { return 0; }
        @Override public int objectAt(int x, int y, int kind) { return -1; }
        @Override public int pathDistance(int id, int x, int y, boolean exact) { return 65535; }
    };
}
