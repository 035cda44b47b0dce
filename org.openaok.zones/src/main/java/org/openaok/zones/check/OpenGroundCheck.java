package org.openaok.zones.check;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MovementClass;
import org.openaok.zones.fill.FillState;
import org.openaok.zones.plan.ZonePlan;
import org.osgi.service.component.annotations.Component;

/**
 * Every open tile of a zone is joined to the zone's root over open tiles of the zone (moving to
 * any of the eight neighbours), so nothing placed is walled off; closed zones hold no open ground.
 */
@Component(service = MapCheck.class)
public class OpenGroundCheck extends ZonesCheck {
    @Override public String id() { return "zones.open-ground"; }

    @Override
    CheckResult check(GenerationContext ctx, FillState state) {
        int size = state.size();
        List<String> wrong = new ArrayList<>();
        long open = 0;
        for (ZonePlan.PlanZone z : state.plan().zones()) {
            if (!z.land() && z.kind() != ZonePlan.Kind.ROCK) continue;
            MapLevel map = ctx.map().level(z.level());
            int[] tiles = state.layout().tiles(z.id());
            int root = state.zone(z.id()).root();
            boolean[] seen = new boolean[size * size];
            int reached = 0;
            if (root >= 0 && map.passable(root, MovementClass.LAND)) {
                int[] stack = new int[tiles.length + 1];
                int top = 0;
                stack[top++] = root;
                seen[root] = true;
                while (top > 0) {
                    int t = stack[--top];
                    reached++;
                    int x = t % size, y = t / size;
                    for (int dy = -1; dy <= 1; dy++) {
                        for (int dx = -1; dx <= 1; dx++) {
                            int nx = x + dx, ny = y + dy;
                            if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                            int u = ny * size + nx;
                            if (!seen[u] && map.zone(u) == z.id() && map.passable(u, MovementClass.LAND)) {
                                seen[u] = true;
                                stack[top++] = u;
                            }
                        }
                    }
                }
            }
            int stray = 0, first = -1;
            for (int t : tiles) {
                if (!map.passable(t, MovementClass.LAND)) continue;
                open++;
                if (!seen[t]) {
                    stray++;
                    if (first < 0) first = t;
                }
            }
            if (stray > 0) wrong.add("zone " + z.name() + ": " + stray + " open tiles cut off, e.g. " + ConnectionsCheck.xy(first, size));
        }
        return wrong.isEmpty() ? CheckResult.pass(id(), open + " open tiles, each joined to its zone's root") : CheckResult.fail(id(), list(wrong));
    }
}
