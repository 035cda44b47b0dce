package org.openaok.example.stage;

import java.util.List;
import java.util.Set;

import org.openaok.api.data.TerrainRole;
import org.openaok.api.data.TerrainType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.osgi.service.component.annotations.Component;

/**
 * Digs a few round ponds on dry land, away from the map's edge. It runs after the noise
 * generator's terrain is painted and before its forests are planted, so no tree ends up in a
 * pond; neither of those stages knows about it.
 */
@Component(service = Stage.class)
public class PondStage implements Stage {
    public static final String ID = "example.ponds";

    @Override public String id() { return ID; }

    @Override public Set<String> generators() { return Set.of("noise"); }

    @Override
    public List<Dependency> dependencies() {
        // all zones: the ponds may cross band borders, so every band must be painted first
        return List.of(Dependency.afterAll("noise.terrain"), Dependency.beforeAll("noise.forest"));
    }

    @Override
    public void run(GenerationContext ctx) {
        MapLevel level = ctx.map().surface();
        TerrainType water = ctx.data().terrain("WATER").orElseThrow();
        int size = level.size();
        int ponds = Math.max(1, size / 40);
        for (int p = 0; p < ponds; p++) {
            // ctx.random() is this stage's own stream: the same seed digs the same ponds
            int cx = 8 + ctx.random().nextInt(size - 16);
            int cy = 8 + ctx.random().nextInt(size - 16);
            int r = 2 + ctx.random().nextInt(3);
            for (int y = cy - r; y <= cy + r; y++) {
                for (int x = cx - r; x <= cx + r; x++) {
                    int dx = x - cx;
                    int dy = y - cy;
                    if (dx * dx + dy * dy > r * r) continue;
                    int i = level.indexOf(x, y);
                    TerrainType here = ctx.data().terrain(level.terrain(i)).orElse(null);
                    if (here != null && here.role() == TerrainRole.LAND) {
                        level.paint(i, water.id(), water.movement());
                        level.setElevation(i, 0);
                    }
                }
            }
        }
        ctx.diagnostics().info("example-ponds", "dug " + ponds + " pond" + (ponds == 1 ? "" : "s"));
    }
}
