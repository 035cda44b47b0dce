package org.openaok.stats;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectKind;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.ResourceKind;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.stats.MapAnalyzer;
import org.openaok.api.stats.MapStats;
import org.openaok.api.stats.PlayerStats;
import org.osgi.service.component.annotations.Component;

/** Measures each player's lot on a map and the spread between players. */
@Component(service = MapAnalyzer.class)
public class FairnessAnalyzer implements MapAnalyzer {
    /** A distance that could not be walked counts as this far when spreads are taken. */
    static final int FAR = 999;
    /** How near a start a walker must come to reach the town standing on it (a Town Center covers 4 x 4). */
    static final int TOWN_REACH = 3;
    /** A tree is part of a wood line when this many trees stand within two tiles of it. */
    static final int WOOD_LINE_TREES = 4;

    @Override
    public MapStats analyze(GameMap map, GameData data) {
        MapLevel level = map.surface();
        List<MapObject> objects = map.objects().list();
        boolean[] tree = trees(level, objects, data);
        List<PlayerStats> players = new ArrayList<>();
        List<WalkingDistances> walks = new ArrayList<>();
        for (PlayerStart s : map.starts()) walks.add(new WalkingDistances(level, s.x(), s.y()));
        List<PlayerStart> starts = map.starts();
        for (int p = 0; p < starts.size(); p++) {
            PlayerStart s = starts.get(p);
            WalkingDistances walk = walks.get(p);
            Map<ResourceKind, Integer> w10 = new EnumMap<>(ResourceKind.class);
            Map<ResourceKind, Integer> w20 = new EnumMap<>(ResourceKind.class);
            Map<ResourceKind, Integer> w30 = new EnumMap<>(ResourceKind.class);
            int gold = WalkingDistances.UNREACHABLE;
            int stone = WalkingDistances.UNREACHABLE;
            int forage = WalkingDistances.UNREACHABLE;
            int wood = WalkingDistances.UNREACHABLE;
            for (MapObject o : objects) {
                if (o.level() != 0 || (o.owner() != 0 && o.owner() != s.player())) continue;
                ObjectType t = data.object(o.type()).orElse(null);
                if (t == null || t.resource() == ResourceKind.NONE) continue;
                int dx = o.tileX() - s.x();
                int dy = o.tileY() - s.y();
                int d2 = dx * dx + dy * dy;
                if (d2 <= 900) w30.merge(t.resource(), t.amount(), Integer::sum);
                if (d2 <= 400) w20.merge(t.resource(), t.amount(), Integer::sum);
                if (d2 <= 100) w10.merge(t.resource(), t.amount(), Integer::sum);
                if (t.kind() == ObjectKind.MINE && t.resource() == ResourceKind.GOLD) gold = Math.min(gold, walk.toReach(o.tileX(), o.tileY()));
                else if (t.kind() == ObjectKind.MINE && t.resource() == ResourceKind.STONE) stone = Math.min(stone, walk.toReach(o.tileX(), o.tileY()));
                else if (t.kind() == ObjectKind.FORAGE) forage = Math.min(forage, walk.toReach(o.tileX(), o.tileY()));
                else if (t.kind() == ObjectKind.TREE && woodLine(tree, level.size(), o.tileX(), o.tileY())) {
                    wood = Math.min(wood, walk.toReach(o.tileX(), o.tileY()));
                }
            }
            int enemy = 0;
            int straight = Integer.MAX_VALUE;
            int walked = WalkingDistances.UNREACHABLE;
            for (PlayerStart e : starts) {
                if (e.player() == s.player() || (s.team() != 0 && e.team() == s.team())) continue;
                walked = Math.min(walked, walk.toReach(e.x(), e.y(), TOWN_REACH));
                int dx = e.x() - s.x();
                int dy = e.y() - s.y();
                straight = Math.min(straight, isqrt(dx * dx + dy * dy));
            }
            if (straight != Integer.MAX_VALUE) enemy = walked != WalkingDistances.UNREACHABLE ? walked : -straight;
            players.add(new PlayerStats(s.player(), s.team(), s.x(), s.y(), w10, w20, w30, steps(gold), steps(stone),
                    steps(forage), steps(wood), walk.reachable, enemy));
        }
        Map<String, Integer> spread = new LinkedHashMap<>();
        for (String m : PlayerStats.MEASURES) {
            int min = Integer.MAX_VALUE;
            int max = Integer.MIN_VALUE;
            for (PlayerStats ps : players) {
                int v = ps.measure(m);
                if (v < 0 && m.startsWith("dist_")) v = FAR;
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
            spread.put(m, players.isEmpty() ? 0 : max - min);
        }
        return new MapStats(players, spread);
    }

    private static int steps(int s) {
        return s == WalkingDistances.UNREACHABLE ? -1 : s;
    }

    private static boolean[] trees(MapLevel level, List<MapObject> objects, GameData data) {
        boolean[] t = new boolean[level.tiles()];
        for (MapObject o : objects) {
            if (o.level() != 0) continue;
            ObjectType type = data.object(o.type()).orElse(null);
            if (type != null && type.kind() == ObjectKind.TREE) t[o.tileY() * level.size() + o.tileX()] = true;
        }
        return t;
    }

    private static boolean woodLine(boolean[] tree, int size, int x, int y) {
        int n = 0;
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int nx = x + dx;
                int ny = y + dy;
                if ((dx != 0 || dy != 0) && nx >= 0 && ny >= 0 && nx < size && ny < size && tree[ny * size + nx]) n++;
            }
        }
        return n >= WOOD_LINE_TREES;
    }

    static int isqrt(int v) {
        int r = (int) Math.sqrt(v);
        while (r * r > v) r--;
        while ((r + 1) * (r + 1) <= v) r++;
        return r;
    }
}
