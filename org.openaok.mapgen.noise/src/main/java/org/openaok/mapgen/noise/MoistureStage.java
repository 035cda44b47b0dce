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
        int band = ctx.zone().orElseThrow().id();
        ValueNoise noise = new ValueNoise(Seeds.derive(ctx.seed(), "noise.moisture", -1), f.size, 4);
        for (int y = f.firstRow(band); y < f.endRow(band); y++) {
            ctx.checkpoint();
            for (int x = 0; x < f.size; x++) f.moisture[y * f.size + x] = noise.at(x, y);
        }
    }
}
