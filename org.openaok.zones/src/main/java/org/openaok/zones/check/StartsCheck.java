package org.openaok.zones.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.zones.fill.FillState;
import org.openaok.zones.fill.Sites;
import org.openaok.zones.mapping.GameMapping;
import org.openaok.zones.plan.ZonePlan;
import org.osgi.service.component.annotations.Component;

/**
 * Every player has a start in the zone the template gives them, with their town on it and the
 * rest of the standard start owned by them (villagers, scout) somewhere on the map.
 */
@Component(service = MapCheck.class)
public class StartsCheck extends ZonesCheck {
    @Override public String id() { return "zones.starts"; }

    @Override
    CheckResult check(GenerationContext ctx, FillState state) {
        ZonePlan plan = state.plan();
        GameMapping.Placement town = plan.mapping().start().get(0);
        List<MapObject> objects = ctx.map().objects().list();
        List<String> wrong = new ArrayList<>();
        Map<Long, List<MapObject>> byTile = byTile(ctx);
        for (int seat = 1; seat <= plan.players(); seat++) {
            int zone = plan.zoneOfSeat(seat);
            final int s = seat;
            List<PlayerStart> starts = ctx.map().starts().stream().filter(p -> p.player() == s).toList();
            if (zone < 0) {
                wrong.add("player " + seat + " has no start zone");
                continue;
            }
            if (starts.size() != 1) {
                wrong.add("player " + seat + " has " + starts.size() + " starts");
                continue;
            }
            PlayerStart start = starts.get(0);
            if (start.zone() != zone || ctx.map().level(start.level()).zone(start.x(), start.y()) != zone) {
                wrong.add("player " + seat + " starts outside zone " + plan.zone(zone).name());
            }
            boolean tc = byTile.getOrDefault(key(state.size(), start.level(), start.y() * state.size() + start.x()), List.of()).stream()
                    .anyMatch(o -> o.type() == town.object().id() && o.owner() == s);
            if (!tc) wrong.add("player " + seat + " has no " + town.object().name() + " on the start");
            if (state.zone(zone).towns().stream().noneMatch(t -> t.seat() == s)) wrong.add("zone " + plan.zone(zone).name() + " has no town for player " + seat);
            for (GameMapping.Placement p : plan.mapping().start()) {
                if (!p.player()) continue;
                long have = objects.stream().filter(o -> o.type() == p.object().id() && o.owner() == s).count();
                if (have < 1) wrong.add("player " + seat + " has no " + p.object().name());
            }
        }
        for (ZonePlan.PlanZone z : plan.zones()) {
            if (z.seat() > 0) continue;
            for (Sites.Town t : state.zone(z.id()).towns()) if (t.seat() != 0) wrong.add("zone " + z.name() + " has a player town but no player");
        }
        return wrong.isEmpty() ? CheckResult.pass(id(), plan.players() + " players, each with a town and start in their zone")
                : CheckResult.fail(id(), list(wrong));
    }
}
