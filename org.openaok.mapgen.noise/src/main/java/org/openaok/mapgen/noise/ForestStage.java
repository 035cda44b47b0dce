package org.openaok.mapgen.noise;

import java.util.List;
import java.util.Set;

import org.openaok.api.data.TerrainType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.api.stage.StageScope;
import org.osgi.service.component.annotations.Component;

/** Plants a tree on every forest tile of one band, each turned at random. */
@Component(service = Stage.class)
public class ForestStage implements Stage {
    public static final String ID = "noise.forest";

    @Override public String id() { return ID; }
    @Override public Set<String> generators() { return Set.of(NoiseGenerator.ID); }
    @Override public StageScope scope() { return StageScope.ZONE; }
    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(TerrainStage.ID)); }

    @Override
    public void run(GenerationContext ctx) {
        NoiseField f = ctx.get(NoiseField.KEY);
        MapLevel level = ctx.map().surface();
        int band = ctx.zone().orElseThrow().id();
        int lastTerrain = -1;
        TerrainType terrain = null;
        for (int y = f.firstRow(band); y < f.endRow(band); y++) {
            ctx.checkpoint();
            for (int x = 0; x < f.size; x++) {
                int i = y * f.size + x;
                if (level.terrain(i) != lastTerrain) {
                    lastTerrain = level.terrain(i);
                    terrain = ctx.data().terrain(lastTerrain).orElse(null);
                }
                if (terrain == null || !terrain.forest() || level.has(i, MapLevel.OCCUPIED)) continue;
                MapObject tree = MapObject.atTile(terrain.tree(), 0, x, y, -1);
                ctx.place(new MapObject(tree.type(), 0, tree.x(), tree.y(), 0, ctx.random().nextInt(MapObject.FULL_TURN),
                        ctx.random().nextInt(4), -1));
                level.set(i, MapLevel.OCCUPIED);
                level.block(i);
            }
        }
    }
}
