package org.openaok.rec.measure;

import java.util.Map;
import java.util.TreeMap;

import org.openaok.api.data.GameData;
import org.openaok.api.data.TerrainRole;
import org.openaok.api.data.TerrainType;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;

/**
 * Which of a script's variants a map is (a desert Arabia or a grass one): its dominant land
 * terrain (the most tiles of dry, passable ground that is no forest) and its dominant forest.
 */
public record Variant(String land, String forest) {
    public static Variant of(GameMap map, GameData data) {
        MapLevel level = map.surface();
        Map<Integer, Integer> land = new TreeMap<>();
        Map<Integer, Integer> forest = new TreeMap<>();
        for (int i = 0; i < level.tiles(); i++) {
            TerrainType t = data.terrain(level.terrain(i)).orElse(null);
            if (t == null) continue;
            if (t.forest()) forest.merge(t.id(), 1, Integer::sum);
            else if (t.role() == TerrainRole.LAND) land.merge(t.id(), 1, Integer::sum);
        }
        return new Variant(dominant(land, data), dominant(forest, data));
    }

    private static String dominant(Map<Integer, Integer> counts, GameData data) {
        int best = -1;
        int most = 0;
        for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
            if (e.getValue() > most) {
                most = e.getValue();
                best = e.getKey();
            }
        }
        return best < 0 ? "-" : MapMeasures.terrainName(data, best);
    }

    @Override
    public String toString() { return land + "/" + forest; }
}
