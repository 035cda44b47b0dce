package org.openaok.rec.measure;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectKind;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.ResourceKind;
import org.openaok.api.data.TerrainRole;
import org.openaok.api.data.TerrainType;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.stats.MapStats;
import org.openaok.api.stats.PlayerStats;

/**
 * Measures a map, recorded or generated alike, where a player looks first: the elevation's
 * histogram, the terrains' shares (forest, water, beach), what each player has near the start, the
 * resources placed map-wide beyond every player's even share, the animals, the trees by each Town
 * Center, how far apart the starts lie, the cliffs and the ground beside them, the fish.
 */
public final class MapMeasures {
    /** Trees between these distances from a Town Center's centre count as its stragglers (tiles). */
    static final double STRAGGLER_NEAR = 3.5;
    static final double STRAGGLER_FAR = 8.5;
    /** Tiles within this many of a cliff piece (eight ways) are beside it. */
    static final int CLIFF_SIDE = 2;
    /** Resource measures taken from the fairness statistics, as means over the players. */
    static final List<String> PLAYER_MEASURES = List.of("food_10", "wood_10", "gold_10", "stone_10", "food_20", "wood_20",
            "gold_20", "stone_20", "food_30", "wood_30", "gold_30", "stone_30", "dist_gold", "dist_stone", "dist_forage", "dist_wood");

    private MapMeasures() {}

    /**
     * @param stats the map's fairness statistics, or null to leave the players' measures out
     */
    public static List<Measure> of(GameMap map, GameData data, MapStats stats) {
        List<Measure> out = new ArrayList<>();
        MapLevel level = map.surface();
        int n = level.tiles();
        List<MapObject> objects = map.objects().list();
        ObjectType[] types = new ObjectType[objects.size()];
        for (int i = 0; i < objects.size(); i++) types[i] = data.object(objects.get(i).type()).orElse(null);

        int[] elevation = new int[8];
        Map<Integer, Integer> terrains = new TreeMap<>();
        int forest = 0;
        int water = 0;
        int beach = 0;
        for (int i = 0; i < n; i++) {
            elevation[Math.min(7, level.elevation(i))]++;
            terrains.merge(level.terrain(i), 1, Integer::sum);
            TerrainType t = data.terrain(level.terrain(i)).orElse(null);
            if (t == null) continue;
            if (t.forest()) forest++;
            if (t.water()) water++;
            if (t.role() == TerrainRole.BEACH) beach++;
        }
        for (int e = 0; e < 8; e++) out.add(share("elevation." + e, "tiles at elevation " + e + (e == 7 ? " or more" : ""), elevation[e], n));
        terrains.forEach((id, count) -> out.add(share("terrain." + terrainName(data, id), "tiles of " + terrainName(data, id), count, n)));
        out.add(share("land.forest", "forest tiles", forest, n));
        out.add(share("land.water", "water tiles", water, n));
        out.add(share("land.beach", "beach tiles", beach, n));

        if (stats != null && !stats.players().isEmpty()) {
            for (String m : PLAYER_MEASURES) {
                double sum = 0;
                int count = 0;
                for (PlayerStats p : stats.players()) {
                    int v = p.measure(m);
                    if (v < 0) continue;
                    sum += v;
                    count++;
                }
                boolean distance = m.startsWith("dist_");
                out.add(new Measure("player." + m, distance ? "tiles to walk to the nearest " + m.substring(5) + " (mean of players)"
                        : m.replace('_', ' ') + " tiles: amount within (mean of players)",
                        distance ? Unit.TILES : Unit.COUNT, count == 0 ? -1 : sum / count, ""));
            }
        }

        int players = Math.max(1, map.starts().size());
        int gold = 0;
        int stone = 0;
        int forage = 0;
        int relics = 0;
        int trees = 0;
        int predators = 0;
        int birds = 0;
        int hunt = 0;
        int herdables = 0;
        int fish = 0;
        int shoreFish = 0;
        for (int i = 0; i < objects.size(); i++) {
            ObjectType t = types[i];
            if (t == null || objects.get(i).level() != 0) continue;
            switch (t.kind()) {
                case MINE -> {
                    if (t.resource() == ResourceKind.GOLD) gold++;
                    else if (t.resource() == ResourceKind.STONE) stone++;
                }
                case FORAGE -> forage++;
                case RELIC -> relics++;
                case TREE -> trees++;
                case PREDATOR -> predators++;
                case HUNTABLE -> hunt++;
                case HERDABLE -> herdables++;
                case FISH -> {
                    fish++;
                    if (t.name().equals("SHORE_FISH")) shoreFish++;
                }
                case DECORATION -> {
                    if (t.name().equals("HAWK") || t.name().equals("MACAW")) birds++;
                }
                default -> { }
            }
        }
        out.add(count("objects.gold", "gold mines", gold, ""));
        out.add(count("objects.stone", "stone mines", stone, ""));
        out.add(count("objects.forage", "forage bushes", forage, ""));
        out.add(count("objects.relics", "relics", relics, ""));
        out.add(count("objects.trees", "trees", trees, ""));

        List<Tc> tcs = townCenters(map, data, objects, types);
        Extras.add(out, "gold", "gold", objects, types, tcs, t -> t.kind() == ObjectKind.MINE && t.resource() == ResourceKind.GOLD);
        Extras.add(out, "stone", "stone", objects, types, tcs, t -> t.kind() == ObjectKind.MINE && t.resource() == ResourceKind.STONE);
        Extras.add(out, "forage", "forage", objects, types, tcs, t -> t.kind() == ObjectKind.FORAGE);

        out.add(perPlayer("animals.predators", "wolves and other predators per player", predators, players));
        out.add(perPlayer("animals.birds", "hawks (and macaws) per player", birds, players));
        out.add(perPlayer("animals.hunt", "deer, boar and other hunt per player", hunt, players));
        out.add(perPlayer("animals.herdables", "sheep and other herdables per player", herdables, players));

        starts(out, map, objects, types, tcs);
        woods(out, level, data, tcs);
        cliffs(out, level, data, objects, types);
        out.add(count("fish.all", "fish", fish, ""));
        out.add(count("fish.shore", "shore fish", shoreFish, ""));
        return out;
    }

    /** A player's Town Center (or, without one, the start): its centre in tiles. */
    record Tc(int player, double x, double y) {}

    static List<Tc> townCenters(GameMap map, GameData data, List<MapObject> objects, ObjectType[] types) {
        List<Tc> out = new ArrayList<>();
        for (PlayerStart s : map.starts()) {
            Tc tc = new Tc(s.player(), s.x() + 0.5, s.y() + 0.5);
            for (int i = 0; i < objects.size(); i++) {
                MapObject o = objects.get(i);
                if (o.owner() == s.player() && types[i] != null && types[i].name().equals("TOWN_CENTER")) {
                    tc = new Tc(s.player(), o.x() / (double) MapObject.UNITS_PER_TILE, o.y() / (double) MapObject.UNITS_PER_TILE);
                    break;
                }
            }
            out.add(tc);
        }
        return out;
    }

    private static void starts(List<Measure> out, GameMap map, List<MapObject> objects, ObjectType[] types, List<Tc> tcs) {
        double strayMean = 0;
        int strayMin = Integer.MAX_VALUE;
        double nearMean = 0;
        double nearMin = Double.MAX_VALUE;
        double centreMean = 0;
        double half = map.size() / 2.0;
        for (Tc tc : tcs) {
            int stray = 0;
            for (int i = 0; i < objects.size(); i++) {
                if (types[i] == null || types[i].kind() != ObjectKind.TREE) continue;
                double d = Math.hypot(objects.get(i).x() / (double) MapObject.UNITS_PER_TILE - tc.x(),
                        objects.get(i).y() / (double) MapObject.UNITS_PER_TILE - tc.y());
                if (d >= STRAGGLER_NEAR && d <= STRAGGLER_FAR) stray++;
            }
            strayMean += stray;
            strayMin = Math.min(strayMin, stray);
            double nearest = Double.MAX_VALUE;
            for (Tc other : tcs) if (other != tc) nearest = Math.min(nearest, Math.hypot(other.x() - tc.x(), other.y() - tc.y()));
            if (nearest != Double.MAX_VALUE) {
                nearMean += nearest;
                nearMin = Math.min(nearMin, nearest);
            }
            centreMean += Math.hypot(tc.x() - half, tc.y() - half);
        }
        int k = Math.max(1, tcs.size());
        String range = String.format(Locale.ROOT, "%.1f-%.1f", STRAGGLER_NEAR, STRAGGLER_FAR);
        out.add(new Measure("starts.trees", "trees " + range + " tiles from a Town Center (mean)", Unit.COUNT, strayMean / k, ""));
        out.add(new Measure("starts.trees_min", "trees " + range + " tiles from a Town Center (fewest)", Unit.COUNT,
                tcs.isEmpty() ? 0 : strayMin, ""));
        if (tcs.size() > 1) {
            out.add(new Measure("starts.nearest", "tiles from a start to the nearest other (mean)", Unit.TILES, nearMean / k, ""));
            out.add(new Measure("starts.nearest_min", "tiles between the two closest starts", Unit.TILES, nearMin, ""));
        }
        out.add(new Measure("starts.centre", "tiles from a start to the map's centre (mean)", Unit.TILES, centreMean / k, ""));
    }

    /**
     * How near the woods come to each Town Center: the distance from its centre to the centre of
     * the nearest forest tile, mean and least over the Town Centers (left out on a map without
     * forest). set_avoid_player_start_areas decides it.
     */
    private static void woods(List<Measure> out, MapLevel level, GameData data, List<Tc> tcs) {
        int size = level.size();
        int[] forest = new int[level.tiles()];
        int count = 0;
        for (int i = 0; i < level.tiles(); i++) {
            TerrainType t = data.terrain(level.terrain(i)).orElse(null);
            if (t != null && t.forest()) forest[count++] = i;
        }
        if (count == 0 || tcs.isEmpty()) return;
        double mean = 0;
        double least = Double.MAX_VALUE;
        for (Tc tc : tcs) {
            double nearest = Double.MAX_VALUE;
            for (int k = 0; k < count; k++) {
                double dx = forest[k] % size + 0.5 - tc.x();
                double dy = forest[k] / size + 0.5 - tc.y();
                nearest = Math.min(nearest, dx * dx + dy * dy);
            }
            nearest = Math.sqrt(nearest);
            mean += nearest;
            least = Math.min(least, nearest);
        }
        out.add(new Measure("starts.woods", "tiles from a Town Center to the nearest forest (mean)", Unit.TILES, mean / tcs.size(), ""));
        out.add(new Measure("starts.woods_min", "tiles from a Town Center to the nearest forest (least)", Unit.TILES, least, ""));
    }

    private static void cliffs(List<Measure> out, MapLevel level, GameData data, List<MapObject> objects, ObjectType[] types) {
        int size = level.size();
        boolean[] beside = new boolean[level.tiles()];
        int pieces = 0;
        for (int i = 0; i < objects.size(); i++) {
            if (types[i] == null || types[i].kind() != ObjectKind.CLIFF) continue;
            pieces++;
            int cx = objects.get(i).tileX();
            int cy = objects.get(i).tileY();
            for (int y = Math.max(0, cy - CLIFF_SIDE); y <= Math.min(size - 1, cy + CLIFF_SIDE); y++) {
                for (int x = Math.max(0, cx - CLIFF_SIDE); x <= Math.min(size - 1, cx + CLIFF_SIDE); x++) beside[y * size + x] = true;
            }
        }
        out.add(count("cliffs.pieces", "cliff pieces", pieces, ""));
        int all = 0;
        Map<Integer, Integer> byTerrain = new TreeMap<>();
        for (int i = 0; i < beside.length; i++) {
            if (!beside[i]) continue;
            all++;
            byTerrain.merge(level.terrain(i), 1, Integer::sum);
        }
        out.add(share("cliffs.beside", "tiles within " + CLIFF_SIDE + " of a cliff", all, level.tiles()));
        byTerrain.forEach((id, c) -> out.add(share("cliffs.beside." + terrainName(data, id),
                "tiles of " + terrainName(data, id) + " within " + CLIFF_SIDE + " of a cliff", c, level.tiles())));
    }

    static String terrainName(GameData data, int id) {
        return data.terrain(id).map(TerrainType::name).orElse("#" + id);
    }

    private static Measure share(String name, String label, int count, int of) {
        return new Measure(name, label, Unit.PERCENT, of == 0 ? 0 : 100.0 * count / of, "");
    }

    private static Measure count(String name, String label, int count, String detail) {
        return new Measure(name, label, Unit.COUNT, count, detail);
    }

    private static Measure perPlayer(String name, String label, int count, int players) {
        return new Measure(name, label, Unit.COUNT, count / (double) players, "");
    }

    /** Sorted, for details. */
    static String sizes(int[] s) {
        int[] c = s.clone();
        Arrays.sort(c);
        StringBuilder b = new StringBuilder();
        for (int i = c.length - 1; i >= 0; i--) b.append(b.length() == 0 ? "" : "+").append(c[i]);
        return b.toString();
    }
}
