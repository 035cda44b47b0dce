package org.openaok.api.generate;

import java.util.List;
import java.util.Optional;

/**
 * Generates maps: picks the generator, lets it set the map up, runs the installed stages in
 * the order their dependencies give, then the self-checks.
 */
public interface MapGenerationService {
    /** The generators installed now, by id. */
    List<MapGenerator> generators();

    Optional<MapGenerator> generator(String id);

    /** The generator a request goes to: the one it names, else by the map's file type or name. */
    MapGenerator generatorFor(GenerationRequest request) throws GenerationException;

    /**
     * The stages a generator would run now, in a valid run order.
     *
     * @throws GenerationException for a cycle or a missing dependency, naming stages and bundles
     */
    List<PlannedStage> plan(String generatorId) throws GenerationException;

    /**
     * Generates a map. Never throws for a problem with the request or a stage: those come back
     * as diagnostics with {@link GenerationResult#failed()} set.
     */
    GenerationResult generate(GenerationRequest request, RunOptions options);
}
