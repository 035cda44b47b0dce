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
import org.openaok.mapgen.stages.state.Regions;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.Section;
import org.osgi.service.component.annotations.Component;

/**
 * {@code <ELEVATION_GENERATION>}: each create_elevation grows its hills one after another as
 * clumps over its base terrain (anywhere if it names none), each on ground no hill of its command
 * took, drawn to close up against those standing. A hill starts where a random draw lands or,
 * where that ground is taken, at the first open tile westwards ({@link #westOf}), so hills crowd
 * together and lean west, as the original engine's do.
 *
 * <p>The hills raised make the first level; the levels above are built layer by layer as the
 * original engine builds them ({@link #layers}): each layer starts from as many draws as the
 * command has hills, among all the tiles of the level below; a draw that lands at least
 * {@code spacing} tiles inside it (eight ways; the map's edge not counting as lower ground) takes
 * the whole inner part of its mass, one on the rim starts nothing. So hills that touch form one mass, which stands as a plateau at
 * the command's height with thin slopes, and a small hill the draws miss stays low. Slopes climb
 * one level for every {@code spacing} tiles, never a step of
 * two. Where hills of two commands overlap the higher level stands. Ground within
 * {@link #FLAT_RADIUS} tiles of a start stays flat. Every draw comes from the hills' own stream.
 */
@Component(service = org.openaok.api.stage.Stage.class)
public class ElevationStage extends AokStage {
    /** Ground this near a start is never raised (the recordings' hills come no nearer a Town Center). */
    public static final int FLAT_RADIUS = 9;
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
        Regions.Flood flood = new Regions.Flood(size);
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
            HillGround open = new HillGround(size * size, t -> !nearStart[t] && ground(t, hill, level));
            int missed = 0;
            for (int k = 0; k < hill.hills(); k++) {
                int first = westOf(rng.nextInt(size * size), size, open);
                if (first < 0) {
                    missed++;
                    continue;
                }
                grower.grow(first, hill.budget(), PICKS, open, t -> {
                    raised[t] = true;
                    open.take(t);
                }, t -> raised[t]);
                // Each hill drew a height of its own before the layers decided how high a mass
                // stands; the draw is kept so that the hills' ground, which the recordings'
                // westward lean was measured on, comes out as before.
                if (k > 0) rng.nextInt(hill.height());
                ctx.checkpoint();
            }
            if (missed > 0) {
                AokMapState.report(ctx, AokCode.CLUMPS_NOT_PLACED, c.location(), missed + " of " + hill.hills()
                        + " hills found no ground to stand on");
            }
            int[] levels = layers(raised, hill, size, rng, flood);
            for (int i = 0; i < levels.length; i++) {
                if (levels[i] > level.elevation(i)) level.setElevation(i, levels[i]);
            }
        }
    }

    /**
     * The levels of one command's hills, layer by layer as the original engine builds them
     * (genie-rms's ElevationGenerator: a create_elevation of height N is N layers, each grown
     * from the command's number of clumps drawn on the layer below). The hills raised make the
     * first level; each later level starts from {@code hills} tiles drawn among all those of the
     * level below, and a draw at least {@code spacing} tiles inside it takes the whole inner part of
     * its mass (a draw on the rim is spent for nothing: drawing among the inner tiles alone, tried
     * in round 8, raises Scandinavia's small hills as its recording shows but narrows other
     * scripts' ranges, so more measures fall outside). So a large mass, which draws land in every time, stands as a
     * plateau at the full height with a slope of one level for every {@code spacing} tiles, and a
     * small hill that draws miss stays low.
     */
    static int[] layers(boolean[] raised, HillSpec hill, int size, RandomStream rng, Regions.Flood flood) {
        int n = size * size;
        int[] levels = new int[n];
        boolean[] outside = new boolean[n];
        for (int i = 0; i < n; i++) {
            outside[i] = !raised[i];
            if (raised[i]) levels[i] = 1;
        }
        int cap = (int) Math.min(size, (long) hill.height() * hill.spacing() + 1);
        int[] distance = Distances.toSet(outside, size, cap, false);
        int[] inner = new int[n];
        for (int k = 2; k <= hill.height(); k++) {
            final int below = k - 1;
            final long depth = (long) below * hill.spacing() + 1;
            int count = 0;
            for (int i = 0; i < n; i++) if (levels[i] == below) inner[count++] = i;
            if (count == 0) break;
            for (int s = 0; s < hill.hills(); s++) {
                int seed = inner[rng.nextInt(count)];
                // a draw on the rim, too near lower ground, starts nothing; nor one on a mass an earlier draw of this level took
                if (levels[seed] != below || distance[seed] < depth) continue;
                int m = flood.from(seed, t -> levels[t] == below && distance[t] >= depth);
                for (int j = 0; j < m; j++) levels[flood.tile(j)] = below + 1;
            }
        }
        return levels;
    }

    /**
     * Where a hill starts from a drawn tile: the tile itself when open, else the first open tile
     * westwards along its row, else down the map's west edge from that row (round to the top);
     * the first open tile of the map after the draw when that edge is taken too; -1 if none is.
     */
    static int westOf(int tile, int size, HillGround open) {
        int y = tile / size;
        int west = open.previous(tile, y * size);
        if (west >= 0) return west;
        for (int k = 1; k < size; k++) {
            int t = ((y + k) % size) * size;
            if (open.open(t)) return t;
        }
        int after = open.next(tile + 1, size * size);
        return after >= 0 ? after : open.next(0, tile);
    }

    private static boolean ground(int i, HillSpec hill, MapLevel level) {
        if (hill.base() >= 0 && level.terrain(i) != hill.base()) return false;
        int e = level.elevation(i);
        return e >= hill.minHeight() && e <= hill.maxHeight();
    }
}
