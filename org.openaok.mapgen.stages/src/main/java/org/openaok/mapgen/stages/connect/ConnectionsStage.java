package org.openaok.mapgen.stages.connect;

import java.util.List;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.stage.Dependency;
import org.openaok.mapgen.stages.AokStage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.state.AokMapState;
import org.osgi.service.component.annotations.Component;

/** {@code <CONNECTION_GENERATION>}: least-cost paths between lands. */
@Component(service = org.openaok.api.stage.Stage.class)
public class ConnectionsStage extends AokStage {
    @Override public String id() { return AokStages.CONNECTIONS; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(AokStages.TERRAINS)); }

    @Override
    public void run(GenerationContext ctx) {
        AokMapState.of(ctx);
        // skeleton: the stage's work follows in the next commits
    }
}
