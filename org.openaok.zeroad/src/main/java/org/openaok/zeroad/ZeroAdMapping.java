package org.openaok.zeroad;

import java.util.Optional;

/**
 * How terrains and objects become 0 A.D. textures, heights and entity templates, by name (so the
 * table outlives a change of game data), and back. Anything the table does not name is written
 * under a made-up name that still reads back ({@code openaok_terrain_<id>}, {@code openaok/object_<id>}).
 *
 * <p>This bundle registers its own table as a service, ranked 0; a mod replaces it by registering
 * another {@code ZeroAdMapping} with a higher service.ranking.
 */
public interface ZeroAdMapping {
    /** Sea level in metres. */
    int SEA_LEVEL_METRES = 20;
    /** 0 A.D. stores heights as 16-bit numbers, this many to a metre. */
    int UNITS_PER_METRE = 92;
    /** One elevation level, in height units (two metres). */
    int ELEVATION_STEP = 2 * UNITS_PER_METRE;
    /** Dry ground of a terrain the table does not name (22 m). */
    int DEFAULT_LAND_HEIGHT = 22 * UNITS_PER_METRE;

    /** A terrain's look and height. */
    record Texture(String name, int priority, int height) {}

    /** The texture of a terrain (by the terrain's name and id). */
    Texture texture(String terrainName, int terrainId);

    /** The terrain a texture stands for: a name, or {@code #id} for a made-up texture. */
    Optional<String> terrainOf(String texture);

    String template(String objectName, int objectId);

    /** The object a template stands for: a name, or {@code #id} for a made-up template. */
    Optional<String> objectOf(String template);

    /** Height units of a terrain's own ground (before elevation). */
    default int baseHeight(String terrainName, int terrainId) {
        return texture(terrainName, terrainId).height();
    }
}
