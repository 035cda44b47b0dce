package org.openaok.ai.play.internal;

import org.openaok.ai.world.Wall;
import org.openaok.sim.api.command.Build;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;

/**
 * The two perimeters the scripts name: square rings of tiles 14 (perimeter 1) and 21 (perimeter 2)
 * tiles out from where the first Town Center stood. Ground already closed by trees, cliffs, water
 * or buildings counts as walled; the rest is laid a side's open stretch at a time, and a gate goes
 * in the middle of a straight stretch.
 */
final class Walls {
    private final Seat s;
    private final boolean[] enabled = new boolean[3];

    Walls(Seat s) { this.s = s; }

    void enable(int perimeter) {
        if (perimeter >= 1 && perimeter <= 2) enabled[perimeter] = true;
    }

    static int radius(int perimeter) { return perimeter == 2 ? 21 : 14; }

    /** The ring's tiles, side by side: top, right, bottom, left, each walked in order; off-map tiles left out. */
    private int[] ring(int perimeter) {
        if (s.firstHomeX < 0) return new int[0];
        return s.executor().placement.ringTiles(s.firstHomeX / Grid.TILE, s.firstHomeY / Grid.TILE, radius(perimeter));
    }

    private boolean closed(int tile) {
        Grid g = s.grid();
        return g.blocker(tile) != 0 || (g.terrainPass(tile) & Land.LAND) == 0;
    }

    int fact(int perimeter, Wall q) {
        int[] r = ring(perimeter);
        if (r.length == 0) return 0;
        int closed = 0, invisible = 0, gates = 0;
        Entities e = s.e();
        for (int t : r) {
            if (closed(t)) closed++;
            if (s.vision != null && !s.vision.explored(s.player, t)) invisible++;
            int b = s.grid().site(t);
            if (b != 0 && e.owner(b) == s.player && e.type(b) == s.catalog.gate) gates++;
        }
        return switch (q) {
            case COMPLETED_PERCENTAGE -> closed * 100 / r.length;
            case INVISIBLE_PERCENTAGE -> invisible * 100 / r.length;
            case GATES -> gates / 4;
        };
    }

    /** The first open stretch of the ring: {from tile, to tile, length}, or null. */
    private int[] stretch(int perimeter, boolean longest) {
        int[] r = ring(perimeter);
        Grid g = s.grid();
        int[] best = null;
        int i = 0;
        while (i < r.length) {
            if (closed(r[i]) || (s.vision != null && !s.vision.explored(s.player, r[i]))) {
                i++;
                continue;
            }
            int j = i;
            // a stretch runs along one side: the same row or the same column
            while (j + 1 < r.length && !closed(r[j + 1]) && (g.tileX(r[j + 1]) == g.tileX(r[i]) || g.tileY(r[j + 1]) == g.tileY(r[i]))
                    && (s.vision == null || s.vision.explored(s.player, r[j + 1]))) j++;
            int[] st = {r[i], r[j], j - i + 1};
            if (!longest) return st;
            if (best == null || st[2] > best[2]) best = st;
            i = j + 1;
        }
        return best;
    }

    boolean canBuild(int perimeter, int wallType, int[] reserved, boolean complete) {
        if (perimeter < 1 || perimeter > 2) return false;
        int type = s.catalog.makes(wallType);
        if (type < 0 || s.availability == null || !s.availability.canMake(s.player, s.ps().form(type))) return false;
        int[] st = stretch(perimeter, false);
        if (st == null) return false;
        int tiles = 1;
        if (complete) {
            tiles = 0;
            for (int t : ring(perimeter)) if (!closed(t)) tiles++;
        }
        int[] one = s.cost(s.ps().form(type));
        int[] all = new int[one.length];
        for (int r = 0; r < one.length; r++) all[r] = one[r] * Math.max(1, tiles);
        return s.affords(all, reserved) && !s.census.villagers.isEmpty();
    }

    boolean canBuildGate(int perimeter, int[] reserved) {
        if (perimeter < 1 || perimeter > 2 || s.catalog.gate < 0) return false;
        if (s.availability == null || !s.availability.canMake(s.player, s.catalog.gate)) return false;
        return stretch(perimeter, true) != null && s.affords(s.cost(s.catalog.gate), reserved);
    }

    /** Lays the first open stretch of the perimeter as one wall order. */
    boolean build(int perimeter, int wallType, int[] reserved) {
        if (!canBuild(perimeter, wallType, reserved, false)) return false;
        int type = s.ps().form(s.catalog.makes(wallType));
        int[] st = stretch(perimeter, false);
        Grid g = s.grid();
        int k = s.executor().economy.nearestFree(Grid.centre(g.tileX(st[0])), Grid.centre(g.tileY(st[0])), false);
        if (k < 0) return false;
        int u = s.census.villagers.get(k);
        boolean ok = s.give(new org.openaok.sim.api.command.Wall(s.player, new int[] {u}, s.catalog.rules.type(type).word(),
                g.tileX(st[0]), g.tileY(st[0]), g.tileX(st[1]), g.tileY(st[1]))).accepted();
        if (ok) s.census.setJob(k, Census.BUILDING);
        return ok;
    }

    /** A gate in the middle of the longest open straight stretch. */
    boolean gate(int perimeter, int[] reserved) {
        if (!canBuildGate(perimeter, reserved)) return false;
        int[] st = stretch(perimeter, true);
        Grid g = s.grid();
        int mx = (g.tileX(st[0]) + g.tileX(st[1])) / 2, my = (g.tileY(st[0]) + g.tileY(st[1])) / 2;
        var d = s.catalog.rules.type(s.catalog.gate);
        int[] at = s.executor().placement.ring(s.catalog.gate, mx, my, 0, 2, false);
        if (at == null) return false;
        int k = s.executor().economy.nearestFree(Grid.centre(mx), Grid.centre(my), false);
        if (k < 0) return false;
        boolean ok = s.give(new Build(s.player, new int[] {s.census.villagers.get(k)}, d.word(), at[0], at[1])).accepted();
        if (ok) s.census.setJob(k, Census.BUILDING);
        return ok;
    }

}
