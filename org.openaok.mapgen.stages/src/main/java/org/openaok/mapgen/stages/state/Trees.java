package org.openaok.mapgen.stages.state;

import java.util.Arrays;
import java.util.BitSet;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapObject;
import org.openaok.api.random.RandomStream;

/**
 * The forest trees: which tree stands on each tile. Stages plant and fell through the
 * {@link Painter}, as often as they like; {@link #commit} then brings the map's objects in
 * line in one pass (the trees a stage planted are placed in tile order, those it felled are
 * taken off), so a Giant forest costs no per-tree list surgery.
 */
public final class Trees {
    private final int size;
    private final int[] type;
    private final int[] placed;
    private int count;

    Trees(int size) {
        this.size = size;
        this.type = new int[size * size];
        this.placed = new int[size * size];
        Arrays.fill(type, -1);
        Arrays.fill(placed, -1);
    }

    /** Whether a tree stands on the tile. */
    public boolean has(int i) { return type[i] >= 0; }

    /** The tree's object id on the tile, or -1. */
    public int type(int i) { return type[i]; }

    /** How many trees stand now. */
    public int count() { return count; }

    void set(int i, int tree) {
        if (type[i] < 0 && tree >= 0) count++;
        else if (type[i] >= 0 && tree < 0) count--;
        type[i] = tree;
    }

    /**
     * Puts the trees planted since the last commit on the map and takes those felled off.
     * New trees get their art (one of four drawings) from the stream given, in tile order.
     *
     * @return how many objects were placed and removed, together
     */
    public int commit(GenerationContext ctx, RandomStream art) {
        BitSet gone = new BitSet(type.length);
        for (int i = 0; i < type.length; i++) {
            if (placed[i] >= 0 && placed[i] != type[i]) gone.set(i);
        }
        int changes = 0;
        if (!gone.isEmpty()) {
            changes += ctx.map().objects().removeIf(o -> o.owner() == 0 && o.level() == 0 && isTreeOn(o, gone));
            for (int i = gone.nextSetBit(0); i >= 0; i = gone.nextSetBit(i + 1)) placed[i] = -1;
        }
        for (int i = 0; i < type.length; i++) {
            if (type[i] >= 0 && placed[i] != type[i]) {
                if ((i & 4095) == 0) ctx.checkpoint();
                MapObject at = MapObject.atTile(type[i], 0, i % size, i / size, -1);
                ctx.place(new MapObject(at.type(), 0, at.x(), at.y(), 0, 0, art.nextInt(4), -1));
                placed[i] = type[i];
                changes++;
            }
        }
        return changes;
    }

    private boolean isTreeOn(MapObject o, BitSet gone) {
        int x = o.tileX();
        int y = o.tileY();
        if (x >= size || y >= size) return false;
        int i = y * size + x;
        return gone.get(i) && o.type() == placed[i]
                && o.x() == x * MapObject.UNITS_PER_TILE + MapObject.UNITS_PER_TILE / 2
                && o.y() == y * MapObject.UNITS_PER_TILE + MapObject.UNITS_PER_TILE / 2;
    }
}
