package org.openaok.api.map;

/**
 * A zone of the map: the unit per-zone fill steps work on. A generator declares its zones
 * before its stages run (the Heroes-style generator one per template zone, the noise
 * generator one per band of rows).
 *
 * @param id    0-based, dense, stable for a given request
 * @param level the map level the zone lies on
 * @param name  a name for reports (the template's zone id, say)
 * @param kind  what the zone is for (e.g. "playerStart", "treasure", "water"), or ""
 */
public record Zone(int id, int level, String name, String kind) {
    public Zone {
        if (id < 0) throw new IllegalArgumentException("zone id must not be negative");
        if (name == null) name = Integer.toString(id);
        if (kind == null) kind = "";
    }
}
