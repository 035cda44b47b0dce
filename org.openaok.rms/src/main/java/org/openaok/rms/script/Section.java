package org.openaok.rms.script;

import java.util.Optional;

/**
 * The sections of a script, declared in the order the engine runs them whatever order the
 * script writes them in: player setup, lands, elevation, cliffs, terrains, connections, objects.
 */
public enum Section {
    PLAYER_SETUP,
    LAND_GENERATION,
    ELEVATION_GENERATION,
    CLIFF_GENERATION,
    TERRAIN_GENERATION,
    CONNECTION_GENERATION,
    OBJECTS_GENERATION;

    private static final Section[] ALL = values();

    /** The header as written in a script, e.g. {@code <LAND_GENERATION>}. */
    public String header() {
        return "<" + name() + ">";
    }

    /** The section a header names ({@code <LAND_GENERATION>} or {@code LAND_GENERATION}), if any. */
    public static Optional<Section> of(String header) {
        if (header == null) return Optional.empty();
        String bare = header.startsWith("<") && header.endsWith(">") && header.length() >= 2
                ? header.substring(1, header.length() - 1) : header;
        for (Section s : ALL) {
            if (s.name().equals(bare)) return Optional.of(s);
        }
        return Optional.empty();
    }
}
