package org.openaok.zones.fill;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.openaok.api.data.ObjectType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.ObjectTally;
import org.openaok.api.random.RandomStream;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.zones.mapping.GameMapping;
import org.openaok.zones.placement.ZoneLayout;
import org.openaok.zones.plan.ZonePlan;
import org.openaok.zones.template.ConnectionType;
import org.openaok.zones.template.WaterContent;
import org.osgi.service.component.annotations.Component;

/**
 * Makes every template connection a way between its zones ({@code zones.connections}, map-wide
 * because each way crosses two zones). Neighbours on one level get a passage through the border,
 * two tiles wide, held by a guard as strong as the connection's value; a wide connection opens
 * the whole shared border. Zones on different levels get a gate on each level where they overlap;
 * zones the sea parts (or all zones, with islands) get a dock on each coast; whatever cannot be
 * joined so, and forcePortal connections, get a pair of portals. Fictive and repulsive
 * connections make no way. Connections are made in the template's order, from this run's stream.
 */
@Component(service = Stage.class)
public class ConnectionStage extends ZonesStage {
    public static final String ID = "zones.connections";

    /** Seal tiles a passage may dig through before it reaches a zone's interior. */
    static final int DEPTH = 4;
    /** The same for a wide opening, which may dig farther to open more of the border. */
    static final int WIDE_DEPTH = 8;

    @Override public String id() { return ID; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.afterAll(MaskStage.ID)); }

    @Override
    public void run(GenerationContext ctx) {
        FillState state = ctx.get(FillState.KEY);
        ZonePlan plan = state.plan;
        ZoneLayout layout = state.layout;
        RandomStream r = ctx.random();
        int[][] waterBody = new int[plan.levels()][];
        for (int l = 0; l < plan.levels(); l++) waterBody[l] = waterBodies(state.mask[l], state.size);
        Area[] areas = new Area[plan.zones().size()];
        for (ZonePlan.PlanZone z : plan.zones()) areas[z.id()] = new Area(state, z.id(), ctx.map().level(z.level()));
        for (ZonePlan.Link link : plan.links()) {
            ctx.checkpoint();
            ConnectionType type = link.spec().type();
            int a = link.a(), b = link.b();
            if (!type.passable()) {
                state.passages.add(new Sites.Passage(link.index(), Sites.PassageKind.NONE, a, b, new int[0], -1, -1, List.of(), List.of(), 0));
                continue;
            }
            Built made = null;
            boolean sameLevel = layout.level(a) == layout.level(b);
            if (type != ConnectionType.FORCE_PORTAL) {
                if (!sameLevel) made = gate(ctx, state, areas[a], areas[b], r);
                else if (plan.water() == WaterContent.ISLANDS && plan.zone(a).land() && plan.zone(b).land()) {
                    made = water(ctx, state, areas[a], areas[b], waterBody[layout.level(a)], r);
                } else if (layout.adjacent(a, b)) {
                    made = type == ConnectionType.WIDE ? wide(state, areas[a], areas[b]) : null;
                    // a wide connection whose border cannot be opened along its length still gets a passage
                    if (made == null) made = land(state, areas[a], areas[b], r);
                }
                if (made == null && sameLevel) made = water(ctx, state, areas[a], areas[b], waterBody[layout.level(a)], r);
            }
            if (made == null) made = portal(ctx, state, areas[a], areas[b], r);
            if (made == null) {
                ctx.diagnostics().error("zones-connection", "connection " + link.spec().label() + " of template '" + plan.template().name()
                        + "' could not be made: neither zone has room for a way out");
                state.passages.add(new Sites.Passage(link.index(), Sites.PassageKind.NONE, a, b, new int[0], -1, -1, List.of(), List.of(), 0));
                continue;
            }
            int value = type == ConnectionType.WIDE ? 0 : link.spec().guard();
            List<Sites.Placed> guards = guard(ctx, plan.mapping(), areas, made.guardTiles, value, r);
            if (value >= plan.mapping().guards().minValue()) {
                ctx.tally(new ObjectTally(plan.file(), link.spec().where().line(), "guard of connection " + link.spec().label(),
                        1, guards.isEmpty() ? 0 : 1, guards.isEmpty() ? "no free tile on the passage" : ""));
            }
            state.passages.add(new Sites.Passage(link.index(), made.kind, a, b, made.crossings, made.endA, made.endB, made.markers,
                    guards, value));
            state.zones[a].anchors.add(made.endA);
            state.zones[b].anchors.add(made.endB);
        }
    }

    /** A way as made, before its guard. */
    private static final class Built {
        Sites.PassageKind kind;
        int[] crossings = new int[0];
        int endA, endB;
        List<Sites.Placed> markers = new ArrayList<>();
        /** Tiles (level, tile) a guard may stand on, best first. */
        List<int[]> guardTiles = new ArrayList<>();
    }

    /** Border pairs (a tile, b tile) side by side, both dry land. */
    private static List<int[]> border(Area a, Area b) {
        List<int[]> pairs = new ArrayList<>();
        for (int t : a.tiles) {
            if (a.mask[t] == Mask.WATER) continue;
            for (int d = 0; d < 4; d++) {
                int u = a.step(t, d);
                if (u >= 0 && b.own(u) && b.mask[u] != Mask.WATER) pairs.add(new int[] {t, u, d});
            }
        }
        return pairs;
    }

    /** Whether a third zone (not a, not b) lies within r tiles of the tile. */
    private static boolean nearThird(Area a, int t, int other, int r) {
        int x = t % a.size, y = t / a.size;
        for (int dy = -r; dy <= r; dy++) {
            for (int dx = -r; dx <= r; dx++) {
                int nx = x + dx, ny = y + dy;
                if (nx < 0 || ny < 0 || nx >= a.size || ny >= a.size) continue;
                int o = a.owner[ny * a.size + nx];
                if (o != a.zone && o != other) return true;
            }
        }
        return false;
    }

    /** A passage two tiles wide through the border, near the middle of the two zones, from a random pick of the best. */
    private static Built land(FillState state, Area a, Area b, RandomStream r) {
        List<int[]> pairs = border(a, b);
        if (pairs.isEmpty()) return null;
        int ca = state.layout.centre(a.zone), cb = state.layout.centre(b.zone);
        int mx = (ca % a.size + cb % a.size) / 2, my = (ca / a.size + cb / a.size) / 2;
        List<int[]> clean = new ArrayList<>(), fair = new ArrayList<>();
        for (int[] p : pairs) {
            if (taken(a, p[0]) || taken(b, p[1])) continue;   // another connection's way already crosses here
            if (through(a, p[0], p[2] ^ 1, DEPTH, b.zone) == null || through(b, p[1], p[2], DEPTH, a.zone) == null) continue;
            if (!nearThird(a, p[0], b.zone, 2) && !nearThird(b, p[1], a.zone, 2)) clean.add(p);
            else if (!nearThird(a, p[0], b.zone, 1) && !nearThird(b, p[1], a.zone, 1)) fair.add(p);
        }
        List<int[]> pool = clean.isEmpty() ? fair : clean;
        if (pool.isEmpty()) return null;
        pool.sort(Comparator.comparingLong((int[] p) -> {
            long dx = p[0] % a.size - mx, dy = p[0] / a.size - my;
            return dx * dx + dy * dy;
        }).thenComparingInt(p -> p[0]).thenComparingInt(p -> p[2]));
        int[] p = pool.get(r.nextInt(Math.max(1, pool.size() / 4)));
        int d = p[2];
        Built out = new Built();
        out.kind = Sites.PassageKind.LAND;
        // the lateral neighbour pair too, if it is a border pair that can be dug through
        int side = d < 2 ? 2 : 0;
        int ta2 = a.step(p[0], side), tb2 = a.step(p[1], side);
        int[] wa2 = null, wb2 = null;
        if (ta2 >= 0 && tb2 >= 0 && a.own(ta2) && b.own(tb2) && !taken(a, ta2) && !taken(b, tb2)) {
            wa2 = through(a, ta2, d ^ 1, DEPTH, b.zone);
            wb2 = through(b, tb2, d, DEPTH, a.zone);
        }
        boolean wide2 = wa2 != null && wb2 != null;
        out.crossings = wide2 ? new int[] {p[0], p[1], ta2, tb2} : new int[] {p[0], p[1]};
        int[] wayA = through(a, p[0], d ^ 1, DEPTH, b.zone), wayB = through(b, p[1], d, DEPTH, a.zone);
        out.endA = dig(a, wayA);
        out.endB = dig(b, wayB);
        if (wide2) {
            dig(a, wa2);
            dig(b, wb2);
        }
        a.clear(p[0]);
        b.clear(p[1]);
        out.guardTiles.add(new int[] {a.level, p[0]});
        out.guardTiles.add(new int[] {b.level, p[1]});
        if (wide2) {
            out.guardTiles.add(new int[] {a.level, ta2});
            out.guardTiles.add(new int[] {b.level, tb2});
        }
        for (int k = 1; k < wayA.length; k++) out.guardTiles.add(new int[] {a.level, wayA[k]});
        for (int k = 1; k < wayB.length; k++) out.guardTiles.add(new int[] {b.level, wayB[k]});
        return out;
    }

    /**
     * The tiles from a border tile straight into its zone up to and including the first tile off
     * the seal (the zone's interior), at most {@code depth} steps; null when the way meets water,
     * something built, another zone or a tile touching a third zone before it gets there.
     */
    private static int[] through(Area z, int from, int dir, int depth, int other) {
        int[] way = new int[depth + 1];
        int n = 0;
        int t = from;
        for (int k = 0; k <= depth; k++) {
            if (t < 0 || !z.own(t) || z.mask[t] == Mask.WATER || z.mask[t] == Mask.USED || nearThird(z, t, other, 1)) return null;
            way[n++] = t;
            if (!z.seal[t]) return java.util.Arrays.copyOf(way, n);
            t = z.step(t, dir);
        }
        return null;
    }

    /** Clears a way made by {@link #through}; returns its inner end. */
    private static int dig(Area z, int[] way) {
        for (int t : way) z.mask[t] = Mask.CLEAR;
        return way[way.length - 1];
    }

    /** Whether a tile is already part of a way (cleared on the seal, or something stands there). */
    private static boolean taken(Area z, int t) {
        return (z.seal[t] && z.mask[t] == Mask.CLEAR) || z.map.has(t, org.openaok.api.map.MapLevel.OCCUPIED);
    }

    /** The whole shared border opened: every pair that can be dug through to both interiors. */
    private static Built wide(FillState state, Area a, Area b) {
        List<int[]> pairs = new ArrayList<>();
        List<int[][]> ways = new ArrayList<>();
        for (int[] p : border(a, b)) {
            if (nearThird(a, p[0], b.zone, 1) || nearThird(b, p[1], a.zone, 1)) continue;
            int[] wa = through(a, p[0], p[2] ^ 1, WIDE_DEPTH, b.zone), wb = through(b, p[1], p[2], WIDE_DEPTH, a.zone);
            if (wa == null || wb == null) continue;
            pairs.add(p);
            ways.add(new int[][] {wa, wb});
        }
        if (pairs.isEmpty()) return null;
        Built out = new Built();
        out.kind = Sites.PassageKind.WIDE;
        out.crossings = new int[pairs.size() * 2];
        for (int k = 0; k < pairs.size(); k++) {
            out.crossings[2 * k] = pairs.get(k)[0];
            out.crossings[2 * k + 1] = pairs.get(k)[1];
            int ea = dig(a, ways.get(k)[0]), eb = dig(b, ways.get(k)[1]);
            if (k == pairs.size() / 2) {
                out.endA = ea;
                out.endB = eb;
            }
        }
        return out;
    }

    /** A tile where a marker can stand, with a free tile south of it to reach it from. */
    private static boolean markable(Area z, int t) {
        if (!z.cuttable(t) || z.map.has(t, org.openaok.api.map.MapLevel.OCCUPIED)) return false;
        int s = z.step(t, 2);
        return s >= 0 && z.cuttable(s);
    }

    /** Gates on both levels at one spot where the two zones overlap, near their middle. */
    private static Built gate(GenerationContext ctx, FillState state, Area a, Area b, RandomStream r) {
        int ca = state.layout.centre(a.zone), cb = state.layout.centre(b.zone);
        int mx = (ca % a.size + cb % a.size) / 2, my = (ca / a.size + cb / a.size) / 2;
        List<Integer> spots = new ArrayList<>();
        for (int t : a.tiles) {
            if (!b.own(t) || !markable(a, t) || !markable(b, t)) continue;
            if (nearThird(a, t, -1, 2) || nearThird(b, t, -1, 2)) continue;
            spots.add(t);
        }
        if (spots.isEmpty()) return null;
        int t = pick(spots, a.size, mx, my, r);
        return pair(ctx, Sites.PassageKind.GATE, state.plan.mapping().gate(), a, t, b, t);
    }

    /** A portal in each zone, a third of the way from its centre towards the other's. */
    private static Built portal(GenerationContext ctx, FillState state, Area a, Area b, RandomStream r) {
        int ta = portalSpot(state, a, b, r);
        int tb = portalSpot(state, b, a, r);
        if (ta < 0 || tb < 0) return null;
        return pair(ctx, Sites.PassageKind.PORTAL, state.plan.mapping().portal(), a, ta, b, tb);
    }

    /**
     * A passage that is a pair of markers, one in each zone (a gate between levels, a portal): the
     * markers, the cleared ground beside each, and the guard's place on the first zone's side.
     */
    private static Built pair(GenerationContext ctx, Sites.PassageKind kind, ObjectType marker, Area a, int ta, Area b, int tb) {
        Built out = new Built();
        out.kind = kind;
        Put.object(ctx, a, marker, 0, ta % a.size, ta / a.size, 0, 0);
        Put.object(ctx, b, marker, 0, tb % b.size, tb / b.size, 0, 0);
        out.markers.add(new Sites.Placed(marker.id(), a.level, ta));
        out.markers.add(new Sites.Placed(marker.id(), b.level, tb));
        out.endA = a.step(ta, 2);
        out.endB = b.step(tb, 2);
        a.clear(out.endA);
        b.clear(out.endB);
        out.guardTiles.add(new int[] {a.level, out.endA});
        return out;
    }

    private static int portalSpot(FillState state, Area z, Area other, RandomStream r) {
        int c = state.layout.centre(z.zone), o = state.layout.centre(other.zone);
        int tx = c % z.size, ty = c / z.size;
        if (z.level == other.level) {
            tx += (o % z.size - tx) / 3;
            ty += (o / z.size - ty) / 3;
        }
        List<Integer> best = new ArrayList<>(), any = new ArrayList<>();
        for (int t : z.tiles) {
            if (!markable(z, t)) continue;
            any.add(t);
            if (!nearThird(z, t, -1, 3)) best.add(t);
        }
        List<Integer> pool = best.isEmpty() ? any : best;
        return pool.isEmpty() ? -1 : pick(pool, z.size, tx, ty, r);
    }

    /** A dock on each coast of one body of water, near the other zone. */
    private static Built water(GenerationContext ctx, FillState state, Area a, Area b, int[] body, RandomStream r) {
        List<int[]> da = docks(a), db = docks(b);
        if (da.isEmpty() || db.isEmpty()) return null;
        // the body both zones reach that most of their coast lies on (lowest id on a tie)
        java.util.Map<Integer, Integer> shared = new java.util.TreeMap<>();
        java.util.Set<Integer> inB = new java.util.HashSet<>();
        for (int[] d : db) inB.add(body[d[1]]);
        for (int[] d : da) if (inB.contains(body[d[1]])) shared.merge(body[d[1]], 1, Integer::sum);
        if (shared.isEmpty()) return null;
        int sea = shared.entrySet().stream().max(java.util.Map.Entry.<Integer, Integer>comparingByValue()
                .thenComparing(java.util.Map.Entry.comparingByKey(Comparator.reverseOrder()))).get().getKey();
        int ca = state.layout.centre(a.zone), cb = state.layout.centre(b.zone);
        int[] pa = pickDock(da, body, sea, a.size, cb, r);
        int[] pb = pickDock(db, body, sea, b.size, ca, r);
        ObjectType dock = state.plan.mapping().dock();
        Built out = new Built();
        out.kind = Sites.PassageKind.WATER;
        Put.object(ctx, a, dock, 0, pa[0] % a.size, pa[0] / a.size, 0, 0);
        Put.object(ctx, b, dock, 0, pb[0] % b.size, pb[0] / b.size, 0, 0);
        out.markers.add(new Sites.Placed(dock.id(), a.level, pa[0]));
        out.markers.add(new Sites.Placed(dock.id(), b.level, pb[0]));
        out.crossings = new int[] {pa[1], pb[1]};
        out.endA = pa[2];
        out.endB = pb[2];
        a.clear(out.endA);
        b.clear(out.endB);
        out.guardTiles.add(new int[] {a.level, out.endA});
        return out;
    }

    /** Dock spots of a zone: {land tile, water tile beside it, land tile to reach it from}. */
    private static List<int[]> docks(Area z) {
        List<int[]> out = new ArrayList<>();
        for (int t : z.tiles) {
            if (!z.cuttable(t) || z.map.has(t, org.openaok.api.map.MapLevel.OCCUPIED)) continue;
            int w = -1, land = -1;
            for (int d = 0; d < 4; d++) {
                int u = z.step(t, d);
                if (u < 0) continue;
                if (z.mask[u] == Mask.WATER && w < 0) w = u;
                else if (z.cuttable(u) && land < 0) land = u;
            }
            if (w >= 0 && land >= 0) out.add(new int[] {t, w, land});
        }
        return out;
    }

    private static int[] pickDock(List<int[]> docks, int[] body, int sea, int size, int towards, RandomStream r) {
        List<Integer> tiles = new ArrayList<>();
        java.util.Map<Integer, int[]> byTile = new java.util.HashMap<>();
        for (int[] d : docks) {
            if (body[d[1]] != sea) continue;
            tiles.add(d[0]);
            byTile.put(d[0], d);
        }
        return byTile.get(pick(tiles, size, towards % size, towards / size, r));
    }

    /** One of the tiles nearest a point: a random pick among the nearest eighth (at least one). */
    private static int pick(List<Integer> tiles, int size, int x, int y, RandomStream r) {
        List<Integer> sorted = new ArrayList<>(tiles);
        sorted.sort(Comparator.comparingLong((Integer t) -> {
            long dx = t % size - x, dy = t / size - y;
            return dx * dx + dy * dy;
        }).thenComparingInt(t -> t));
        return sorted.get(r.nextInt(Math.max(1, Math.min(8, sorted.size() / 8))));
    }

    /** Labels each tile's body of water (8-connected), -1 for land. */
    static int[] waterBodies(byte[] mask, int size) {
        int[] body = new int[mask.length];
        java.util.Arrays.fill(body, -1);
        int[] stack = new int[mask.length];
        int next = 0;
        for (int s = 0; s < mask.length; s++) {
            if (mask[s] != Mask.WATER || body[s] >= 0) continue;
            int top = 0;
            stack[top++] = s;
            body[s] = next;
            while (top > 0) {
                int t = stack[--top];
                int x = t % size, y = t / size;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx, ny = y + dy;
                        if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                        int u = ny * size + nx;
                        if (mask[u] == Mask.WATER && body[u] < 0) {
                            body[u] = next;
                            stack[top++] = u;
                        }
                    }
                }
            }
            next++;
        }
        return body;
    }

    /**
     * A pack of one kind of animal worth the guarded value: kinds whose count would be 1 to
     * maxCount are drawn from; if none, the strongest, capped. Each stands on its own free tile.
     */
    static List<Sites.Placed> guard(GenerationContext ctx, GameMapping mapping, Area[] areas, List<int[]> tiles, int value, RandomStream r) {
        GameMapping.Guards g = mapping.guards();
        List<Sites.Placed> out = new ArrayList<>();
        if (value < g.minValue() || value <= 0) return out;
        List<GameMapping.Monster> fit = new ArrayList<>();
        for (GameMapping.Monster m : g.monsters()) {
            long count = value / m.value();
            if (count >= 1 && count <= g.maxCount()) fit.add(m);
        }
        GameMapping.Monster kind;
        if (!fit.isEmpty()) kind = fit.get(r.nextInt(fit.size()));
        else kind = g.monsters().stream().max(Comparator.comparingInt(GameMapping.Monster::value)).orElseThrow();
        int count = Math.max(1, Math.min(g.maxCount(), value / kind.value()));
        for (int[] lt : tiles) {
            if (out.size() >= count) break;
            int t = lt[1];
            if (t < 0) continue;
            Area z = null;
            for (Area x : areas) if (x.level == lt[0] && x.own(t)) z = x;
            if (z == null || z.map.has(t, org.openaok.api.map.MapLevel.OCCUPIED) || z.mask[t] == Mask.USED || z.mask[t] == Mask.WATER) continue;
            Put.standing(ctx, z, kind.object(), 0, t, r.nextInt(org.openaok.api.map.MapObject.FULL_TURN));
            out.add(new Sites.Placed(kind.object().id(), z.level, t));
        }
        return out;
    }
}
