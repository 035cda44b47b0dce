package org.openaok.zeroad;

import java.util.List;
import java.util.Optional;

/**
 * How terrains and objects become 0 A.D. textures, heights and entity templates, by name (so the
 * table outlives a change of game data), and back; and which 0 A.D. civilisation a player of a
 * lobby civilisation plays. Every texture and template it names must exist in the 0 A.D. release
 * the maps are for (0.0.26): the engine logs an unknown template as an error and shows an unknown
 * texture wrongly without a word.
 *
 * <p>Templates may depend on the owner's civilisation ({@code structures/athen/civil_centre}); Gaia
 * owns buildings and units of {@link #gaiaCiv()}, as 0 A.D.'s own maps do. An object the table
 * gives no template is not shown in 0 A.D. (the writer keeps it for OpenAoK in its extension).
 *
 * <p>This bundle registers its own table as a service, ranked 0; a mod replaces it by registering
 * another {@code ZeroAdMapping} with a higher service.ranking.
 */
public interface ZeroAdMapping {
    /** Sea level in metres: the height of 0 A.D.'s water plane. */
    int SEA_LEVEL_METRES = 20;
    /** 0 A.D. stores heights as 16-bit numbers, this many to a metre. */
    int UNITS_PER_METRE = 92;
    /** Sea level in height units. */
    int SEA_LEVEL = SEA_LEVEL_METRES * UNITS_PER_METRE;
    /** One elevation level, in height units (two metres). */
    int ELEVATION_STEP = 2 * UNITS_PER_METRE;
    /** Dry ground of a terrain the table does not name (22 m). */
    int DEFAULT_LAND_HEIGHT = 22 * UNITS_PER_METRE;

    /** A terrain's look and the height of its ground (a cliff's: how far it rises). */
    record Texture(String name, int priority, int height) {
        /** Whether this ground lies under 0 A.D.'s water. */
        public boolean wet() { return height < SEA_LEVEL; }
    }

    /** The texture of a terrain (by the terrain's name and id); a terrain the table lacks gets its default. */
    Texture texture(String terrainName, int terrainId);

    /** The terrain a texture stands for: a name, or {@code (id)}; empty when the table has no such texture. */
    Optional<String> terrainOf(String texture);

    /** What a cliff piece becomes: a ridge of this texture, rising {@link Texture#height()} units above its ground. */
    Texture ridge();

    /** The template of an object owned by a player of the given 0 A.D. civilisation; empty when 0 A.D. has none for it. */
    Optional<String> template(String objectName, int objectId, String civ);

    /** The object a template stands for (a name, or {@code (id)}), whatever civilisation it is of. */
    Optional<String> objectOf(String template);

    /** The 0 A.D. civilisation a lobby civilisation (e.g. {@code britons}, or 0 A.D.'s own {@code brit}) plays. */
    Optional<String> civ(String lobbyCiv);

    /** The civilisation of a player whose civilisation was left open. */
    String defaultCiv();

    /** The civilisation whose buildings and units Gaia owns. */
    String gaiaCiv();

    /** Every 0 A.D. civilisation the table may hand out. */
    List<String> civs();

    /** The lobby names the table knows, for messages. */
    List<String> lobbyCivs();

    /** Height units of a terrain's own ground (before elevation). */
    default int baseHeight(String terrainName, int terrainId) {
        return texture(terrainName, terrainId).height();
    }
}
