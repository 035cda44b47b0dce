package org.openaok.zones.fill;

import java.util.List;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.random.RandomStream;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.zones.plan.ZonePlan;
import org.osgi.service.component.annotations.Component;

/**
 * Cuts the zone's free paths ({@code zones.paths}): from the zone's root (its first town's
 * doorstep, or the clear ground nearest its centre) a fractal path, two tiles wide, runs to every
 * tile that must be reached (the ends of its connections, its sites), and to a few random tiles
 * (one per 500 of the zone's) so larger zones are not mere corridors. Then every piece of clear
 * ground is joined to the root's by least-cost cuts (2 a side step, 3 a diagonal one, free over
 * clear ground), and the ground within two tiles of the paths becomes ground that may be blocked or clear.
 */
@Component(service = Stage.class)
public class PathStage extends ZoneStage {
    public static final String ID = "zones.paths";
    /** How far from the paths ground may be left open. */
    public static final int MAYBE_RING = 2;
    /** One extra path to random ground per so many tiles of zone. */
    public static final int TILES_PER_WANDER = 500;

    @Override public String id() { return ID; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(MineStage.ID)); }

    @Override
    public void run(GenerationContext ctx) {
        FillState state = ctx.get(FillState.KEY);
        ZonePlan.PlanZone z = state.plan.zone(ctx.zone().orElseThrow().id());
        if (!z.land() || z.closed()) return;
        Area a = new Area(state, z.id(), ctx.map().level(z.level()));
        ZoneFill fill = state.zones[z.id()];
        RandomStream r = ctx.random();
        if (fill.root < 0) fill.root = rootNear(a, state.layout.centre(z.id()));
        if (fill.root < 0) return;
        a.clear(fill.root);
        // besides what must be reached, a few wanderings to random ground open larger zones up
        List<Integer> ends = new java.util.ArrayList<>(fill.anchors);
        int wander = a.tiles.length / TILES_PER_WANDER;
        for (int k = 0, tries = 0; k < wander && tries < 8 * wander; tries++) {
            int t = a.tiles[r.nextInt(a.tiles.length)];
            if (a.cuttable(t)) {
                ends.add(t);
                k++;
            }
        }
        for (int anchor : ends) {
            ctx.checkpoint();
            FractalPath.draw(a, fill.root, anchor, r, t -> {
                // two tiles wide: the tile and its neighbours east and south
                for (int u : new int[] {t, a.step(t, 0), a.step(t, 2)}) if (u >= 0 && a.cuttable(u)) a.mask[u] = Mask.CLEAR;
            });
        }
        fill.unjoined = Connector.connect(a, fill.root, t -> a.mask[t] == Mask.CLEAR, a::cuttable, t -> a.mask[t] = Mask.CLEAR);
        // ground within two tiles of the paths may be blocked or clear
        for (int t : a.tiles) {
            if (a.mask[t] != Mask.BLOCK || a.seal[t]) continue;
            int x = t % a.size, y = t / a.size;
            search:
            for (int dy = -MAYBE_RING; dy <= MAYBE_RING; dy++) {
                for (int dx = -MAYBE_RING; dx <= MAYBE_RING; dx++) {
                    if (a.own(x + dx, y + dy) && a.mask[(y + dy) * a.size + x + dx] == Mask.CLEAR) {
                        a.mask[t] = Mask.MAYBE;
                        break search;
                    }
                }
            }
        }
    }

    /** The clear or cuttable tile nearest the centre, not on the seal. */
    static int rootNear(Area a, int centre) {
        int best = -1;
        long bestD = Long.MAX_VALUE;
        for (int t : a.tiles) {
            if (a.seal[t] || !(a.mask[t] == Mask.CLEAR || Mask.cuttable(a.mask[t]))) continue;
            long d = a.dist2(t, centre);
            if (d < bestD) {
                bestD = d;
                best = t;
            }
        }
        return best;
    }
}
