package org.openaok.api.map;

/**
 * What kind of mover a tile lets through. A tile's passability is a bit set over these
 * classes; shallows let both land and water movers through.
 */
public enum MovementClass {
    LAND,
    WATER;

    /** This class's bit in a passability mask. */
    public int bit() {
        return 1 << ordinal();
    }

    /** The mask of every class given. */
    public static int mask(MovementClass... classes) {
        int m = 0;
        for (MovementClass c : classes) m |= c.bit();
        return m;
    }
}
