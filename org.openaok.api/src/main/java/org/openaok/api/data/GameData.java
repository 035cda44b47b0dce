package org.openaok.api.data;

import java.util.List;
import java.util.Optional;

/**
 * The game's terrains and objects, looked up by id and by name. Provided as a service; a mod
 * replaces it by registering another with a higher service ranking.
 */
public interface GameData {
    /** What this data describes, e.g. {@code aoc} for The Conquerors. */
    String id();

    List<TerrainType> terrains();

    Optional<TerrainType> terrain(int id);

    Optional<TerrainType> terrain(String name);

    List<ObjectType> objects();

    Optional<ObjectType> object(int id);

    Optional<ObjectType> object(String name);

    /** The terrain, or an {@link IllegalArgumentException} naming the id. */
    default TerrainType terrainOrThrow(int id) {
        return terrain(id).orElseThrow(() -> new IllegalArgumentException("unknown terrain id " + id));
    }

    /** The object type, or an {@link IllegalArgumentException} naming the id. */
    default ObjectType objectOrThrow(int id) {
        return object(id).orElseThrow(() -> new IllegalArgumentException("unknown object id " + id));
    }
}
