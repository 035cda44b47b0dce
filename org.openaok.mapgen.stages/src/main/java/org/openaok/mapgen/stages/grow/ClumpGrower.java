package org.openaok.mapgen.stages.grow;

import java.util.function.IntConsumer;

import org.openaok.api.random.RandomStream;

/**
 * Grows clumps (a forest, a desert patch, a pond, a hill) over open ground. A clump starts
 * from a random tile of a list of candidates (up to {@link #START_TRIES} draws, the first open
 * one), then takes one tile of its frontier a step until it has its budget or nowhere to go:
 * each step draws a few frontier tiles and takes the one most surrounded by the clump's own,
 * so the clump follows the shape of the ground it grows over.
 */
public final class ClumpGrower {
    /** Draws for a clump's first tile. */
    public static final int START_TRIES = 24;
    private static final int[] DX4 = {0, -1, 1, 0};
    private static final int[] DY4 = {-1, 0, 0, 1};

    private final int size;
    private final RandomStream rng;
    private final Frontier frontier;
    private final int[] clumpOf;
    /**
     * A frontier tile's count of the clump's own tiles round it, kept as the clump grows (the
     * clump's serial above {@link #COUNT_BITS} bits, so another clump's counts read as none):
     * each tile taken adds one to its eight neighbours, where weighing a pick would look at all
     * eight of each pick.
     */
    private final int[] ownRound;
    private static final int COUNT_BITS = 4;
    private final Runnable checkpoint;
    private int serial;
    private boolean counting;

    /**
     * @param checkpoint called every few thousand steps (a stage passes its context's checkpoint)
     */
    public ClumpGrower(int size, RandomStream rng, Runnable checkpoint) {
        this.size = size;
        this.rng = rng;
        this.checkpoint = checkpoint;
        this.frontier = Frontier.flat(size * size);
        this.clumpOf = new int[size * size];
        this.ownRound = new int[size * size];
    }

    /**
     * A clump's first tile: up to {@link #START_TRIES} random draws from the candidates, the
     * first that is open; -1 when none is.
     *
     * @param candidates tiles to draw from (only the first {@code count} count)
     */
    public int start(int[] candidates, int count, Ground ground) {
        if (count <= 0) return -1;
        for (int t = 0; t < START_TRIES; t++) {
            int tile = candidates[rng.nextInt(count)];
            if (ground.open(tile)) return tile;
        }
        return -1;
    }

    /**
     * Grows one clump from its first tile.
     *
     * @param first  the first tile (open)
     * @param budget tiles it may take
     * @param picks  frontier tiles weighed each step (1 takes a random one)
     * @param ground which tiles are open
     * @param take   told each tile taken, in order (it must make the tile no longer open)
     * @return the tiles taken
     */
    public int grow(int first, int budget, int picks, Ground ground, IntConsumer take) {
        return grow(first, budget, picks, ground, take, null);
    }

    /**
     * Grows one clump from its first tile, weighing frontier tiles by how many tiles round them
     * {@code kin} counts (the clump's own and any others it should close up against) instead of
     * its own alone.
     *
     * @param kin which tiles a frontier tile is drawn towards; null for the clump's own
     */
    public int grow(int first, int budget, int picks, Ground ground, IntConsumer take, java.util.function.IntPredicate kin) {
        serial++;
        frontier.clear();
        int taken = 0;
        if (budget <= 0) return 0;
        int p = Math.max(1, picks);
        counting = p > 1 && kin == null;
        claim(first, take);
        taken++;
        int steps = 0;
        while (taken < budget && !frontier.isEmpty()) {
            if ((++steps & 4095) == 0) checkpoint.run();
            int best = -1;
            int bestScore = -1;
            for (int k = 0; k < p && !frontier.isEmpty(); k++) {
                int at = frontier.pick(rng);
                int tile = frontier.get(at);
                if (!ground.open(tile)) {
                    frontier.removeAt(at);
                    continue;
                }
                int score = p == 1 ? 0 : counting ? ownRound(tile) : own(tile, kin);
                if (score > bestScore) {
                    bestScore = score;
                    best = tile;
                }
            }
            if (best < 0) continue;
            frontier.remove(best);
            claim(best, take);
            taken++;
        }
        return taken;
    }

    private void claim(int tile, IntConsumer take) {
        clumpOf[tile] = serial;
        take.accept(tile);
        int x = tile % size;
        int y = tile / size;
        for (int k = 0; k < 4; k++) {
            int nx = x + DX4[k];
            int ny = y + DY4[k];
            if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
            int n = ny * size + nx;
            if (clumpOf[n] != serial) frontier.add(n);
        }
        if (counting) countRound(x, y);
    }

    /** Adds the tile at (x, y) to the counts of its eight neighbours on the map. */
    private void countRound(int x, int y) {
        int mark = serial << COUNT_BITS;
        for (int ny = Math.max(0, y - 1); ny <= Math.min(size - 1, y + 1); ny++) {
            for (int nx = Math.max(0, x - 1); nx <= Math.min(size - 1, x + 1); nx++) {
                if (nx == x && ny == y) continue;
                int n = ny * size + nx;
                int v = ownRound[n];
                ownRound[n] = (v >>> COUNT_BITS) == serial ? v + 1 : mark | 1;
            }
        }
    }

    /** What {@link #own} counts without a kin test, from the counts kept. */
    private int ownRound(int tile) {
        int v = ownRound[tile];
        return (v >>> COUNT_BITS) == serial ? v & ((1 << COUNT_BITS) - 1) : 0;
    }

    /** The clump's own tiles (or its kin) among the eight round a tile. */
    private int own(int tile, java.util.function.IntPredicate kin) {
        int x = tile % size;
        int y = tile / size;
        int n = 0;
        for (int dy = -1; dy <= 1; dy++) {
            int ny = y + dy;
            if (ny < 0 || ny >= size) continue;
            for (int dx = -1; dx <= 1; dx++) {
                int nx = x + dx;
                if (nx < 0 || nx >= size || (dx | dy) == 0) continue;
                int t = ny * size + nx;
                if (kin == null ? clumpOf[t] == serial : kin.test(t)) n++;
            }
        }
        return n;
    }
}
