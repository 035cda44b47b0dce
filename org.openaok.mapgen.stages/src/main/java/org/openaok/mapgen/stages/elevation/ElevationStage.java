package org.openaok.mapgen.stages.elevation;

import java.util.List;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.stage.Dependency;
import org.openaok.mapgen.stages.AokStage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.state.AokMapState;
import org.osgi.service.component.annotations.Component;

/** {@code <ELEVATION_GENERATION>}: hills, from the hills' own stream. */
@Component(service = org.openaok.api.stage.Stage.class)
public class ElevationStage extends AokStage {
    @Override public String id() { return AokStages.ELEVATION; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(AokStages.LANDS)); }

    @Override
    public void run(GenerationContext ctx) {
        AokMapState.of(ctx);
        // skeleton: the stage's work follows in the next commits
    }
}
