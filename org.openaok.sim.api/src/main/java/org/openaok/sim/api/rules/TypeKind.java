package org.openaok.sim.api.rules;

/** What a type of thing on the map is. */
public enum TypeKind {
    /** Trained, or an animal: it moves. */
    UNIT,
    /** Built by villagers (or placed by the map): it stands on a footprint of tiles. */
    BUILDING,
    /** Gaia's resources that do not move: trees, mines, forage bushes, fish. */
    RESOURCE,
    /** A relic. */
    RELIC,
    /** Anything else the map holds (cliffs, rocks, plants): it may block, it does nothing. */
    DECORATION
}
