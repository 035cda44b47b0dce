package org.openaok.zones.fill;

/**
 * The obstacle mask's states. Land starts as {@link #BLOCK}; paths, passages and clearings become
 * {@link #CLEAR}; ground beside them {@link #MAYBE} (obstacles may or may not stand there);
 * what towns, mines and treasures stand on {@link #USED}; the sea and rivers {@link #WATER}.
 */
public final class Mask {
    /** Must be blocked. */
    public static final byte BLOCK = 0;
    /** May be blocked or clear: the obstacle placer decides. */
    public static final byte MAYBE = 1;
    /** Must be clear. */
    public static final byte CLEAR = 2;
    /** Taken by a placed object that blocks it. */
    public static final byte USED = 3;
    /** Water: nothing is placed, nothing walks. */
    public static final byte WATER = 4;

    private Mask() {}

    /** Ground a path may be cut through (it becomes clear). */
    public static boolean cuttable(byte m) { return m == BLOCK || m == MAYBE; }
}
