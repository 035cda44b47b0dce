package org.openaok.mapgen.stages.check;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.data.ObjectType;
import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.MapObject;
import org.openaok.mapgen.stages.object.Footprint;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.mapgen.stages.state.ObjectTypes;
import org.osgi.service.component.annotations.Component;

/** No two objects on one tile: the footprints of all objects on the surface never overlap. */
@Component(service = MapCheck.class)
public class OneObjectPerTileCheck extends AokCheck {
    public static final String ID = "aok.one-object-per-tile";

    @Override public String id() { return ID; }

    @Override
    protected List<CheckResult> check(GenerationContext ctx, AokMapState state) {
        int size = state.size();
        int[] first = new int[size * size];
        List<MapObject> objects = ctx.objects();
        List<String> clashes = new ArrayList<>();
        int clashCount = 0;
        int covered = 0;
        ObjectTypes types = new ObjectTypes(ctx.data());
        for (int k = 0; k < objects.size(); k++) {
            MapObject o = objects.get(k);
            if (o.level() != 0) continue;
            ObjectType t = types.of(o.type());
            if (t == null) continue;
            int left = Footprint.leftOf(t, o);
            int top = Footprint.topOf(t, o);
            for (int y = Math.max(0, top); y < Math.min(size, top + t.height()); y++) {
                for (int x = Math.max(0, left); x < Math.min(size, left + t.width()); x++) {
                    int i = y * size + x;
                    if (first[i] == 0) {
                        first[i] = k + 1;
                        covered++;
                    } else {
                        clashCount++;
                        if (clashes.size() < 5) {
                            MapObject other = objects.get(first[i] - 1);
                            ObjectType ot = types.of(other.type());
                            clashes.add(t.name() + " and " + (ot == null ? "?" : ot.name())
                                    + " on " + x + "," + y);
                        }
                    }
                }
            }
        }
        if (clashCount == 0) {
            return List.of(CheckResult.pass("one-object-per-tile", objects.size() + " objects cover " + covered + " tiles, none shared"));
        }
        return List.of(CheckResult.fail("one-object-per-tile", clashCount + " tiles hold two objects: " + some(clashes, 5)));
    }
}
