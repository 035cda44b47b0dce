package org.openaok.mapgen.stages;

import java.util.Set;

import org.openaok.api.stage.Stage;

/** What every Age of Kings stage shares: it serves the {@code aok} generator and runs once per map. */
public abstract class AokStage implements Stage {
    private static final Set<String> GENERATORS = Set.of(AokStages.GENERATOR);

    @Override
    public final Set<String> generators() { return GENERATORS; }
}
