package org.openaok.zones.placement;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.random.RandomStream;
import org.openaok.api.stage.Stage;
import org.openaok.zones.fill.FillState;
import org.openaok.zones.plan.ZonePlan;
import org.osgi.service.component.annotations.Component;

/**
 * Lays the zones out ({@code zones.placement}): each zone's share of its level is prescaled to the
 * map, the force-directed layout with annealing places the centres, a size-weighted Voronoi
 * split gives every tile a zone, the borders are roughened by a midpoint-displacement field and
 * each zone is kept in one piece; the zone of every tile is written to the map. A template whose
 * zones cannot all get room fails here, saying which.
 */
@Component(service = Stage.class)
public class PlacementStage implements Stage {
    public static final String ID = "zones.placement";
    /** The fewest tiles a zone may end up with. */
    public static final int MIN_TILES = 16;

    @Override public String id() { return ID; }

    @Override public Set<String> generators() { return Set.of("zones"); }

    @Override public int weight() { return 3; }

    @Override
    public void run(GenerationContext ctx) {
        ZonePlan plan = ctx.get(ZonePlan.KEY);
        int n = plan.zones().size();
        int size = plan.size();
        long levelArea = (long) size * size;
        long[] weightOfLevel = new long[plan.levels()];
        for (ZonePlan.PlanZone z : plan.zones()) weightOfLevel[z.level()] += z.weight();
        long[] target = new long[n];
        long[] radius = new long[n];
        int[] level = new int[n];
        for (ZonePlan.PlanZone z : plan.zones()) {
            level[z.id()] = z.level();
            target[z.id()] = levelArea * z.weight() / weightOfLevel[z.level()];
            radius[z.id()] = Trig.isqrt(target[z.id()] * ForceLayout.FP * ForceLayout.FP * 7 / 22);
            if (target[z.id()] < MIN_TILES) {
                throw fail(ctx, plan, z, "a " + size + "x" + size + " map leaves zone '" + z.name() + "' " + target[z.id()]
                        + " tiles; each zone needs at least " + MIN_TILES);
            }
        }
        RandomStream random = ctx.random();
        ForceLayout.Result placed = ForceLayout.place(plan, radius, random);
        ctx.progress(30);
        int steps = placed.iterations();
        int[][] owner = new int[plan.levels()][];
        for (int l = 0; l < plan.levels(); l++) {
            ctx.checkpoint();
            List<Integer> ids = new ArrayList<>();
            for (ZonePlan.PlanZone z : plan.zones()) if (z.level() == l) ids.add(z.id());
            int[] own = new int[size * size];
            if (ids.size() == 1) {
                java.util.Arrays.fill(own, ids.get(0));
            } else {
                int k = ids.size();
                long[] x = new long[k], y = new long[k], r = new long[k], t = new long[k];
                long meanRadius = 0;
                for (int j = 0; j < k; j++) {
                    int z = ids.get(j);
                    x[j] = placed.x()[z];
                    y[j] = placed.y()[z];
                    r[j] = radius[z];
                    t[j] = target[z];
                    meanRadius += radius[z];
                }
                meanRadius /= k;
                PowerSplit split = new PowerSplit(size, x, y, r, t);
                split.fit();
                steps += split.steps();
                // borders roughened: each tile looks its zone up at a point moved by a fractal field
                int amplitude = (int) Math.max(ForceLayout.FP, meanRadius / 3);
                int largest = Integer.highestOneBit((int) Math.max(2, meanRadius / ForceLayout.FP));
                FractalField fx = new FractalField(size, amplitude, largest, random);
                FractalField fy = new FractalField(size, amplitude, largest, random);
                for (int ty = 0; ty < size; ty++) {
                    for (int tx = 0; tx < size; tx++) {
                        long px = (long) tx * ForceLayout.FP + ForceLayout.FP / 2 + fx.at(tx, ty);
                        long py = (long) ty * ForceLayout.FP + ForceLayout.FP / 2 + fy.at(tx, ty);
                        own[ty * size + tx] = ids.get(split.nearest(px, py));
                    }
                }
                steps += Fragments.mend(own, size, n);
                // the warp and the mending move ground between zones: give it back along the borders
                steps += Balance.areas(own, size, target);
                steps += Fragments.mend(own, size, n);
            }
            owner[l] = own;
            ctx.progress(30 + 60 * (l + 1) / plan.levels());
        }
        ZoneLayout layout = new ZoneLayout(size, owner, level, target, steps, placed.energy());
        for (ZonePlan.PlanZone z : plan.zones()) {
            if (layout.area(z.id()) < MIN_TILES) {
                throw fail(ctx, plan, z, "zone '" + z.name() + "' was crowded out: it got " + layout.area(z.id())
                        + " tiles of the " + target[z.id()] + " it should have (too many zones for a " + size + "x" + size + " level?)");
            }
        }
        for (int l = 0; l < plan.levels(); l++) {
            MapLevel map = ctx.map().level(l);
            int[] o = owner[l];
            for (int i = 0; i < o.length; i++) map.setZone(i, o[i]);
        }
        ctx.put(ZoneLayout.KEY, layout);
        ctx.put(FillState.KEY, new FillState(plan, layout));
    }

    private static IllegalStateException fail(GenerationContext ctx, ZonePlan plan, ZonePlan.PlanZone z, String why) {
        String message = "template '" + plan.template().name() + "' cannot be laid out: " + why;
        var w = z.spec() == null ? plan.template().where() : z.spec().where();
        ctx.diagnostics().report(new Diagnostic(org.openaok.api.diag.Severity.ERROR, "zones-layout", w.file(), w.line(), w.column(), message));
        return new IllegalStateException(message);
    }
}
