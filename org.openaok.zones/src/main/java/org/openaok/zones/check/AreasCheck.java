package org.openaok.zones.check;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.zones.fill.FillState;
import org.openaok.zones.placement.ZoneLayout;
import org.openaok.zones.plan.ZonePlan;
import org.osgi.service.component.annotations.Component;

/** Every zone's area is within 25% of its share of its level by the template's sizes. */
@Component(service = MapCheck.class)
public class AreasCheck extends ZonesCheck {
    /** How far an area may stray from its share, in per cent. */
    public static final int TOLERANCE = 25;

    @Override public String id() { return "zones.areas"; }

    @Override
    CheckResult check(GenerationContext ctx, FillState state) {
        ZoneLayout layout = state.layout();
        List<String> wrong = new ArrayList<>();
        int worst = 0;
        for (ZonePlan.PlanZone z : state.plan().zones()) {
            int area = 0;
            var map = ctx.map().level(z.level());
            for (int t = 0; t < map.tiles(); t++) if (map.zone(t) == z.id()) area++;
            long target = layout.target(z.id());
            int off = (int) (Math.abs(area - target) * 100 / Math.max(1, target));
            worst = Math.max(worst, off);
            if (off > TOLERANCE) wrong.add("zone " + z.name() + " has " + area + " tiles for a share of " + target + " (" + off + "% off)");
        }
        return wrong.isEmpty() ? CheckResult.pass(id(), "every zone within " + worst + "% of its share") : CheckResult.fail(id(), list(wrong));
    }
}
