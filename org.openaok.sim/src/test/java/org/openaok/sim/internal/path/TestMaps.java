package org.openaok.sim.internal.path;

import java.util.Random;

import org.openaok.sim.api.state.Grid;

/** Grids for the planner's tests: drawn in text, or random with seeded obstacles. */
final class TestMaps {
    static final int LAND = 1, WATER = 2;
    /** A blocking thing's entity id (trees, buildings) in these grids. */
    static final int THING = 7;

    private TestMaps() {}

    /**
     * A square grid from rows of text: {@code .} land, {@code ~} deep water, {@code ,} shallows
     * (land and water), {@code #} a blocking thing on land, {@code X} nothing can cross. Short
     * rows and missing rows are land-less void.
     */
    static Grid draw(String... rows) {
        int size = rows.length;
        for (String r : rows) size = Math.max(size, r.length());
        Grid grid = new Grid(size);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                char c = y < rows.length && x < rows[y].length() ? rows[y].charAt(x) : 'X';
                int t = grid.tile(x, y);
                switch (c) {
                    case '.' -> grid.setTerrain(t, 0, LAND, 0);
                    case '~' -> grid.setTerrain(t, 1, WATER, 0);
                    case ',' -> grid.setTerrain(t, 2, LAND | WATER, 0);
                    case '#' -> {
                        grid.setTerrain(t, 0, LAND, 0);
                        grid.setBlocker(t, THING);
                    }
                    case 'X' -> grid.setTerrain(t, 3, 0, 0);
                    default -> throw new IllegalArgumentException("map character " + c);
                }
            }
        }
        return grid;
    }

    static Grid open(int size) {
        Grid grid = new Grid(size);
        for (int t = 0; t < grid.tiles(); t++) grid.setTerrain(t, 0, LAND, 0);
        return grid;
    }

    /** Land with about {@code density} of it covered by random blobs and lone trees. */
    static Grid random(int size, double density, long seed) {
        Grid grid = open(size);
        Random r = new Random(seed);
        int wanted = (int) (density * size * size), placed = 0;
        while (placed < wanted) {
            int x = r.nextInt(size), y = r.nextInt(size);
            int blob = r.nextInt(4) == 0 ? 1 : 2 + r.nextInt(10);
            for (int i = 0; i < blob && placed < wanted; i++) {
                int t = grid.tile(x, y);
                if (grid.blocker(t) == 0) {
                    grid.setBlocker(t, THING);
                    placed++;
                }
                x = Math.max(0, Math.min(size - 1, x + r.nextInt(3) - 1));
                y = Math.max(0, Math.min(size - 1, y + r.nextInt(3) - 1));
            }
        }
        return grid;
    }

    /**
     * A forest maze: walls of trees every 8 tiles across the map, each with one gap two tiles wide
     * per band of 40 rows, bands parted by walls of trees with three gaps each, and lone trees:
     * long paths wind from gap to gap.
     */
    static Grid forestMaze(int size, long seed) {
        Grid grid = open(size);
        Random r = new Random(seed);
        int band = 40;
        for (int x = 8; x < size; x += 8) {
            for (int y = 0; y < size; y++) grid.setBlocker(grid.tile(x, y), THING);
            for (int y0 = 0; y0 < size; y0 += band) {
                int gy = y0 + r.nextInt(Math.min(band, size - y0) - 1);
                for (int k = 0; k < 2; k++) grid.setBlocker(grid.tile(x, gy + k), 0);
            }
        }
        for (int y = band; y < size; y += band) {
            for (int x = 0; x < size; x++) grid.setBlocker(grid.tile(x, y), THING);
            for (int i = 0; i < 3; i++) {
                int gx = r.nextInt(size - 3);
                for (int k = 0; k < 3; k++) grid.setBlocker(grid.tile(gx + k, y), 0);
            }
        }
        for (int i = 0; i < size * size / 50; i++) grid.setBlocker(grid.tile(r.nextInt(size), r.nextInt(size)), THING);
        return grid;
    }
}
