package org.openaok.mapgen.stages.cliff;

/**
 * A side of a lattice cell in the original map frame, and the step to the neighbour across it.
 * The frame's axes are u (rows, growing towards {@link #S}) and v (columns, growing towards
 * {@link #E}); {@link #cw()} turns a quarter clockwise (N, E, S, W).
 */
public enum Side {
    N(-1, 0), E(0, 1), S(1, 0), W(0, -1);

    private static final Side[] ALL = values();

    /** The step in u and in v. */
    public final int du;
    public final int dv;

    Side(int du, int dv) {
        this.du = du;
        this.dv = dv;
    }

    public int bit() { return 1 << ordinal(); }

    /** A quarter turn clockwise. */
    public Side cw() { return ALL[(ordinal() + 1) & 3]; }

    /** A quarter turn anticlockwise. */
    public Side ccw() { return ALL[(ordinal() + 3) & 3]; }

    public Side opposite() { return ALL[(ordinal() + 2) & 3]; }

    /**
     * Whether a cliff whose face looks out this way shows its face to the player: the game's view
     * looks up the u and v axes, so faces looking towards S and E are seen, those towards N and W
     * show only the lip along the top.
     */
    public boolean seen() { return this == S || this == E; }

    public static Side of(int ordinal) { return ALL[ordinal & 3]; }
}
