package org.openaok.mapgen.noise;

import java.util.Set;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.random.Seeds;
import org.openaok.api.stage.Stage;
import org.openaok.api.stage.StageScope;
import org.osgi.service.component.annotations.Component;

/**
 * Height per tile of one band, from fractal value noise pulled down towards the map's edge so
 * land gathers in the middle and the sea rings it.
 */
@Component(service = Stage.class)
public class HeightStage implements Stage {
    public static final String ID = "noise.height";

    @Override public String id() { return ID; }
    @Override public Set<String> generators() { return Set.of(NoiseGenerator.ID); }
    @Override public StageScope scope() { return StageScope.ZONE; }

    @Override
    public void run(GenerationContext ctx) {
        NoiseField f = ctx.get(NoiseField.KEY);
        ValueNoise noise = new ValueNoise(Seeds.derive(ctx.seed(), "noise.height", -1), f.size, 5);
        int half = f.size / 2;
        f.fillBand(ctx, f.height, (x, y) -> {
            int d = Math.max(Math.abs(x - half), Math.abs(y - half)) * 1000 / half;   // 0 in the middle, 1000 at the edge
            int fall = d < 400 ? 0 : (d - 400) * (d - 400) * 78 / 1000;                // up to 28080 of 65535 at the edge
            return Math.max(0, noise.at(x, y) - fall);
        });
    }
}
