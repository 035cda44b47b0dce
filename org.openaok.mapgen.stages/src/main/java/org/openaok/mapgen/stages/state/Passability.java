package org.openaok.mapgen.stages.state;

import java.util.BitSet;
import java.util.EnumMap;
import java.util.Map;

import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MovementClass;

/**
 * Who may go where: per tile and movement class, from the map level's passability mask (the
 * terrain's classes, less any blocker standing there). Also builds the layers (one tile set per
 * class; classes that allow the same ground share one) and splits a layer into its connected
 * regions, eight ways, for questions such as "can a land mover get from this start to that one".
 */
public final class Passability {
    private final MapLevel level;

    Passability(MapLevel level) {
        this.level = level;
    }

    /** Whether a mover of the class may stand on the tile now (terrain and blockers). */
    public boolean passable(int i, MovementClass c) {
        return level.passable(i, c);
    }

    /** Whether the tile's terrain lets the class through, whatever stands on it. */
    public boolean terrainAllows(int i, MovementClass c) {
        return (level.terrainPassable(i) & c.bit()) != 0;
    }

    /**
     * The passability layers: for each movement class the tiles it may cross. Classes whose
     * tiles are the same get the same {@link BitSet} object.
     *
     * @param withBlockers true to count what stands on the tiles, false for the terrain alone
     */
    public Map<MovementClass, BitSet> layers(boolean withBlockers) {
        Map<MovementClass, BitSet> out = new EnumMap<>(MovementClass.class);
        for (MovementClass c : MovementClass.values()) {
            BitSet b = layer(c, withBlockers);
            for (BitSet seen : out.values()) {
                if (seen.equals(b)) {
                    b = seen;
                    break;
                }
            }
            out.put(c, b);
        }
        return out;
    }

    /** The tiles a class may cross. */
    public BitSet layer(MovementClass c, boolean withBlockers) {
        BitSet b = new BitSet(level.tiles());
        int bit = c.bit();
        for (int i = 0; i < level.tiles(); i++) {
            int m = withBlockers ? level.passable(i) : level.terrainPassable(i);
            if ((m & bit) != 0) b.set(i);
        }
        return b;
    }

    /**
     * Labels the connected regions of a class's layer, eight ways: each passable tile gets its
     * region's number (0, 1, ... in order of each region's first tile), every other tile -1.
     */
    public int[] regions(MovementClass c, boolean withBlockers) {
        int bit = c.bit();
        return Regions.label(level.size(), i -> ((withBlockers ? level.passable(i) : level.terrainPassable(i)) & bit) != 0);
    }
}
