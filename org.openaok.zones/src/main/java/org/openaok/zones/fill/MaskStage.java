package org.openaok.zones.fill;

import java.util.List;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.zones.plan.ZonePlan;
import org.osgi.service.component.annotations.Component;

/**
 * The zone's obstacle mask ({@code zones.mask}), as the original generator starts it: every land
 * tile must be blocked, water must stay clear of obstacles. Tiles touching another land zone are
 * the seal (they stay blocked unless a passage opens them, so zones the template does not join
 * never meet on land); the tiles inside them and along a coast may be blocked or clear.
 */
@Component(service = Stage.class)
public class MaskStage extends ZoneStage {
    public static final String ID = "zones.mask";

    @Override public String id() { return ID; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(TerrainStage.ID)); }

    /**
     * Ground the seal cuts off from the zone's main interior (behind a neck of the zone two tiles
     * wide, say) can never be reached without opening the seal: it is sealed too, so nothing is put
     * there that would need a way in. The main interior is the largest piece (the first on a tie).
     */
    static void deadPockets(Area a) {
        int w = a.w();
        int[] label = new int[w * a.h()];
        java.util.Arrays.fill(label, -1);
        int[] stack = new int[a.tiles.length + 1];
        int labels = 0, best = -1, bestSize = 0;
        for (int s0 : a.tiles) {
            if (a.seal[s0] || a.mask[s0] == Mask.WATER || label[a.local(s0)] >= 0) continue;
            int top = 0, n = 0;
            stack[top++] = s0;
            label[a.local(s0)] = labels;
            while (top > 0) {
                int t = stack[--top];
                n++;
                for (int d = 0; d < 8; d++) {
                    int u = a.step(t, d);
                    if (u < 0 || !a.own(u) || a.seal[u] || a.mask[u] == Mask.WATER || label[a.local(u)] >= 0) continue;
                    label[a.local(u)] = labels;
                    stack[top++] = u;
                }
            }
            if (n > bestSize) {
                bestSize = n;
                best = labels;
            }
            labels++;
        }
        for (int t : a.tiles) {
            int l = label[a.local(t)];
            if (l >= 0 && l != best) a.seal[t] = true;
        }
    }

    @Override
    public void run(GenerationContext ctx) {
        FillState state = ctx.get(FillState.KEY);
        ZonePlan plan = state.plan;
        ZonePlan.PlanZone z = plan.zone(ctx.zone().orElseThrow().id());
        MapLevel map = ctx.map().level(z.level());
        Area a = new Area(state, z.id(), map);
        var data = ctx.data();
        for (int t : a.tiles) {
            boolean water = data.terrain(map.terrain(t)).map(x -> x.water()).orElse(false);
            if (water) {
                a.mask[t] = Mask.WATER;
                continue;
            }
            a.mask[t] = Mask.BLOCK;
            for (int d = 0; d < 8; d++) {
                int u = a.step(t, d);
                if (u >= 0 && a.owner[u] != a.zone && plan.zone(a.owner[u]).kind() != ZonePlan.Kind.WATER) {
                    a.seal[t] = true;
                    break;
                }
            }
        }
        if (z.closed()) return;
        deadPockets(a);
        for (int t : a.tiles) {
            if (a.mask[t] != Mask.BLOCK || a.seal[t]) continue;
            for (int d = 0; d < 8; d++) {
                int u = a.step(t, d);
                if (u < 0) continue;
                if (a.own(u) ? a.seal[u] || a.mask[u] == Mask.WATER : plan.zone(a.owner[u]).kind() == ZonePlan.Kind.WATER) {
                    a.mask[t] = Mask.MAYBE;
                    break;
                }
            }
        }
    }
}
