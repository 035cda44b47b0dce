package org.openaok.api.data;

/** What part a terrain plays when a map is shaped. */
public enum TerrainRole {
    /** Dry ground: grass, dirt, desert, snow, forest floors. */
    LAND,
    /** Ground that lines a shore: every land tile touching water becomes one. */
    BEACH,
    /** Water land movers can wade: fords, shallows. Both classes cross it. */
    SHALLOW,
    /** Water ships sail and land movers cannot cross. */
    WATER,
    /** Impassable to everything (e.g. a map edge terrain or black). */
    BLOCKED
}
