package org.openaok.mapgen.stages.state;

import java.util.Arrays;

import org.openaok.api.data.GameData;
import org.openaok.api.data.TerrainRole;
import org.openaok.api.data.TerrainType;
import org.openaok.api.map.MovementClass;

/**
 * The game data's terrains as flat arrays by id, for the inner loops of the stages: who may
 * cross each, whether it is a forest and with which tree, its role, and the beach its shore
 * becomes. Built from whatever {@link GameData} the generation runs with, so a mod's data is
 * what the map is made of.
 */
public final class TerrainTable {
    private static final int UNKNOWN = -1;

    private final GameData data;
    private final int[] movement;
    private final int[] tree;
    private final byte[] role;
    private final int[] beach;
    private final int defaultBeach;
    private final int grass;

    public TerrainTable(GameData data) {
        this.data = data;
        int max = 0;
        for (TerrainType t : data.terrains()) max = Math.max(max, t.id());
        movement = new int[max + 1];
        tree = new int[max + 1];
        role = new byte[max + 1];
        beach = new int[max + 1];
        Arrays.fill(movement, UNKNOWN);
        Arrays.fill(tree, -1);
        Arrays.fill(role, (byte) -1);
        Arrays.fill(beach, -1);
        int firstBeach = -1;
        int firstLand = -1;
        for (TerrainType t : data.terrains()) {
            movement[t.id()] = t.movement();
            tree[t.id()] = t.tree();
            role[t.id()] = (byte) t.role().ordinal();
            beach[t.id()] = t.beach();
            if (t.role() == TerrainRole.BEACH && (firstBeach < 0 || t.name().equalsIgnoreCase("BEACH"))) firstBeach = t.id();
            if (t.role() == TerrainRole.LAND && (firstLand < 0 || t.name().equalsIgnoreCase("GRASS"))) firstLand = t.id();
        }
        defaultBeach = firstBeach;
        grass = firstLand;
    }

    public GameData data() { return data; }

    /** Whether the game data has the terrain. */
    public boolean known(int id) { return id >= 0 && id < movement.length && movement[id] != UNKNOWN; }

    /** The terrain's {@link MovementClass} mask (0 for an unknown one). */
    public int movement(int id) { return known(id) ? movement[id] : 0; }

    /** The tree every tile of a forest carries, or -1 when the terrain is no forest. */
    public int tree(int id) { return known(id) ? tree[id] : -1; }

    public boolean forest(int id) { return tree(id) >= 0; }

    /** The terrain's role, or null for an unknown terrain. */
    public TerrainRole role(int id) { return known(id) ? ROLES[role[id]] : null; }

    /** The roles by ordinal ({@code values()} copies its array at every call, and checks ask for every tile). */
    private static final TerrainRole[] ROLES = TerrainRole.values();

    /** Ground a land unit cannot cross but a ship can: the sea, rivers, ponds (not shallows). */
    public boolean water(int id) {
        int m = movement(id);
        return (m & MovementClass.LAND.bit()) == 0 && (m & MovementClass.WATER.bit()) != 0;
    }

    /** Dry ground: a land or beach terrain. */
    public boolean land(int id) {
        TerrainRole r = role(id);
        return r == TerrainRole.LAND || r == TerrainRole.BEACH;
    }

    public boolean beach(int id) { return role(id) == TerrainRole.BEACH; }

    /** What a shore of this terrain becomes: its own beach, else the default beach; -1 if none. */
    public int beachFor(int id) {
        int b = known(id) ? beach[id] : -1;
        return b >= 0 ? b : defaultBeach;
    }

    /** The default beach (BEACH), or -1 if the data has no beach terrain. */
    public int defaultBeach() { return defaultBeach; }

    /** The terrain to use when a script names one the data lacks (GRASS, else the first land terrain). */
    public int fallbackLand() { return grass; }

    /** A name for messages. */
    public String name(int id) {
        return data.terrain(id).map(TerrainType::name).orElse("terrain " + id);
    }

    /** One past the largest terrain id. */
    public int limit() { return movement.length; }
}
