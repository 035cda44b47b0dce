package org.openaok.rec.measure;

/**
 * One measure of a map.
 *
 * @param name   a stable name tools match on, e.g. {@code elevation.0}, {@code terrain.GRASS}, {@code animals.predators}
 * @param label  for people, e.g. {@code tiles at elevation 0}
 * @param unit   what it counts
 * @param value  its value on the map
 * @param detail what makes it up, for people (e.g. the sizes of extra piles, {@code 3+3}), or ""
 */
public record Measure(String name, String label, Unit unit, double value, String detail) {
    public Measure {
        if (detail == null) detail = "";
    }
}
