package org.openaok.mapgen.stages.check;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.data.ObjectType;
import org.openaok.api.data.TerrainRole;
import org.openaok.api.data.TerrainType;
import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.mapgen.stages.object.Footprint;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.mapgen.stages.state.ObjectTypes;
import org.osgi.service.component.annotations.Component;

/**
 * Fish in the water, and every other object on ground it may stand on: each tile an object covers
 * is on the map and of a terrain its restriction allows. Water objects (those no dry land allows)
 * are counted apart, since a fish on the beach is what a player notices first.
 */
@Component(service = MapCheck.class)
public class GroundCheck extends AokCheck {
    public static final String ID = "aok.objects-on-their-ground";

    @Override public String id() { return ID; }

    @Override
    protected List<CheckResult> check(GenerationContext ctx, AokMapState state) {
        MapLevel level = state.level();
        int size = state.size();
        int water = 0;
        int others = 0;
        List<String> wrongWater = new ArrayList<>();
        List<String> wrongOther = new ArrayList<>();
        ObjectTypes types = new ObjectTypes(ctx.data());
        java.util.Map<Integer, Boolean> aquaticByType = new java.util.HashMap<>();
        // objects come in runs of one type (a forest's trees): the last type's answers are kept
        int lastType = Integer.MIN_VALUE;
        ObjectType lastT = null;
        boolean lastAquatic = false;
        for (MapObject o : ctx.objects()) {
            if (o.level() != 0) continue;
            ObjectType t;
            boolean aquatic;
            if (o.type() == lastType && lastT != null) {
                t = lastT;
                aquatic = lastAquatic;
            } else {
                t = types.of(o.type());
                if (t == null) {
                    wrongOther.add("object " + o.type() + " is not in the game data");
                    continue;
                }
                ObjectType found = t;
                aquatic = aquaticByType.computeIfAbsent(t.id(), k -> aquatic(ctx, found));
                lastType = o.type();
                lastT = t;
                lastAquatic = aquatic;
            }
            if (aquatic) water++;
            else others++;
            int left = Footprint.leftOf(t, o);
            int top = Footprint.topOf(t, o);
            String bad = null;
            if (left < 0 || top < 0 || left + t.width() > size || top + t.height() > size) {
                bad = t.name() + " at " + o.tileX() + "," + o.tileY() + " reaches off the map";
            } else {
                for (int y = top; y < top + t.height() && bad == null; y++) {
                    for (int x = left; x < left + t.width(); x++) {
                        int terrain = level.terrain(y * size + x);
                        if (!t.canStandOn(terrain)) {
                            bad = t.name() + " on " + state.terrains().name(terrain) + " at " + x + "," + y;
                            break;
                        }
                    }
                }
            }
            if (bad != null) (aquatic ? wrongWater : wrongOther).add(bad);
        }
        if (wrongWater.isEmpty() && wrongOther.isEmpty()) {
            return List.of(CheckResult.pass("objects-on-their-ground", water + " fish and other water objects in water, "
                    + others + " other objects on ground they may stand on"));
        }
        List<String> all = new ArrayList<>(wrongWater);
        all.addAll(wrongOther);
        return List.of(CheckResult.fail("objects-on-their-ground", wrongWater.size() + " of " + water + " water objects out of the water, "
                + wrongOther.size() + " of " + others + " others on ground they may not stand on: " + some(all, 5)));
    }

    /** Whether no dry land allows the object. */
    private static boolean aquatic(GenerationContext ctx, ObjectType t) {
        for (TerrainType terrain : ctx.data().terrains()) {
            if ((terrain.role() == TerrainRole.LAND || terrain.role() == TerrainRole.BEACH) && t.canStandOn(terrain.id())) return false;
        }
        return true;
    }
}
