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
 * Islands are islands: no land path, by terrain (shallows count as land), between two players the
 * script keeps apart ({@link ZonePlan#apart}).
 */
@Component(service = MapCheck.class)
public class IslandsCheck extends AokCheck {
    public static final String ID = "aok.islands-are-islands";

    @Override public String id() { return ID; }

    @Override
    protected List<CheckResult> check(GenerationContext ctx, AokMapState state) {
        ZonePlan zones = new ZonePlan(ctx, state);
        int size = state.size();
        int[] regions = null; // labelled only when some pair is kept apart (a land map has none)
        List<PlayerStart> starts = state.starts();
        int pairs = 0;
        List<String> joined = new ArrayList<>();
        for (int a = 0; a < starts.size(); a++) {
            for (int b = a + 1; b < starts.size(); b++) {
                PlayerStart pa = starts.get(a);
                PlayerStart pb = starts.get(b);
                if (!zones.apart(pa.player(), pb.player())) continue;
                pairs++;
                if (regions == null) regions = Walking.regions(Walking.byTerrain(state.level()), size);
                int ra = Walking.regionOf(regions, size, pa.x(), pa.y());
                int rb = Walking.regionOf(regions, size, pb.x(), pb.y());
                if (ra >= 0 && ra == rb) joined.add("players " + pa.player() + " and " + pb.player() + " (" + zones.why(pa.player(), pb.player()) + ")");
            }
        }
        if (pairs == 0) return List.of(CheckResult.pass("islands-are-islands", "the script keeps no players on separate islands"));
        if (joined.isEmpty()) {
            return List.of(CheckResult.pass("islands-are-islands", pairs + " pairs of players the script keeps apart have no land path between them"));
        }
        return List.of(CheckResult.fail("islands-are-islands", joined.size() + " of " + pairs
                + " pairs kept apart by the script are joined by land: " + some(joined, 4)));
    }
}
