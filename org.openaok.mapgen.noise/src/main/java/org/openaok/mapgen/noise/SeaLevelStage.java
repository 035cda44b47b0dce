package org.openaok.mapgen.noise;

import java.util.List;
import java.util.Set;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.api.stage.StageScope;
import org.osgi.service.component.annotations.Component;

/**
 * The sea level: the height below which the asked-for share of the map lies; and the moisture
 * bounds of desert, dirt and forest as shares of the map too, so every seed gets its forests.
 * It needs every band's heights and moisture, so it waits for all of them.
 */
@Component(service = Stage.class)
public class SeaLevelStage implements Stage {
    public static final String ID = "noise.sea";

    @Override public String id() { return ID; }
    @Override public Set<String> generators() { return Set.of(NoiseGenerator.ID); }
    @Override public StageScope scope() { return StageScope.MAP; }
    @Override
    public List<Dependency> dependencies() {
        return List.of(Dependency.afterAll(HeightStage.ID), Dependency.afterAll(MoistureStage.ID));
    }

    /** Per cent of the map drier than desert's bound, dirt's, and wetter than forest's. */
    static final int DESERT_SHARE = 18;
    static final int DIRT_SHARE = 28;
    static final int FOREST_SHARE = 22;

    @Override
    public void run(GenerationContext ctx) {
        NoiseField f = ctx.get(NoiseField.KEY);
        int[] histogram = new int[1024];
        for (int h : f.height) histogram[h >> 6]++;
        long wanted = (long) f.height.length * f.waterPercent / 100;
        long seen = 0;
        int bin = 0;
        while (bin < histogram.length && seen + histogram[bin] <= wanted) seen += histogram[bin++];
        f.seaLevel = bin << 6;
        f.dryBelow = quantile(f.moisture, DESERT_SHARE);
        f.dirtBelow = quantile(f.moisture, DIRT_SHARE);
        f.forestAbove = quantile(f.moisture, 100 - FOREST_SHARE);
    }

    /** The value below which the given per cent of the values lie (in steps of 64). */
    static int quantile(int[] values, int percent) {
        int[] histogram = new int[1024];
        for (int v : values) histogram[v >> 6]++;
        long wanted = (long) values.length * percent / 100;
        long seen = 0;
        int bin = 0;
        while (bin < histogram.length && seen + histogram[bin] <= wanted) seen += histogram[bin++];
        return bin << 6;
    }
}
