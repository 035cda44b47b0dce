package org.openaok.sim.internal.path;

/**
 * Where movers cross from a sector into its east or south neighbour. Along a border the facing
 * pairs of open tiles form runs; a short run gets one crossing in its middle, a long one a crossing
 * at each end and more evenly between, at most {@link #SPACING} tiles apart, so a path over open
 * ground bends little to pass through one (with crossings at the ends and middle only, paths
 * through scattered trees came out up to 13% longer than the best; at 4 apart, under 5%). Every
 * run gets at least one, so the crossings keep all of the map's connections.
 *
 * <p>A crossing is a pair of tiles: the near one in the lower-numbered sector, the far one in
 * its neighbour; each side becomes a node of its sector's graph.
 */
final class Borders {
    /** Crossings a border can hold: one per tile at most. */
    static final int MAX = SectorLayout.SIZE;
    /** Runs this long or longer get crossings at both ends and between. */
    static final int LONG_RUN = 6;
    /** The most tiles between two crossings of a long run. */
    static final int SPACING = 4;

    private final SectorLayout layout;
    private final int[] count;
    private final int[] near, far;
    private final int[] nearNode, farNode;

    Borders(SectorLayout layout) {
        this.layout = layout;
        int borders = 2 * layout.count;
        count = new int[borders];
        near = new int[borders * MAX];
        far = new int[borders * MAX];
        nearNode = new int[borders * MAX];
        farNode = new int[borders * MAX];
    }

    /** Makes this the same as {@code other}, a border set of the same layout. */
    void copyFrom(Borders other) {
        System.arraycopy(other.count, 0, count, 0, count.length);
        System.arraycopy(other.near, 0, near, 0, near.length);
        System.arraycopy(other.far, 0, far, 0, far.length);
        System.arraycopy(other.nearNode, 0, nearNode, 0, nearNode.length);
        System.arraycopy(other.farNode, 0, farNode, 0, farNode.length);
    }

    static int east(int s) { return 2 * s; }

    static int south(int s) { return 2 * s + 1; }

    boolean exists(int b) { return (b & 1) == 0 ? layout.hasEast(b >> 1) : layout.hasSouth(b >> 1); }

    int count(int b) { return count[b]; }

    int near(int b, int j) { return near[b * MAX + j]; }

    int far(int b, int j) { return far[b * MAX + j]; }

    /** Records the node a sector made of one side of a crossing. */
    void setNode(int b, int j, boolean nearSide, int node) {
        if (nearSide) nearNode[b * MAX + j] = node;
        else farNode[b * MAX + j] = node;
    }

    /** The node on the other side of a crossing from the given side. */
    int across(int b, int j, boolean nearSide) { return nearSide ? farNode[b * MAX + j] : nearNode[b * MAX + j]; }

    /** Finds the crossings of a border anew from the passability. */
    void compute(int b, byte[] pass, int mask) {
        int s = b >> 1, size = layout.mapSize;
        boolean eastward = (b & 1) == 0;
        int first, step, length, offset;
        if (eastward) {
            first = layout.y0(s) * size + layout.x1(s);
            step = size;
            length = layout.y1(s) - layout.y0(s) + 1;
            offset = 1;
        } else {
            first = layout.y1(s) * size + layout.x0(s);
            step = 1;
            length = layout.x1(s) - layout.x0(s) + 1;
            offset = size;
        }
        int n = 0;
        int runStart = -1;
        for (int i = 0; i <= length; i++) {
            boolean open = i < length && (pass[first + i * step] & mask) != 0 && (pass[first + i * step + offset] & mask) != 0;
            if (open && runStart < 0) runStart = i;
            if (!open && runStart >= 0) {
                int last = i - 1, run = i - runStart;
                if (run < LONG_RUN) {
                    n = add(b, n, first + (runStart + (run - 1) / 2) * step, offset);
                } else {
                    // both ends, and evenly between them no more than SPACING apart
                    int gaps = (run - 1 + SPACING - 1) / SPACING;
                    for (int k = 0; k <= gaps; k++) n = add(b, n, first + (runStart + k * (run - 1) / gaps) * step, offset);
                }
                runStart = -1;
            }
        }
        count[b] = n;
    }

    private int add(int b, int n, int nearTile, int offset) {
        near[b * MAX + n] = nearTile;
        far[b * MAX + n] = nearTile + offset;
        return n + 1;
    }
}
