package org.openaok.api.generate;

import java.util.List;

import org.openaok.api.map.Zone;

/**
 * The shape of the map a generator is about to make: its size, its levels and its zones.
 * The scheduler expands per-zone stages once for each zone.
 */
public record MapSetup(int size, int levels, List<Zone> zones) {
    public MapSetup {
        zones = List.copyOf(zones);
        if (levels < 1) throw new IllegalArgumentException("a map has at least one level");
    }

    public static MapSetup of(int size) { return new MapSetup(size, 1, List.of()); }
}
