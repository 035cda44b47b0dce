package org.openaok.zones.check;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.zones.fill.FillState;
import org.openaok.zones.placement.ForceLayout;
import org.openaok.zones.placement.PowerSplit;
import org.openaok.zones.fill.TreasureStage;
import org.osgi.service.component.annotations.Component;

/**
 * The map ends within its bounds: every tile of every level belongs to a zone of that level,
 * every object stands on the map and on a level it has, and the placement stayed within its
 * bounded number of steps.
 */
@Component(service = MapCheck.class)
public class BoundsCheck extends ZonesCheck {
    @Override public String id() { return "zones.bounds"; }

    @Override
    CheckResult check(GenerationContext ctx, FillState state) {
        List<String> wrong = new ArrayList<>();
        int size = ctx.map().size();
        int levels = ctx.map().levels().size();
        for (MapLevel map : ctx.map().levels()) {
            for (int t = 0; t < map.tiles(); t++) {
                int z = map.zone(t);
                if (z < 0 || z >= state.zones() || state.layout().level(z) != map.index()) {
                    wrong.add("tile " + ConnectionsCheck.xy(t, size) + " of level " + map.index() + " has no zone of its level");
                    break;
                }
            }
        }
        int off = 0;
        for (MapObject o : ctx.map().objects().list()) {
            if (o.tileX() >= size || o.tileY() >= size || o.level() >= levels) off++;
        }
        if (off > 0) wrong.add(off + " objects off the map");
        int levelBound = ForceLayout.ATTEMPTS * ForceLayout.ITERATIONS + levels * (PowerSplitBound.STEPS + 12);
        if (state.layout().iterations() > levelBound) wrong.add("placement took " + state.layout().iterations() + " steps, over its bound " + levelBound);
        for (int z = 0; z < state.zones(); z++) {
            if (state.zone(z).treasures().size() > TreasureStage.MAX_PILES) wrong.add("zone " + z + " holds more piles than the bound");
            if (state.layout().area(z) == 0) wrong.add("zone " + z + " is empty");
        }
        return wrong.isEmpty()
                ? CheckResult.pass(id(), "every tile zoned, " + ctx.map().objects().size() + " objects on the map, placement in "
                        + state.layout().iterations() + " steps")
                : CheckResult.fail(id(), list(wrong));
    }

    /** The weight fitting's bound, from {@link PowerSplit}'s constants. */
    static final class PowerSplitBound {
        static final int STEPS = PowerSplit.MAX_STEPS;
    }
}
