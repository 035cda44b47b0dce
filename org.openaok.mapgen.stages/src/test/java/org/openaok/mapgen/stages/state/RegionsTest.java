package org.openaok.mapgen.stages.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayDeque;
import java.util.Random;

import org.junit.jupiter.api.Test;

class RegionsTest {
    /** Labels against a plain eight-way flood from each unlabelled tile in tile order, on small and odd maps. */
    @Test
    void regionsAreNumberedByTheirFirstTile() {
        Random r = new Random(11);
        for (int size : new int[] {1, 2, 3, 5, 17, 64, 65, 120}) {
            for (int density : new int[] {0, 35, 45, 55, 70, 100}) {
                boolean[] open = new boolean[size * size];
                for (int i = 0; i < open.length; i++) open[i] = r.nextInt(100) < density;
                assertArrayEquals(plain(open, size), Regions.label(open, size), size + " tiles, " + density + "% open");
            }
        }
    }

    /**
     * Shapes whose runs join late: combs and zigzags (a region's later rows join runs numbered
     * apart), diagonal steps (runs that touch only at a corner) and a spiral, against the flood.
     */
    @Test
    void runsJoinedFromBelowKeepTheRegionsOrder() {
        int size = 41;
        java.util.List<java.util.function.IntPredicate> shapes = java.util.List.of(
                i -> i % size % 4 == 0 || i % size % 4 == 3 || i / size == size - 2,
                i -> (i % size + i / size) % 3 == 0,
                i -> (i % size - i / size + size) % 5 == 0 || i / size % 9 == 8,
                i -> Math.max(Math.abs(i % size - 20), Math.abs(i / size - 20)) % 2 == 0 && i % size != 20 + (i / size < 20 ? 1 : -1),
                i -> i / size % 2 == 0 ? i % size > 2 : i % size == (i / size % 4 == 1 ? size - 1 : 0));
        for (int k = 0; k < shapes.size(); k++) {
            boolean[] open = new boolean[size * size];
            for (int i = 0; i < open.length; i++) open[i] = shapes.get(k).test(i);
            assertArrayEquals(plain(open, size), Regions.label(open, size), "shape " + k);
        }
    }

    private static int[] plain(boolean[] open, int size) {
        int[] label = new int[size * size];
        java.util.Arrays.fill(label, -1);
        int next = 0;
        for (int s = 0; s < label.length; s++) {
            if (!open[s] || label[s] >= 0) continue;
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            queue.add(s);
            label[s] = next;
            while (!queue.isEmpty()) {
                int i = queue.poll();
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int x = i % size + dx;
                        int y = i / size + dy;
                        if (x < 0 || y < 0 || x >= size || y >= size) continue;
                        int j = y * size + x;
                        if (open[j] && label[j] < 0) {
                            label[j] = next;
                            queue.add(j);
                        }
                    }
                }
            }
            next++;
        }
        return label;
    }
}
