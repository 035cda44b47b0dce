package org.openaok.mapgen.stages.check;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.MapLevel;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.mapgen.stages.state.Shores;
import org.openaok.mapgen.stages.state.TerrainTable;
import org.osgi.service.component.annotations.Component;

/** A beach along every shore: no dry land other than beach or forest touches water (eight ways). */
@Component(service = MapCheck.class)
public class BeachesCheck extends AokCheck {
    public static final String ID = "aok.beach-along-every-shore";

    @Override public String id() { return ID; }

    @Override
    protected List<CheckResult> check(GenerationContext ctx, AokMapState state) {
        MapLevel level = state.level();
        TerrainTable terrains = state.terrains();
        int size = state.size();
        // which tiles are water, looked up once, then which have water within one (a tile and its
        // eight neighbours): along each row, then across the rows
        boolean[] water = new boolean[level.tiles()];
        for (int i = 0; i < water.length; i++) water[i] = terrains.water(level.terrain(i));
        boolean[] nearWater = Shores.nearWater(water, size);
        int shore = 0;
        List<String> bare = new ArrayList<>();
        int bareCount = 0;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int t = level.terrain(y * size + x);
                if (!terrains.land(t) || !nearWater[y * size + x]) continue;
                shore++;
                if (terrains.beach(t) || terrains.forest(t)) continue;
                bareCount++;
                if (bare.size() < 4) bare.add(terrains.name(t) + " at " + x + "," + y);
            }
        }
        if (shore == 0) return List.of(CheckResult.pass("beach-along-every-shore", "the map has no shore"));
        if (bareCount == 0) {
            return List.of(CheckResult.pass("beach-along-every-shore", shore + " shore tiles, all beach or forest"));
        }
        return List.of(CheckResult.fail("beach-along-every-shore", bareCount + " of " + shore
                + " shore tiles are neither beach nor forest: " + some(bare, 4)));
    }
}
