package org.openaok.mapgen.stages.check;

import java.util.List;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectType;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.mapgen.stages.object.Footprint;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.mapgen.stages.state.TerrainTable;
import org.openaok.mapgen.stages.state.ObjectTypes;

/**
 * Why two starts that cannot walk to each other are parted: by a forest the script laid (a wall to
 * chop through, as on Michi), by water it laid (a river or canal crossed by ship), or by neither.
 * A forest is the script's when its trees stand on a forest terrain, each the terrain's own tree;
 * water is any terrain land units cannot cross that is not dry land. Neither excuses a parting where
 * a connection joining the two players opens that terrain (replace_terrain to ground they walk, or
 * default_terrain_replacement): there the script says the lands should meet.
 *
 * <p>The two relaxed walking maps are made only when a pair is parted, and once.
 */
final class Parting {
    /** Why a pair is parted, from the cheapest explanation to none. */
    enum Cause { FOREST, WATER, NONE }

    private final AokMapState state;
    private final GameData data;
    private final List<MapObject> objects;
    private final ZonePlan zones;
    /** The relaxed regions, for the set of opened terrains they were made with. */
    private boolean[] madeFor;
    private int[] forestOpen;
    private int[] waterOpen;

    Parting(AokMapState state, GameData data, List<MapObject> objects, ZonePlan zones) {
        this.state = state;
        this.data = data;
        this.objects = objects;
        this.zones = zones;
    }

    /** Why two starts are parted (they cannot walk to each other round Gaia). */
    Cause cause(PlayerStart a, PlayerStart b) {
        boolean[] opened = zones.opened(a.player(), b.player());
        if (opened == null) return Cause.NONE; // a connection lays walkable ground wherever it runs
        if (opened != madeFor) {
            madeFor = opened;
            forestOpen = Walking.regions(relaxed(opened, false), state.size());
            waterOpen = Walking.regions(relaxed(opened, true), state.size());
        }
        int size = state.size();
        if (meet(forestOpen, size, a, b)) return Cause.FOREST;
        if (meet(waterOpen, size, a, b)) return Cause.WATER;
        return Cause.NONE;
    }

    private static boolean meet(int[] regions, int size, PlayerStart a, PlayerStart b) {
        int ra = Walking.regionOf(regions, size, a.x(), a.y());
        return ra >= 0 && ra == Walking.regionOf(regions, size, b.x(), b.y());
    }

    /**
     * Where a land mover walks if the script's own forests (and, with water, its water) were no
     * obstacle, except on terrains a joining connection opens.
     */
    private boolean[] relaxed(boolean[] opened, boolean water) {
        MapLevel level = state.level();
        TerrainTable terrains = state.terrains();
        int size = level.size();
        boolean[] out = Walking.byTerrain(level);
        if (water) {
            for (int i = 0; i < out.length; i++) {
                int t = level.terrain(i);
                if (!out[i] && terrains.water(t) && !open(opened, t)) out[i] = true;
            }
        }
        ObjectTypes types = new ObjectTypes(data);
        for (MapObject o : objects) {
            if (o.owner() != 0 || o.level() != level.index()) continue;
            ObjectType type = types.of(o.type());
            if (type == null || !type.blocks()) continue;
            int left = Footprint.leftOf(type, o);
            int top = Footprint.topOf(type, o);
            for (int y = Math.max(0, top); y < Math.min(size, top + type.height()); y++) {
                for (int x = Math.max(0, left); x < Math.min(size, left + type.width()); x++) {
                    int i = y * size + x;
                    int t = level.terrain(i);
                    boolean scriptForest = terrains.forest(t) && terrains.tree(t) == o.type() && !open(opened, t);
                    boolean scriptWater = water && terrains.water(t) && !open(opened, t);
                    if (!scriptForest && !scriptWater) out[i] = false;
                }
            }
        }
        return out;
    }

    private static boolean open(boolean[] opened, int terrain) {
        return terrain >= 0 && terrain < opened.length && opened[terrain];
    }
}
