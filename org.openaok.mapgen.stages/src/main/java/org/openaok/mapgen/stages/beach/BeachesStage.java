package org.openaok.mapgen.stages.beach;

import java.util.List;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.stage.Dependency;
import org.openaok.mapgen.stages.AokStage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.state.AokMapState;
import org.osgi.service.component.annotations.Component;

/** Shores: every land tile touching water becomes beach, except under forest. */
@Component(service = org.openaok.api.stage.Stage.class)
public class BeachesStage extends AokStage {
    @Override public String id() { return AokStages.BEACHES; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(AokStages.CONNECTIONS)); }

    @Override
    public void run(GenerationContext ctx) {
        AokMapState.of(ctx);
        // skeleton: the stage's work follows in the next commits
    }
}
