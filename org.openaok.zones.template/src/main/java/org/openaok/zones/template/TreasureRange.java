package org.openaok.zones.template;

/**
 * One band of treasure a zone holds: piles worth {@code min} to {@code max}, as many as
 * {@code density} says relative to the zone's other bands.
 */
public record TreasureRange(int min, int max, int density) {
    public TreasureRange {
        if (min < 0 || max < min || density < 0) throw new IllegalArgumentException("treasure range " + min + ".." + max + "/" + density);
    }
}
