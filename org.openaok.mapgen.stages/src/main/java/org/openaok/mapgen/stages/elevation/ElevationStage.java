package org.openaok.mapgen.stages.elevation;

import java.util.List;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.random.RandomStream;
import org.openaok.api.stage.Dependency;
import org.openaok.mapgen.stages.AokStage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.grow.ClumpGrower;
import org.openaok.mapgen.stages.grow.Distances;
import org.openaok.mapgen.stages.grow.StartAreas;
import org.openaok.mapgen.stages.state.AokCode;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.Section;
import org.osgi.service.component.annotations.Component;

/**
 * {@code <ELEVATION_GENERATION>}: each create_elevation grows its hills as clumps over its base
 * terrain (anywhere if it names none), then gives every tile in them a level equal to its
 * eight-way distance from the nearest tile outside them (one level per {@code spacing} tiles),
 * capped at the height; where hills overlap the higher level stands. Ground within
 * {@link #FLAT_RADIUS} tiles of a start stays flat. Every draw comes from the hills' own stream,
 * so a hill more or less moves no other draw of the map.
 */
@Component(service = org.openaok.api.stage.Stage.class)
public class ElevationStage extends AokStage {
    /** Ground this near a start is never raised. */
    public static final int FLAT_RADIUS = 10;
    /** Frontier tiles a hill weighs a step: as a terrain clump at its default clumping_factor (20). */
    static final int PICKS = 3;

    @Override public String id() { return AokStages.ELEVATION; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(AokStages.LANDS)); }

    @Override
    public void run(GenerationContext ctx) {
        AokMapState state = AokMapState.of(ctx);
        List<Command> commands = state.script().commands(Section.ELEVATION_GENERATION, "create_elevation");
        if (commands.isEmpty()) return;
        int size = state.size();
        MapLevel level = state.level();
        RandomStream rng = state.streams().hills();
        boolean[] nearStart = StartAreas.within(size, state.starts(), FLAT_RADIUS);
        ClumpGrower grower = new ClumpGrower(size, rng, ctx::checkpoint);
        int[] candidates = new int[size * size];
        for (Command c : commands) {
            ctx.checkpoint();
            HillSpec hill = HillSpec.of(c, size, ctx.diagnostics());
            if (hill.height() == 0 || hill.budget() == 0) continue;
            if (hill.base() >= 0 && !state.terrains().known(hill.base())) {
                AokMapState.report(ctx, AokCode.UNKNOWN_TERRAIN, c.location(), "base_terrain " + hill.base()
                        + " is not a terrain of the game data; the hills are not made");
                continue;
            }
            boolean[] raised = new boolean[size * size];
            int count = 0;
            for (int i = 0; i < size * size; i++) {
                if (open(i, hill, level, nearStart, raised)) candidates[count++] = i;
            }
            int missed = 0;
            for (int k = 0; k < hill.clumps(); k++) {
                int first = grower.start(candidates, count, t -> open(t, hill, level, nearStart, raised));
                if (first < 0) {
                    missed++;
                    continue;
                }
                grower.grow(first, hill.budget(), PICKS, t -> open(t, hill, level, nearStart, raised), t -> raised[t] = true);
            }
            if (missed > 0) {
                AokMapState.report(ctx, AokCode.CLUMPS_NOT_PLACED, c.location(), missed + " of " + hill.clumps()
                        + " hills found no ground to stand on");
            }
            boolean[] outside = new boolean[size * size];
            for (int i = 0; i < outside.length; i++) outside[i] = !raised[i];
            int[] distance = Distances.toSet(outside, size, hill.height() * hill.spacing() + 1, true);
            for (int i = 0; i < outside.length; i++) {
                int l = hill.level(distance[i]);
                if (l > level.elevation(i)) level.setElevation(i, l);
            }
        }
    }

    private static boolean open(int i, HillSpec hill, MapLevel level, boolean[] nearStart, boolean[] raised) {
        if (raised[i] || nearStart[i]) return false;
        if (hill.base() >= 0 && level.terrain(i) != hill.base()) return false;
        int e = level.elevation(i);
        return e >= hill.minHeight() && e <= hill.maxHeight();
    }
}
