package org.openaok.sim.api.state;

/**
 * What each player sees: per tile, how many of its own things see it now, and whether it has
 * ever been seen (explored). Kept by adding and taking away each thing's circle of sight as it
 * moves from tile to tile, so a tick costs only what moved.
 */
public final class Sight {
    private final int size;
    private final short[][] seeing;
    private final boolean[][] explored;
    private final int[] exploredCount;
    private boolean revealAll, exploredAll;

    public Sight(int size, int players) {
        this.size = size;
        seeing = new short[players + 1][size * size];
        explored = new boolean[players + 1][size * size];
        exploredCount = new int[players + 1];
    }

    public int size() { return size; }

    /** The lobby's "all visible". */
    public void revealAll() { revealAll = true; }

    /** The lobby's "explored": every tile explored from the start. */
    public void exploreAll() {
        exploredAll = true;
        for (int p = 0; p < explored.length; p++) {
            java.util.Arrays.fill(explored[p], true);
            exploredCount[p] = size * size;
        }
    }

    public boolean revealedAll() { return revealAll; }

    /** Adds (or with {@code delta} -1 takes away) a circle of sight round a tile. */
    public void cover(int player, int cx, int cy, int radiusTiles, int delta) {
        short[] s = seeing[player];
        boolean[] e = explored[player];
        int r2 = radiusTiles * radiusTiles + radiusTiles;
        int y0 = Math.max(0, cy - radiusTiles), y1 = Math.min(size - 1, cy + radiusTiles);
        for (int y = y0; y <= y1; y++) {
            int dy = y - cy;
            int w = isqrt(r2 - dy * dy);
            int x0 = Math.max(0, cx - w), x1 = Math.min(size - 1, cx + w);
            int row = y * size;
            for (int x = x0; x <= x1; x++) {
                int t = row + x;
                s[t] += (short) delta;
                if (delta > 0 && !e[t]) {
                    e[t] = true;
                    exploredCount[player]++;
                }
            }
        }
    }

    /**
     * Moves a circle of sight from one tile to another, the same as taking it away where it was
     * and adding it where it is, but touching only the tiles that change: a walker that crosses a
     * tile edge changes the two ends of each row, not the whole disc.
     */
    public void shift(int player, int ox, int oy, int nx, int ny, int radiusTiles) {
        short[] s = seeing[player];
        boolean[] e = explored[player];
        int r = radiusTiles, r2 = r * r + r;
        int y0 = Math.max(0, Math.min(oy, ny) - r), y1 = Math.min(size - 1, Math.max(oy, ny) + r);
        for (int y = y0; y <= y1; y++) {
            // each row's old and new span, empty (a0 > a1) where the circle does not reach the row
            int a0 = 1, a1 = 0, b0 = 1, b1 = 0;
            int dy = y - oy;
            if (dy >= -r && dy <= r) {
                int w = isqrt(r2 - dy * dy);
                a0 = Math.max(0, ox - w);
                a1 = Math.min(size - 1, ox + w);
            }
            dy = y - ny;
            if (dy >= -r && dy <= r) {
                int w = isqrt(r2 - dy * dy);
                b0 = Math.max(0, nx - w);
                b1 = Math.min(size - 1, nx + w);
            }
            int row = y * size;
            // the old span less the new, then the new less the old (two pieces at most each)
            for (int x = a0; x <= a1; x++) {
                if (x >= b0 && x <= b1) {
                    x = b1;
                    continue;
                }
                s[row + x]--;
            }
            for (int x = b0; x <= b1; x++) {
                if (x >= a0 && x <= a1) {
                    x = a1;
                    continue;
                }
                int t = row + x;
                s[t]++;
                if (!e[t]) {
                    e[t] = true;
                    exploredCount[player]++;
                }
            }
        }
    }

    private static int isqrt(int v) {
        if (v <= 0) return 0;
        int r = (int) Math.sqrt(v);
        while (r * r > v) r--;
        while ((r + 1) * (r + 1) <= v) r++;
        return r;
    }

    /** Whether the player's own things see the tile now. */
    public boolean seesOwn(int player, int tile) { return revealAll || seeing[player][tile] > 0; }

    /** How many of the player's own things see the tile. */
    public int seeing(int player, int tile) { return seeing[player][tile]; }

    public boolean explored(int player, int tile) { return explored[player][tile]; }

    public int exploredCount(int player) { return exploredCount[player]; }

    /** Marks a tile explored for a player (what an ally's sight shows it). */
    public void explore(int player, int tile) {
        if (!explored[player][tile]) {
            explored[player][tile] = true;
            exploredCount[player]++;
        }
    }

    public boolean exploredAll() { return exploredAll; }

    public void hash(StateHash h) {
        for (int p = 0; p < exploredCount.length; p++) h.add(exploredCount[p]);
    }
}
