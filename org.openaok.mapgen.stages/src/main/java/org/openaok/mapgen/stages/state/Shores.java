package org.openaok.mapgen.stages.state;

/** Which tiles lie at the water's edge: the tile or one of its eight neighbours is water. */
public final class Shores {
    private Shores() {}

    /** Each tile whether it or one of its eight neighbours (those on the map) is water: along each row, then across the rows. */
    public static boolean[] nearWater(boolean[] water, int size) {
        boolean[] row = new boolean[water.length];
        for (int y = 0; y < size; y++) {
            for (int x = 0, i = y * size; x < size; x++, i++) {
                row[i] = water[i] || x > 0 && water[i - 1] || x < size - 1 && water[i + 1];
            }
        }
        boolean[] near = new boolean[water.length];
        for (int y = 0; y < size; y++) {
            for (int x = 0, i = y * size; x < size; x++, i++) {
                near[i] = row[i] || y > 0 && row[i - size] || y < size - 1 && row[i + size];
            }
        }
        return near;
    }
}
