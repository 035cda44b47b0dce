package org.openaok.api.generate;

import java.util.List;
import java.util.Set;

/**
 * A kind of map generator (the Age of Kings script runner, the zone generator, the noise
 * generator, an external program). It reads what the request names and sets the map up; its
 * stages, found by the scheduler through {@link org.openaok.api.stage.Stage#generators()},
 * then do the work.
 */
public interface MapGenerator {
    /** Short id, e.g. {@code aok}, {@code zones}, {@code noise}. */
    String id();

    /** One line for a person. */
    String description();

    /** File name endings whose files it reads, e.g. {@code .rms}; used to pick a generator. */
    default Set<String> fileExtensions() { return Set.of(); }

    /** The maps it offers by name. */
    List<MapEntry> maps();

    /**
     * Reads the request's map, checks it, leaves what the stages need in the context, and
     * says how big the map is and which zones it has. Problems a person can fix are
     * diagnostics; only a map that cannot be made at all is an exception.
     */
    MapSetup setup(GenerationRequest request, SetupContext context) throws GenerationException;
}
