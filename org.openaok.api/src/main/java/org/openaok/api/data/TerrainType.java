package org.openaok.api.data;

import org.openaok.api.map.MovementClass;

/**
 * A terrain of the game.
 *
 * @param id          the game's terrain id (the value scripts use, e.g. GRASS = 0)
 * @param name        the constant name scripts use, e.g. {@code GRASS}
 * @param rgb         preview colour, 0xRRGGBB
 * @param movement    the {@link MovementClass} mask of movers that may cross it
 * @param role        its part in shaping a map
 * @param tree        the object id of the tree that stands on every tile of it (a forest), or -1
 * @param beach       the terrain a shore of this land becomes, or -1 for the default beach
 */
public record TerrainType(int id, String name, int rgb, int movement, TerrainRole role, int tree, int beach) {
    public TerrainType {
        if (id < 0) throw new IllegalArgumentException("terrain id must not be negative");
        if (name == null || name.isEmpty()) throw new IllegalArgumentException("terrain name");
    }

    /** A forest: a tree stands on each tile of it. */
    public boolean forest() { return tree >= 0; }

    public boolean passable(MovementClass c) { return (movement & c.bit()) != 0; }

    /** Water of any depth, shallows included. */
    public boolean water() { return role == TerrainRole.WATER || role == TerrainRole.SHALLOW; }

    /** Dry land, beaches included. */
    public boolean land() { return role == TerrainRole.LAND || role == TerrainRole.BEACH; }
}
