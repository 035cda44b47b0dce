package org.openaok.mapgen.noise;

import java.util.Set;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.random.Seeds;
import org.openaok.api.stage.Stage;
import org.openaok.api.stage.StageScope;
import org.osgi.service.component.annotations.Component;

/** Moisture per tile of one band: decides desert, grass and forest. */
@Component(service = Stage.class)
public class MoistureStage implements Stage {
    public static final String ID = "noise.moisture";

    @Override public String id() { return ID; }
    @Override public Set<String> generators() { return Set.of(NoiseGenerator.ID); }
    @Override public StageScope scope() { return StageScope.ZONE; }

    @Override
    public void run(GenerationContext ctx) {
        NoiseField f = ctx.get(NoiseField.KEY);
        ValueNoise noise = new ValueNoise(Seeds.derive(ctx.seed(), "noise.moisture", -1), f.size, 4);
        f.fillBand(ctx, f.moisture, noise::at);
    }
}
