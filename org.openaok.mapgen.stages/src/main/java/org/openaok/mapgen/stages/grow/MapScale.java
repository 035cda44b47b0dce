package org.openaok.mapgen.stages.grow;

/** Scaling a figure written for a 100 by 100 map to this one: times side squared over 10,000, truncated. */
public final class MapScale {
    private MapScale() {}

    public static int bySize(int figure, int size) {
        long v = (long) figure * size * size / 10000;
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
    }
}
