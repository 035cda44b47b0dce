package org.openaok.mapgen.stages.beach;

import java.util.List;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.stage.Dependency;
import org.openaok.mapgen.stages.AokStage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.mapgen.stages.state.Painter;
import org.openaok.mapgen.stages.state.Shores;
import org.openaok.mapgen.stages.state.TerrainTable;
import org.osgi.service.component.annotations.Component;

/**
 * Shores: every land tile with water among its eight neighbours becomes beach (the land
 * terrain's own beach, else the default), a forest's too, its trees felled: the original engine
 * rings every pond and coast with beach one tile wide, a palm forest's pond as well, as its
 * recorded maps show. A tile already beach stays. Water is ground a land mover cannot cross but
 * a ship can, so shallows are not water and a ford meets the land with no beach between. Decided
 * on the terrain as the connections left it, so beaches never spread from beaches.
 */
@Component(service = org.openaok.api.stage.Stage.class)
public class BeachesStage extends AokStage {
    @Override public String id() { return AokStages.BEACHES; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(AokStages.CONNECTIONS)); }

    @Override
    public void run(GenerationContext ctx) {
        AokMapState state = AokMapState.of(ctx);
        MapLevel level = state.level();
        TerrainTable terrains = state.terrains();
        Painter painter = state.painter();
        int size = state.size();
        int n = size * size;
        boolean[] water = new boolean[n];
        for (int i = 0; i < n; i++) water[i] = terrains.water(level.terrain(i));
        boolean[] nearWater = Shores.nearWater(water, size);   // the water as it was before any beach
        for (int y = 0; y < size; y++) {
            if ((y & 63) == 0) ctx.checkpoint();
            for (int x = 0; x < size; x++) {
                int i = y * size + x;
                int t = level.terrain(i);
                if (water[i] || !terrains.land(t) || terrains.beach(t)) continue;
                if (!nearWater[i]) continue;
                int beach = terrains.beachFor(t);
                if (beach >= 0) painter.lay(i, beach);
            }
        }
        state.commitTrees(ctx);
    }
}
