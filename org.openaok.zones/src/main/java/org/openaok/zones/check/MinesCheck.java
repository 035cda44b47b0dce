package org.openaok.zones.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.MapObject;
import org.openaok.zones.fill.FillState;
import org.openaok.zones.fill.Sites;
import org.openaok.zones.plan.ZonePlan;
import org.osgi.service.component.annotations.Component;

/**
 * Every zone has at least the mines its template asks for, of each resource: sites standing in
 * the zone with their objects on them.
 */
@Component(service = MapCheck.class)
public class MinesCheck extends ZonesCheck {
    @Override public String id() { return "zones.mines"; }

    @Override
    CheckResult check(GenerationContext ctx, FillState state) {
        ZonePlan plan = state.plan();
        Map<Long, List<MapObject>> objects = byTile(ctx);
        List<String> wrong = new ArrayList<>();
        int total = 0;
        for (ZonePlan.PlanZone z : plan.zones()) {
            if (!z.land()) continue;
            for (Map.Entry<String, Integer> e : z.spec().mines().entrySet()) {
                if (plan.mapping().mine(e.getKey()).isEmpty()) continue;   // tallied at generation: the mapping has no such mine
                int have = 0;
                for (Sites.Mine m : state.zone(z.id()).mines()) {
                    if (!m.resource().equals(e.getKey())) continue;
                    boolean standing = true;
                    for (int t : m.tiles()) {
                        if (ctx.map().level(z.level()).zone(t) != z.id() || objects.getOrDefault(key(state.size(), z.level(), t), List.of()).isEmpty()) {
                            standing = false;
                        }
                    }
                    if (standing) have++;
                }
                total += have;
                if (have < e.getValue()) wrong.add("zone " + z.name() + " has " + have + " " + e.getKey() + " of " + e.getValue());
            }
        }
        return wrong.isEmpty() ? CheckResult.pass(id(), total + " mine sites, every zone's minimum met") : CheckResult.fail(id(), list(wrong));
    }
}
