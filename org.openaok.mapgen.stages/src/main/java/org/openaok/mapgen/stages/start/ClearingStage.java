package org.openaok.mapgen.stages.start;

import java.util.List;

import org.openaok.api.data.ObjectType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.stage.Dependency;
import org.openaok.mapgen.stages.AokStage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.object.ClearingArea;
import org.openaok.mapgen.stages.object.Footprint;
import org.openaok.mapgen.stages.object.ObjectLedger;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.mapgen.stages.state.Land;
import org.openaok.mapgen.stages.state.Painter;
import org.openaok.mapgen.stages.state.TerrainTable;
import org.openaok.mapgen.stages.state.ObjectTypes;
import org.osgi.service.component.annotations.Component;

/**
 * Clears round the starts: every Gaia object standing on the ground {@link ClearingArea} names
 * (the Town Center's tiles and the ring round them) is taken away, and those tiles are made
 * walkable, so the Town Center has room; a forest floor within {@link ClearingArea#FOREST_RADIUS}
 * tiles is felled, so the units round it have room too. A forest floor there becomes its land's own ground (a beach where it meets
 * water, as every shore is); water stays water. What a player owns stays.
 */
@Component(service = org.openaok.api.stage.Stage.class)
public class ClearingStage extends AokStage {
    @Override public String id() { return AokStages.CLEARING; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(AokStages.OBJECTS)); }

    @Override
    public void run(GenerationContext ctx) {
        AokMapState state = AokMapState.of(ctx);
        MapLevel level = state.level();
        int size = state.size();
        boolean[] near = ClearingArea.of(size, state.starts());
        boolean[] woods = ClearingArea.forest(size, state.starts());
        ObjectTypes types = new ObjectTypes(ctx.data());
        ObjectLedger ledger = ctx.find(ObjectLedger.KEY).orElse(null);
        List<MapObject> gone = ctx.map().objects().take(o -> o.owner() == 0 && o.level() == 0
                && o.tileX() < size && o.tileY() < size && near[o.tileY() * size + o.tileX()]);
        for (MapObject o : gone) {
            ObjectType t = types.of(o.type());
            if (t != null) Footprint.of(t, o).unmark(level, MapLevel.OCCUPIED | MapLevel.BLOCKED | MapLevel.CLIFF);
            if (ledger != null) ledger.cleared(o.source());
        }
        TerrainTable terrains = state.terrains();
        Painter painter = state.painter();
        for (int i = 0; i < size * size; i++) {
            if (!near[i] && !woods[i]) continue;
            painter.fell(i);
            int t = level.terrain(i);
            if (terrains.forest(t)) {
                painter.lay(i, ground(state, i));
                if (touchesWater(level, terrains, i)) {
                    int beach = terrains.beachFor(level.terrain(i));
                    if (beach >= 0) painter.paint(i, beach);
                }
            }
            level.clear(i, MapLevel.OCCUPIED | MapLevel.BLOCKED | MapLevel.CLIFF);
        }
        for (int i = 0; i < size * size; i++) near[i] |= woods[i];
        // what still stands there (a player's own farm or wall, a piece reaching in) keeps its tiles
        for (MapObject o : ctx.map().objects().list()) {
            ObjectType t = types.of(o.type());
            if (t == null) continue;
            // the footprint is made only for what touches the clearing: most objects stand elsewhere
            if (touches(Footprint.leftOf(t, o), Footprint.topOf(t, o), t, near, size)) {
                Footprint.of(t, o).mark(level, MapLevel.OCCUPIED | (t.blocks() ? MapLevel.BLOCKED : 0)
                        | (t.kind() == org.openaok.api.data.ObjectKind.CLIFF ? MapLevel.CLIFF : 0));
            }
        }
        state.commitTrees(ctx);
    }

    /** The ground a cleared forest tile becomes: its land's terrain, unless that is forest too. */
    private static int ground(AokMapState state, int i) {
        int l = state.lands().landAt(i);
        if (l >= 0) {
            Land land = state.lands().get(l);
            if (state.terrains().known(land.terrain()) && !state.terrains().forest(land.terrain())
                    && state.terrains().land(land.terrain())) {
                return land.terrain();
            }
        }
        return state.terrains().fallbackLand();
    }

    private static boolean touchesWater(MapLevel level, TerrainTable terrains, int i) {
        int size = level.size();
        int x = i % size;
        int y = i / size;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int nx = x + dx;
                int ny = y + dy;
                if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                if (terrains.water(level.terrain(ny * size + nx))) return true;
            }
        }
        return false;
    }

    private static boolean touches(int left, int top, ObjectType t, boolean[] near, int size) {
        for (int y = Math.max(0, top); y < Math.min(size, top + t.height()); y++) {
            for (int x = Math.max(0, left); x < Math.min(size, left + t.width()); x++) {
                if (near[y * size + x]) return true;
            }
        }
        return false;
    }
}
