package org.openaok.mapgen.stages.check;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.PlayerStart;
import org.openaok.mapgen.stages.state.AokMapState;
import org.osgi.service.component.annotations.Component;

/**
 * Continents are one: every start reaches, by land and round what Gaia left standing (forests,
 * mines, cliffs), every other start the script puts on one land ({@link ZonePlan#together}): on a
 * land map every start, on a water map those a connection joins. Two starts parted by a forest or
 * water the script laid, which no connection joining them opens, are parted on purpose (a forest
 * wall to chop through, a river crossed by ship; {@link Parting}): that is reported, not failed.
 */
@Component(service = MapCheck.class)
public class ContinentsCheck extends AokCheck {
    public static final String ID = "aok.continents-are-one";

    @Override public String id() { return ID; }

    @Override
    protected List<CheckResult> check(GenerationContext ctx, AokMapState state) {
        ZonePlan zones = new ZonePlan(ctx, state);
        int size = state.size();
        int[] regions = null; // labelled only when some pair should meet (an island map may have none)
        List<PlayerStart> starts = state.starts();
        int pairs = 0;
        List<String> cut = new ArrayList<>();
        List<String> meant = new ArrayList<>();
        List<org.openaok.api.map.MapObject> objects = ctx.objects();   // a copy of the map's list: made once
        Parting parting = new Parting(state, ctx.data(), objects, zones);
        for (int a = 0; a < starts.size(); a++) {
            for (int b = a + 1; b < starts.size(); b++) {
                PlayerStart pa = starts.get(a);
                PlayerStart pb = starts.get(b);
                if (!zones.together(pa.player(), pb.player())) continue;
                pairs++;
                if (regions == null) regions = Walking.regions(Walking.withGaia(state.level(), ctx.data(), objects), size);
                int ra = Walking.regionOf(regions, size, pa.x(), pa.y());
                int rb = Walking.regionOf(regions, size, pb.x(), pb.y());
                if (ra >= 0 && ra == rb) continue;
                switch (parting.cause(pa, pb)) {
                    case FOREST -> meant.add("players " + pa.player() + " and " + pb.player() + " by a forest the script laid");
                    case WATER -> meant.add("players " + pa.player() + " and " + pb.player() + " by water the script laid");
                    case NONE -> cut.add("player " + pa.player() + " (" + pa.x() + "," + pa.y() + ") cannot walk to player "
                            + pb.player() + " (" + pb.x() + "," + pb.y() + ")");
                }
            }
        }
        if (pairs == 0) return List.of(CheckResult.pass("continents-are-one", "the script joins no players by land"));
        String onPurpose = meant.isEmpty() ? "" : "; " + meant.size() + " parted on purpose (" + some(meant, 4) + ")";
        if (cut.isEmpty()) {
            if (meant.isEmpty()) return List.of(CheckResult.pass("continents-are-one", pairs + " pairs of players reach each other by land"));
            return List.of(CheckResult.pass("continents-are-one", (pairs - meant.size()) + " of " + pairs
                    + " pairs of players reach each other by land" + onPurpose));
        }
        return List.of(CheckResult.fail("continents-are-one", cut.size() + " of " + pairs + " pairs that share their land cannot meet: "
                + some(cut, 4) + onPurpose));
    }
}
