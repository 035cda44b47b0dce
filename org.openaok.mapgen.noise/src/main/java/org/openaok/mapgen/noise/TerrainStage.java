package org.openaok.mapgen.noise;

import java.util.List;
import java.util.Set;

import org.openaok.api.data.TerrainType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.api.stage.StageScope;
import org.osgi.service.component.annotations.Component;

/**
 * Paints one band: water by depth below the sea level, beaches along it, then desert, grass or
 * forest by moisture and snow on the heights; elevation climbs a level per step of height.
 */
@Component(service = Stage.class)
public class TerrainStage implements Stage {
    public static final String ID = "noise.terrain";
    /** Height units per elevation level. */
    static final int LEVEL_STEP = 3000;

    @Override public String id() { return ID; }
    @Override public Set<String> generators() { return Set.of(NoiseGenerator.ID); }
    @Override public StageScope scope() { return StageScope.ZONE; }

    @Override
    public List<Dependency> dependencies() {
        return List.of(Dependency.after(SeaLevelStage.ID), Dependency.after(MoistureStage.ID));
    }

    @Override
    public void run(GenerationContext ctx) {
        NoiseField f = ctx.get(NoiseField.KEY);
        Palette p = new Palette(ctx.data());
        MapLevel level = ctx.map().surface();
        int band = ctx.zone().orElseThrow().id();
        for (int y = f.firstRow(band); y < f.endRow(band); y++) {
            ctx.checkpoint();
            for (int x = 0; x < f.size; x++) {
                int i = y * f.size + x;
                int h = f.height[i];
                int m = f.moisture[i];
                int above = h - f.seaLevel;
                TerrainType t;
                int elevation = 0;
                if (above < 0) {
                    int depth = -above;
                    t = depth > 5000 ? p.deep : depth > 2500 ? p.medium : depth > 600 ? p.water : p.shallow;
                } else if (above < 500) {
                    t = p.beach;
                } else {
                    elevation = Math.min(7, above / LEVEL_STEP);
                    if (above > 7 * LEVEL_STEP) t = m >= f.dirtBelow ? p.snow : p.dirtSnow;
                    else if (m < f.dryBelow) t = p.desert;
                    else if (m < f.dirtBelow) t = p.dirt;
                    else if (m >= f.forestAbove) t = above > 4 * LEVEL_STEP ? p.pine : p.forest;
                    else t = (x * 7 + y * 13) % 5 == 0 ? p.grass2 : p.grass;
                }
                level.paint(i, t.id(), t.movement());
                level.setElevation(i, elevation);
                level.setZone(i, band);
            }
        }
    }
}
