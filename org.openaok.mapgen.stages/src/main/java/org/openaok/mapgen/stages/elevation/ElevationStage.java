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
import org.openaok.mapgen.stages.grow.Ground;
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
 * <p>Each hill, once grown, raises the whole mass of hills it joins (itself and every hill of its
 * command it touches) towards its own height ({@link HillSpec}): each tile of the mass one level
 * for every {@code spacing} tiles (eight ways) it lies from unraised ground, the map's edge not
 * counting as unraised, capped at that height, lowering no tile. So a mass stands as a plateau at
 * the height of a tall hill that joined it late, with lower shelves where only lower hills came
 * after; a hill standing alone keeps its own height. Slopes climb one level a tile, never a step of
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
            int[] levels = new int[size * size];
            Ground open = t -> !raised[t] && !nearStart[t] && ground(t, hill, level);
            int missed = 0;
            for (int k = 0; k < hill.hills(); k++) {
                int first = westOf(rng.nextInt(size * size), size, open);
                if (first < 0) {
                    missed++;
                    continue;
                }
                int top = k == 0 ? hill.height() : 1 + rng.nextInt(hill.height());
                grower.grow(first, hill.budget(), PICKS, open, t -> raised[t] = true, t -> raised[t]);
                raise(first, top, hill, raised, levels, size, flood);
                ctx.checkpoint();
            }
            if (missed > 0) {
                AokMapState.report(ctx, AokCode.CLUMPS_NOT_PLACED, c.location(), missed + " of " + hill.hills()
                        + " hills found no ground to stand on");
            }
            for (int i = 0; i < levels.length; i++) {
                if (levels[i] > level.elevation(i)) level.setElevation(i, levels[i]);
            }
        }
    }

    /**
     * Raises the mass of hills round a tile towards a height by the distance rule, lowering no tile.
     * The distances are swept over the mass's bounding box and a tile round it only: the nearest
     * unraised tile to any tile of the mass lies there (the square round the tile out to one less
     * than its distance is all raised, so all of the mass).
     */
    private static void raise(int tile, int top, HillSpec hill, boolean[] raised, int[] levels, int size, Regions.Flood flood) {
        int count = flood.from(tile, t -> raised[t]);
        if (count == 0) return;
        int x0 = size;
        int y0 = size;
        int x1 = -1;
        int y1 = -1;
        for (int k = 0; k < count; k++) {
            int i = flood.tile(k);
            int x = i % size;
            int y = i / size;
            x0 = Math.min(x0, x);
            x1 = Math.max(x1, x);
            y0 = Math.min(y0, y);
            y1 = Math.max(y1, y);
        }
        x0 = Math.max(0, x0 - 1);
        y0 = Math.max(0, y0 - 1);
        x1 = Math.min(size - 1, x1 + 1);
        y1 = Math.min(size - 1, y1 + 1);
        int w = x1 - x0 + 1;
        int h = y1 - y0 + 1;
        boolean[] outside = new boolean[w * h];
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) outside[(y - y0) * w + x - x0] = !raised[y * size + x];
        }
        int[] distance = Distances.toSet(outside, w, h, top * hill.spacing() + 1, false);
        for (int k = 0; k < count; k++) {
            int i = flood.tile(k);
            int l = hill.level(distance[(i / size - y0) * w + i % size - x0], top);
            if (l > levels[i]) levels[i] = l;
        }
    }

    /**
     * Where a hill starts from a drawn tile: the tile itself when open, else the first open tile
     * westwards along its row, else down the map's west edge from that row (round to the top);
     * the first open tile of the map after the draw when that edge is taken too; -1 if none is.
     */
    static int westOf(int tile, int size, Ground open) {
        int y = tile / size;
        for (int x = tile % size; x >= 0; x--) if (open.open(y * size + x)) return y * size + x;
        for (int k = 1; k < size; k++) {
            int t = ((y + k) % size) * size;
            if (open.open(t)) return t;
        }
        for (int k = 1; k < size * size; k++) {
            int t = (tile + k) % (size * size);
            if (open.open(t)) return t;
        }
        return -1;
    }

    private static boolean ground(int i, HillSpec hill, MapLevel level) {
        if (hill.base() >= 0 && level.terrain(i) != hill.base()) return false;
        int e = level.elevation(i);
        return e >= hill.minHeight() && e <= hill.maxHeight();
    }
}
