package org.openaok.mapgen.stages.terrain;

import java.util.List;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.stage.Dependency;
import org.openaok.mapgen.stages.AokStage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.state.AokMapState;
import org.osgi.service.component.annotations.Component;

/** {@code <TERRAIN_GENERATION>}: clumps of terrain over terrain; forests plant their trees. */
@Component(service = org.openaok.api.stage.Stage.class)
public class TerrainsStage extends AokStage {
    @Override public String id() { return AokStages.TERRAINS; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(AokStages.ELEVATION)); }

    @Override
    public void run(GenerationContext ctx) {
        AokMapState.of(ctx);
        // skeleton: the stage's work follows in the next commits
    }
}
