package org.openaok.ai.play.internal;

import java.util.Arrays;

import org.openaok.sim.api.state.Grid;

/**
 * The water a ship can sail to from where it is, with what stands on it now. {@link Land}'s seas
 * are the terrain's; a Dock built across a channel three tiles wide cuts one of them in two, and
 * fishing ships sent to the fish beyond it sailed to the Dock and stood there for the rest of the
 * match (Coastline, seeds 4 to 6). Side by side steps only, which joins the same tiles as the
 * planner's eight ways with no corner cut. One flood serves every ship on the water it reached,
 * until {@link #forget}.
 */
final class SeaReach {
    private final Grid grid;
    private int[] mark = new int[0];
    private int[] stack = new int[0];
    private int flood;
    /** The floods made since {@link #forget}: a tile marked by one of them is known. */
    private int first = 1;

    SeaReach(Grid grid) { this.grid = grid; }

    /** Lets go of every flood: the next question floods afresh (once a think, as buildings come and go). */
    void forget() { first = flood + 1; }

    /**
     * The number of the water the ship at the point sails on (flooded now if not yet), or 0 when
     * it has none round it.
     */
    int waterOf(int px, int py) {
        int t = grid.tileAt(px, py);
        if (t < 0) return 0;
        int n = grid.tiles(), size = grid.size();
        if (mark.length < n) {
            mark = new int[n];
            stack = new int[n];
        }
        int x = t % size, y = t / size;
        // the ship's tile, or when it was pressed onto a building's edge the open water beside it
        for (int round = 0; round < 2; round++) {
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = x + dx, ny = y + dy;
                    if ((dx == 0 && dy == 0) != (round == 0) || nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                    int s = ny * size + nx;
                    if (!open(s)) continue;
                    return mark[s] >= first ? mark[s] : fill(s);
                }
            }
        }
        return 0;
    }

    /** Whether a ship on the water numbered {@code water} can come beside the tile (a fish on it, say). */
    boolean reaches(int water, int tile) {
        if (water == 0 || tile < 0) return false;
        int size = grid.size(), x = tile % size, y = tile / size;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int nx = x + dx, ny = y + dy;
                if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                if (mark.length > 0 && mark[ny * size + nx] == water) return true;
            }
        }
        return false;
    }

    private boolean open(int t) { return (grid.pass(t) & Land.WATER) != 0; }

    private int fill(int start) {
        if (++flood == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            flood = 1;
            first = 1;
        }
        int id = flood, size = grid.size(), sp = 0;
        mark[start] = id;
        stack[sp++] = start;
        while (sp > 0) {
            int t = stack[--sp];
            int x = t % size, y = t / size;
            if (x + 1 < size) sp = push(t + 1, id, sp);
            if (x > 0) sp = push(t - 1, id, sp);
            if (y + 1 < size) sp = push(t + size, id, sp);
            if (y > 0) sp = push(t - size, id, sp);
        }
        return id;
    }

    private int push(int t, int id, int sp) {
        if (mark[t] == id || !open(t)) return sp;
        mark[t] = id;
        stack[sp] = t;
        return sp + 1;
    }
}
