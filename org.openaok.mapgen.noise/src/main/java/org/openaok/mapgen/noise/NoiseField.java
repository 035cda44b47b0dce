package org.openaok.mapgen.noise;

import org.openaok.api.generate.Key;

/**
 * The noise generator's working fields, shared by its stages: height and moisture per tile,
 * and the sea level once it is known. Zone stages write only their own rows.
 */
final class NoiseField {
    static final Key<NoiseField> KEY = Key.of("noise.field", NoiseField.class);

    final int size;
    final int bands;
    final int waterPercent;
    final int[] height;
    final int[] moisture;
    volatile int seaLevel = -1;
    /** Moisture below which land is desert, dirt; above which it is forest (share-based, set with the sea level). */
    volatile int dryBelow;
    volatile int dirtBelow;
    volatile int forestAbove;

    NoiseField(int size, int bands, int waterPercent) {
        this.size = size;
        this.bands = bands;
        this.waterPercent = waterPercent;
        this.height = new int[size * size];
        this.moisture = new int[size * size];
    }

    /** First row of a band (zone). */
    int firstRow(int band) { return band * size / bands; }

    /** One past the last row of a band. */
    int endRow(int band) { return (band + 1) * size / bands; }

    /** A value per tile of one band's rows. */
    interface TileValue { int at(int x, int y); }

    /** Fills one band's rows of a field, checking for cancellation a row at a time. */
    void fillBand(org.openaok.api.generate.GenerationContext ctx, int[] field, TileValue value) {
        int band = ctx.zone().orElseThrow().id();
        for (int y = firstRow(band); y < endRow(band); y++) {
            ctx.checkpoint();
            for (int x = 0; x < size; x++) field[y * size + x] = value.at(x, y);
        }
    }
}
