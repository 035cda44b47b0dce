package org.openaok.mapgen.stages.check;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.PlayerStart;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.mapgen.stages.state.Land;
import org.osgi.service.component.annotations.Component;

/** Every start on its own land: each player has a start, on dry ground of a land that is the player's. */
@Component(service = MapCheck.class)
public class StartsCheck extends AokCheck {
    public static final String ID = "aok.every-start-on-its-own-land";

    @Override public String id() { return ID; }

    @Override
    protected List<CheckResult> check(GenerationContext ctx, AokMapState state) {
        int size = state.size();
        List<String> wrong = new ArrayList<>();
        for (int p = 1; p <= state.players(); p++) {
            PlayerStart s = state.start(p);
            if (s == null) {
                wrong.add("player " + p + " has no start");
                continue;
            }
            if (s.x() < 0 || s.y() < 0 || s.x() >= size || s.y() >= size) {
                wrong.add("player " + p + " starts off the map at " + s.x() + "," + s.y());
                continue;
            }
            int i = s.y() * size + s.x();
            if (!state.terrains().land(state.level().terrain(i))) {
                wrong.add("player " + p + " starts on " + state.terrains().name(state.level().terrain(i)));
            }
            int l = state.lands().landAt(i);
            Land land = l >= 0 ? state.lands().get(l) : null;
            if (land == null) wrong.add("player " + p + " starts on no land (" + s.x() + "," + s.y() + ")");
            else if (land.player() != p) wrong.add("player " + p + " starts on " + land);
        }
        if (wrong.isEmpty()) return List.of(CheckResult.pass("every-start-on-its-own-land", state.players() + " players each start on dry ground of their own land"));
        return List.of(CheckResult.fail("every-start-on-its-own-land", some(wrong, 4)));
    }
}
