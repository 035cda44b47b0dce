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
 * tile that must be reached (the ends of its connections, its sites). Then every piece of clear
 * ground is joined to the root's by least-cost cuts (2 a side step, 3 a diagonal one, free over
 * clear ground), and the ground beside the paths becomes ground that may be blocked or clear.
 */
@Component(service = Stage.class)
public class PathStage extends ZoneStage {
    public static final String ID = "zones.paths";

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
        for (int anchor : fill.anchors) {
            ctx.checkpoint();
            FractalPath.draw(a, fill.root, anchor, r, t -> {
                if (a.cuttable(t)) a.mask[t] = Mask.CLEAR;
                int e = a.step(t, 0);
                if (e >= 0 && a.cuttable(e)) a.mask[e] = Mask.CLEAR;
            });
        }
        fill.unjoined = Connector.connect(a, fill.root, t -> a.mask[t] == Mask.CLEAR, a::cuttable, t -> a.mask[t] = Mask.CLEAR);
        for (int t : a.tiles) {
            if (a.mask[t] != Mask.BLOCK || a.seal[t]) continue;
            for (int d = 0; d < 8; d++) {
                int u = a.step(t, d);
                if (u >= 0 && a.own(u) && a.mask[u] == Mask.CLEAR) {
                    a.mask[t] = Mask.MAYBE;
                    break;
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
