package org.openaok.mapgen.stages.terrain;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.random.RandomStream;
import org.openaok.api.stage.Dependency;
import org.openaok.mapgen.stages.AokStage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.grow.ClumpGrower;
import org.openaok.mapgen.stages.grow.Ground;
import org.openaok.mapgen.stages.grow.NearTiles;
import org.openaok.mapgen.stages.grow.StartAreas;
import org.openaok.mapgen.stages.state.AokCode;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.mapgen.stages.state.Painter;
import org.openaok.mapgen.stages.state.TerrainTable;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.Section;
import org.osgi.service.component.annotations.Component;

/**
 * {@code <TERRAIN_GENERATION>}: each create_terrain lays clumps of its terrain over the terrain
 * it replaces, in script order. A clump starts from a random tile of the replaced terrain (24
 * tries) and grows by its frontier over ground that allows it: the replaced terrain, at least
 * spacing_to_other_terrain_types from any ground that is not the replaced one (the laid terrain
 * standing elsewhere too, so Black Forest's woods in the clearings keep off the forest round
 * them, as the original engine's do; the clumps a command grows may meet each other),
 * out of the circles round the starts when set_avoid_player_start_areas, within the height
 * limits, and flat when set_flat_terrain_only. Laying goes through the painter, so a forest
 * plants its trees and a terrain laid over forest takes them away.
 */
@Component(service = org.openaok.api.stage.Stage.class)
public class TerrainsStage extends AokStage {
    @Override public String id() { return AokStages.TERRAINS; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(AokStages.ELEVATION)); }

    @Override public int weight() { return 3; }

    @Override
    public void run(GenerationContext ctx) {
        AokMapState state = AokMapState.of(ctx);
        List<Command> commands = state.script().commands(Section.TERRAIN_GENERATION, "create_terrain");
        int size = state.size();
        int n = size * size;
        MapLevel level = state.level();
        TerrainTable terrains = state.terrains();
        Painter painter = state.painter();
        RandomStream rng = state.random();
        ClumpGrower grower = new ClumpGrower(size, rng, ctx::checkpoint);
        int[] candidates = new int[n];
        NearTiles nearOther = new NearTiles(size);
        boolean[] flat = null;
        Map<Integer, boolean[]> startAreas = new HashMap<>();   // by radius: the starts stay where they are
        int done = 0;
        for (Command c : commands) {
            ctx.checkpoint();
            ctx.progress(done++ * 100 / commands.size());
            TerrainSpec spec = TerrainSpec.of(c, size, state.baseTerrain(), state.playerBaseSize(), ctx.diagnostics());
            if (!terrains.known(spec.terrain()) || !terrains.known(spec.base())) {
                int bad = terrains.known(spec.terrain()) ? spec.base() : spec.terrain();
                AokMapState.report(ctx, AokCode.UNKNOWN_TERRAIN, c.location(), "terrain " + bad
                        + " is not a terrain of the game data; this create_terrain is skipped");
                continue;
            }
            if (spec.budget() == 0) continue;
            int count = 0;
            int base = spec.base();
            boolean spaced = spec.spacing() > 0;
            // without branches: which tiles are the base terrain is as good as random to a predictor
            if (spaced) {
                nearOther.clear();
                for (int i = 0; i < n; i++) {
                    boolean other = level.terrain(i) != base;
                    candidates[count] = i;
                    count += other ? 0 : 1;
                    nearOther.add(i, other);
                }
            } else {
                for (int i = 0; i < n; i++) {
                    candidates[count] = i;
                    count += level.terrain(i) == base ? 1 : 0;
                }
            }
            if (count == 0) continue;
            if (spaced) nearOther.grow(spec.spacing());
            boolean[] nearStart = spec.avoidStarts() >= 0
                    ? startAreas.computeIfAbsent(spec.avoidStarts(), r -> StartAreas.within(size, state.starts(), r)) : null;
            if (spec.flatOnly() && flat == null) flat = flatTiles(level);
            Ground ground = new LayingGround(level, spec, spaced ? nearOther : null, nearStart, flat);
            int missed = 0;
            for (int k = 0; k < spec.clumps(); k++) {
                int first = grower.start(candidates, count, ground);
                if (first < 0) {
                    missed++;
                    continue;
                }
                grower.grow(first, spec.budget(), spec.picks(), ground, t -> painter.lay(t, spec.terrain()));
            }
            if (missed > 0) {
                AokMapState.report(ctx, AokCode.CLUMPS_NOT_PLACED, c.location(), missed + " of " + spec.clumps() + " clumps of "
                        + terrains.name(spec.terrain()) + " found no " + terrains.name(spec.base()) + " that allows them");
            }
        }
        state.commitTrees(ctx);
    }

    /**
     * Tiles whose eight neighbours (those on the map) stand at their own elevation: a tile is
     * level along its row when its left and right neighbours are at its height, and flat when it
     * and the tiles above and below it are level along their rows at that one height.
     */
    static boolean[] flatTiles(MapLevel level) {
        int size = level.size();
        int n = size * size;
        boolean[] alongRow = new boolean[n];
        for (int y = 0, i = 0; y < size; y++) {
            for (int x = 0; x < size; x++, i++) {
                int e = level.elevation(i);
                alongRow[i] = (x == 0 || level.elevation(i - 1) == e) && (x == size - 1 || level.elevation(i + 1) == e);
            }
        }
        boolean[] out = new boolean[n];
        for (int i = 0; i < n; i++) {
            int e = level.elevation(i);
            out[i] = alongRow[i] && (i < size || alongRow[i - size] && level.elevation(i - size) == e)
                    && (i >= n - size || alongRow[i + size] && level.elevation(i + size) == e);
        }
        return out;
    }
}
