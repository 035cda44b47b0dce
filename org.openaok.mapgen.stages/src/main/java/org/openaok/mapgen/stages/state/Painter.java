package org.openaok.mapgen.stages.state;

import org.openaok.api.map.MapLevel;

/**
 * Paints tiles: a terrain and the movement classes it lets through go on together
 * ({@link MapLevel#paint}), and the forest trees follow the ground. Every stage that changes a
 * tile's terrain goes through here, so terrain, passability and trees never disagree.
 */
public final class Painter {
    private final MapLevel level;
    private final TerrainTable terrains;
    private final Trees trees;

    Painter(MapLevel level, TerrainTable terrains, Trees trees) {
        this.level = level;
        this.terrains = terrains;
        this.trees = trees;
    }

    /** Sets the tile's terrain and passability only; a tree on it stays. */
    public void paint(int i, int terrain) {
        level.paint(i, terrain, terrains.movement(terrain));
    }

    /**
     * Lays a terrain the way the map's stages do: a forest gets its tree on the tile, any other
     * ground loses the tree it had.
     */
    public void lay(int i, int terrain) {
        paint(i, terrain);
        int tree = terrains.tree(terrain);
        if (tree >= 0) {
            if (trees.type(i) != tree) plant(i, tree);
        } else if (trees.has(i)) {
            fell(i);
        }
    }

    /** Plants a tree on the tile (replacing one there); the tile is then occupied and blocked. */
    public void plant(int i, int tree) {
        trees.set(i, tree);
        level.set(i, MapLevel.OCCUPIED);
        level.block(i);
    }

    /** Fells the tree on the tile, if any; the tile is freed and its terrain decides who crosses it. */
    public void fell(int i) {
        if (!trees.has(i)) return;
        trees.set(i, -1);
        level.clear(i, MapLevel.OCCUPIED);
        level.unblock(i);
    }
}
