package org.openaok.zones.check;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.openaok.api.data.ObjectKind;
import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.MovementClass;
import org.openaok.zones.fill.FillState;
import org.openaok.zones.fill.Sites;
import org.openaok.zones.plan.ZonePlan;
import org.openaok.zones.template.ConnectionType;
import org.osgi.service.component.annotations.Component;

/**
 * Every template connection exists on the map as a way of its type: neighbours on one level
 * joined through open tiles side by side across their border (a wide one along at least three
 * tiles, or all of a shorter border), guarded ones with a guard standing by the way; otherwise a
 * gate or portal at each end, standing where it was put, reached over open ground, or a dock on
 * each coast of one body of water. Fictive and repulsive connections must make no way.
 */
@Component(service = MapCheck.class)
public class ConnectionsCheck extends ZonesCheck {
    @Override public String id() { return "zones.connections"; }

    @Override
    CheckResult check(GenerationContext ctx, FillState state) {
        ZonePlan plan = state.plan();
        int size = state.size();
        Map<Long, List<MapObject>> objects = byTile(ctx);
        List<String> wrong = new ArrayList<>();
        Map<Sites.PassageKind, Integer> kinds = new EnumMap<>(Sites.PassageKind.class);
        int minGuard = plan.mapping().guards().minValue();
        for (ZonePlan.Link link : plan.links()) {
            String name = link.spec().label() + " (" + link.spec().type().json() + ")";
            Sites.Passage p = state.passage(link.index()).orElse(null);
            if (p == null) {
                wrong.add(name + ": not made");
                continue;
            }
            kinds.merge(p.kind(), 1, Integer::sum);
            ConnectionType type = link.spec().type();
            if (!type.passable()) {
                if (p.kind() != Sites.PassageKind.NONE) wrong.add(name + ": made a way it should not");
                continue;
            }
            if (p.kind() == Sites.PassageKind.NONE) {
                wrong.add(name + ": no way was made");
                continue;
            }
            boolean adjacent = state.layout().adjacent(p.a(), p.b());
            boolean islands = plan.water() == org.openaok.zones.template.WaterContent.ISLANDS;
            if (type == ConnectionType.FORCE_PORTAL && p.kind() != Sites.PassageKind.PORTAL) wrong.add(name + ": not portals");
            if (type == ConnectionType.WIDE && adjacent && !islands && p.kind() != Sites.PassageKind.WIDE && roomyBorder(ctx, state, p.a(), p.b())) {
                wrong.add(name + ": neighbours with room on their border, but not opened wide");
            }
            String why = switch (p.kind()) {
                case LAND, WIDE -> across(ctx, state, p, type);
                case GATE, PORTAL -> ends(ctx, state, p, objects, size);
                case WATER -> sea(ctx, state, p, objects, size);
                case NONE -> null;
            };
            if (why != null) wrong.add(name + ": " + why);
            if (link.spec().guard() >= minGuard && type != ConnectionType.WIDE) {
                long guards = p.guards().stream().filter(g -> objects.getOrDefault(key(size, g.level(), g.tile()), List.of()).stream()
                        .anyMatch(o -> o.type() == g.object() && ctx.data().object(o.type()).map(t -> t.kind() == ObjectKind.PREDATOR).orElse(false)))
                        .count();
                if (guards == 0) wrong.add(name + ": guard " + link.spec().guard() + " asked for, none stands by the way");
                else if (!near(p, state, size)) wrong.add(name + ": its guard stands away from the way");
            }
        }
        String summary = plan.links().size() + " connections: " + kinds.entrySet().stream()
                .map(e -> e.getValue() + " " + e.getKey().name().toLowerCase(java.util.Locale.ROOT)).toList();
        return wrong.isEmpty() ? CheckResult.pass(id(), summary) : CheckResult.fail(id(), summary + "; " + list(wrong));
    }

    /** How far into each zone a wide opening may dig to reach the zone's interior. */
    static final int WIDE_DEPTH = 8;

    /**
     * Whether two zones have room for a wide opening: a side-by-side pair of land tiles on their
     * border, with no third zone beside either, from which a straight dig reaches each zone's main
     * interior (ground no other zone touches, in its largest piece) within {@link #WIDE_DEPTH} tiles
     * without passing beside a third zone. Worked out from the tiles' zones alone.
     */
    private static boolean roomyBorder(GenerationContext ctx, FillState state, int a, int b) {
        int size = state.size();
        MapLevel map = ctx.map().level(state.layout().level(a));
        boolean[] ia = interior(ctx, state, map, a), ib = interior(ctx, state, map, b);
        int[][] sides = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int t : state.layout().tiles(a)) {
            int x = t % size, y = t / size;
            for (int[] s : sides) {
                int nx = x + s[0], ny = y + s[1];
                if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                int u = ny * size + nx;
                if (map.zone(u) != b || !land(ctx, map, t) || !land(ctx, map, u)) continue;
                if (third(map, t, a, b, size) || third(map, u, a, b, size)) continue;
                if (digs(ctx, map, t, -s[0], -s[1], a, b, ia, size) && digs(ctx, map, u, s[0], s[1], b, a, ib, size)) return true;
            }
        }
        return false;
    }

    private static boolean digs(GenerationContext ctx, MapLevel map, int from, int dx, int dy, int zone, int other, boolean[] interior, int size) {
        int x = from % size, y = from / size;
        for (int k = 0; k <= WIDE_DEPTH; k++) {
            if (x < 0 || y < 0 || x >= size || y >= size) return false;
            int t = y * size + x;
            if (map.zone(t) != zone || !land(ctx, map, t) || third(map, t, zone, other, size)) return false;
            if (interior[t]) return true;
            x += dx;
            y += dy;
        }
        return false;
    }

    /** A zone's main interior: its land tiles no other land zone touches, in their largest 8-connected piece. */
    private static boolean[] interior(GenerationContext ctx, FillState state, MapLevel map, int zone) {
        int size = state.size();
        boolean[] inner = new boolean[size * size];
        for (int t : state.layout().tiles(zone)) {
            if (!land(ctx, map, t)) continue;
            boolean touches = false;
            int x = t % size, y = t / size;
            for (int dy = -1; dy <= 1 && !touches; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = x + dx, ny = y + dy;
                    if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                    int o = map.zone(ny * size + nx);
                    if (o != zone && state.plan().zone(o).kind() != org.openaok.zones.plan.ZonePlan.Kind.WATER) touches = true;
                }
            }
            inner[t] = !touches;
        }
        int[] label = new int[size * size];
        java.util.Arrays.fill(label, -1);
        int best = -1, bestSize = 0, labels = 0;
        for (int s : state.layout().tiles(zone)) {
            if (!inner[s] || label[s] >= 0) continue;
            ArrayDeque<Integer> q = new ArrayDeque<>();
            q.add(s);
            label[s] = labels;
            int n = 0;
            while (!q.isEmpty()) {
                int t = q.poll();
                n++;
                int x = t % size, y = t / size;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx, ny = y + dy;
                        if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                        int u = ny * size + nx;
                        if (inner[u] && label[u] < 0) {
                            label[u] = labels;
                            q.add(u);
                        }
                    }
                }
            }
            if (n > bestSize) {
                bestSize = n;
                best = labels;
            }
            labels++;
        }
        for (int t = 0; t < inner.length; t++) inner[t] = inner[t] && label[t] == best;
        return inner;
    }

    private static boolean land(GenerationContext ctx, MapLevel map, int t) {
        return ctx.data().terrain(map.terrain(t)).map(x -> !x.water()).orElse(false);
    }

    private static boolean third(MapLevel map, int t, int a, int b, int size) {
        int x = t % size, y = t / size;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int nx = x + dx, ny = y + dy;
                if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                int z = map.zone(ny * size + nx);
                if (z != a && z != b) return true;
            }
        }
        return false;
    }

    /** Guards stand within three tiles of the way's crossing or ends. */
    private static boolean near(Sites.Passage p, FillState state, int size) {
        for (Sites.Placed g : p.guards()) {
            boolean ok = false;
            List<Integer> spots = new ArrayList<>();
            for (int t : p.crossings()) spots.add(t);
            spots.add(p.endA());
            spots.add(p.endB());
            for (int t : spots) {
                if (t >= 0 && Math.max(Math.abs(t % size - g.tile() % size), Math.abs(t / size - g.tile() / size)) <= 3) ok = true;
            }
            if (!ok) return false;
        }
        return true;
    }

    private static String across(GenerationContext ctx, FillState state, Sites.Passage p, ConnectionType type) {
        int level = state.layout().level(p.a());
        MapLevel map = ctx.map().level(level);
        int size = state.size();
        int open = 0, pairs = p.crossings().length / 2;
        for (int k = 0; k + 1 < p.crossings().length; k += 2) {
            int ta = p.crossings()[k], tb = p.crossings()[k + 1];
            if (map.zone(ta) != p.a() || map.zone(tb) != p.b()) return "crossing " + xy(ta, size) + " is not on the border of the two zones";
            if (Math.max(Math.abs(ta % size - tb % size), Math.abs(ta / size - tb / size)) != 1) return "crossing tiles are not side by side";
            if (map.passable(ta, MovementClass.LAND) && map.passable(tb, MovementClass.LAND)) open++;
        }
        if (open == 0) return "the crossing at " + xy(p.crossings()[0], size) + " is blocked";
        if (type == ConnectionType.WIDE && open < Math.min(3, pairs)) return "only " + open + " of " + pairs + " border tiles open";
        return null;
    }

    private static String ends(GenerationContext ctx, FillState state, Sites.Passage p, Map<Long, List<MapObject>> objects, int size) {
        for (Sites.Placed m : p.markers()) {
            boolean there = objects.getOrDefault(key(size, m.level(), m.tile()), List.of()).stream().anyMatch(o -> o.type() == m.object());
            if (!there) return "no " + ctx.data().object(m.object()).map(t -> t.name()).orElse("marker") + " at " + xy(m.tile(), size) + " on level " + m.level();
        }
        if (p.markers().size() != 2) return p.markers().size() + " ends instead of 2";
        int la = state.layout().level(p.a()), lb = state.layout().level(p.b());
        if (!ctx.map().level(la).passable(p.endA(), MovementClass.LAND) || ctx.map().level(la).zone(p.endA()) != p.a()) return "zone a's end cannot be reached";
        if (!ctx.map().level(lb).passable(p.endB(), MovementClass.LAND) || ctx.map().level(lb).zone(p.endB()) != p.b()) return "zone b's end cannot be reached";
        if (p.kind() == Sites.PassageKind.GATE && (p.markers().get(0).tile() != p.markers().get(1).tile() || la == lb)) {
            return "the gates are not one above the other";
        }
        return null;
    }

    private static String sea(GenerationContext ctx, FillState state, Sites.Passage p, Map<Long, List<MapObject>> objects, int size) {
        String e = ends(ctx, state, p, objects, size);
        if (e != null) return e;
        MapLevel map = ctx.map().level(state.layout().level(p.a()));
        int from = p.crossings()[0], to = p.crossings()[1];
        boolean[] seen = new boolean[size * size];
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.add(from);
        seen[from] = true;
        while (!q.isEmpty()) {
            int t = q.poll();
            if (t == to) return null;
            int x = t % size, y = t / size;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = x + dx, ny = y + dy;
                    if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                    int u = ny * size + nx;
                    if (!seen[u] && (map.terrainPassable(u) & MovementClass.WATER.bit()) != 0) {
                        seen[u] = true;
                        q.add(u);
                    }
                }
            }
        }
        return "no water joins the docks";
    }

    static String xy(int t, int size) { return "(" + t % size + ", " + t / size + ")"; }
}
