package org.openaok.zones.fill;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.data.ObjectType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.ObjectTally;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.random.RandomStream;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.zones.mapping.GameMapping;
import org.openaok.zones.placement.Trig;
import org.openaok.zones.plan.ZonePlan;
import org.openaok.zones.template.TemplateZone;
import org.osgi.service.component.annotations.Component;

/**
 * Places a zone's towns ({@code zones.towns}). The first goes as near the zone's centre as it fits;
 * in a player's zone it is the player's start: the standard start of the game mapping (Town
 * Center, villagers, scout, and the food, gold and stone round it). Other towns, and every town of
 * a zone no player starts in, are Gaia town sites, each as far from what is placed as the zone
 * allows. Counts are the template's playerTowns and neutralTowns (towns and castles), and the
 * densities add as many more as there is room for.
 */
@Component(service = Stage.class)
public class TownStage extends ZoneStage {
    public static final String ID = "zones.towns";

    @Override public String id() { return ID; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(ConnectionStage.ID)); }

    /** One town to place: whose, and castle or town. */
    private record Wanted(int seat, boolean castle, boolean required) {}

    @Override
    public void run(GenerationContext ctx) {
        FillState state = ctx.get(FillState.KEY);
        ZonePlan plan = state.plan;
        ZonePlan.PlanZone z = plan.zone(ctx.zone().orElseThrow().id());
        if (!z.land() || z.closed()) return;
        TemplateZone spec = z.spec();
        Area a = new Area(state, z.id(), ctx.map().level(z.level()));
        ZoneFill fill = state.zones[z.id()];
        GameMapping m = plan.mapping();
        RandomStream r = ctx.random();

        List<Wanted> wanted = new ArrayList<>();
        int playerTowns = spec.playerTowns().total();
        if (spec.start()) playerTowns = Math.max(1, playerTowns);
        for (int k = 0; k < playerTowns; k++) {
            wanted.add(new Wanted(k == 0 ? z.seat() : 0, k >= spec.playerTowns().towns() && k > 0, true));
        }
        for (int k = 0; k < spec.neutralTowns().towns(); k++) wanted.add(new Wanted(0, false, true));
        for (int k = 0; k < spec.neutralTowns().castles(); k++) wanted.add(new Wanted(0, true, true));
        for (int k = 0; k < spec.playerTowns().townDensity() + spec.neutralTowns().townDensity(); k++) wanted.add(new Wanted(0, false, false));
        for (int k = 0; k < spec.playerTowns().castleDensity() + spec.neutralTowns().castleDensity(); k++) wanted.add(new Wanted(0, true, false));

        boolean first = true;
        for (Wanted w : wanted) {
            ctx.checkpoint();
            List<GameMapping.Placement> site = w.seat > 0 ? m.start() : w.castle ? m.castle() : m.town();
            ObjectType main = site.get(0).object();
            int ring = w.seat > 0 ? startRing(a.tiles.length) : 1;
            int spot = -1;
            if (first) {
                for (int rr = ring; rr >= 0 && spot < 0; rr--) spot = nearCentre(state, a, main, rr);
            } else {
                int[] dist = Spots.fromPlaced(a);
                spot = Spots.farthest(a, dist, 8, t -> fitsTown(a, main, t, 1) && wallsNothing(a, main, t), r);
            }
            String name = w.seat > 0 ? "start of player " + w.seat : (w.castle ? "castle site" : "town site");
            if (spot < 0) {
                ctx.tally(new ObjectTally(plan.file(), spec.where().line(), name + " in zone " + z.name(), 1, 0,
                        w.required ? "no room for it in the zone" : "no room left (density)"));
                if (w.required) ctx.diagnostics().warning("zones-town", "zone '" + z.name() + "' has no room for its " + name);
                continue;
            }
            first = false;
            place(ctx, state, a, fill, z, w, site, spot, r, plan);
            ctx.tally(new ObjectTally(plan.file(), spec.where().line(), name + " in zone " + z.name(), 1, 1, ""));
        }
    }

    /** Whether the town's footprint fits with its top-left tile at t, with a ring of own ground round it. */
    private static boolean fitsTown(Area a, ObjectType type, int t, int ring) {
        int tx = t % a.size, ty = t / a.size;
        if (!Put.fits(a, type, tx, ty, u -> a.buildable(u) && !a.seal[u])) return false;
        for (int y = ty - ring; y < ty + type.height() + ring; y++) {
            for (int x = tx - ring; x < tx + type.width() + ring; x++) {
                if (!a.own(x, y)) return false;
                int u = y * a.size + x;
                if (a.seal[u] || a.mask[u] == Mask.WATER || a.mask[u] == Mask.USED) return false;
            }
        }
        return true;
    }

    /**
     * The fitting top-left tile whose footprint's middle lies nearest the zone's centre and that
     * walls nothing in, or -1.
     */
    private static int nearCentre(FillState state, Area a, ObjectType type, int ring) {
        int c = state.layout.centre(a.zone);
        int cx = c % a.size - type.width() / 2, cy = c / a.size - type.height() / 2;
        // tiles nearest first (a bounded heap of negated distances), each tested only when its turn comes
        long far = 4L * a.size * a.size;
        List<Integer> order = Spots.top(a, t -> {
            long dx = t % a.size - cx, dy = t / a.size - cy;
            return (int) (far - dx * dx - dy * dy);
        }, a.tiles.length);
        int tested = 0;
        for (int t : order) {
            if (!fitsTown(a, type, t, ring)) continue;
            if (wallsNothing(a, type, t)) return t;
            if (++tested >= 64) break;
        }
        return -1;
    }

    /** Whether a town there leaves every clear tile reachable from its door. */
    private static boolean wallsNothing(Area a, ObjectType type, int t) {
        int tx = t % a.size, ty = t / a.size;
        int[] foot = new int[type.width() * type.height()];
        int k = 0;
        for (int dy = 0; dy < type.height(); dy++) for (int dx = 0; dx < type.width(); dx++) foot[k++] = (ty + dy) * a.size + tx + dx;
        int door = (ty + type.height()) * a.size + tx + type.width() / 2;
        if (!a.own(door)) door = Spots.access(a, foot);
        return door >= 0 && Spots.keepsReach(a, door, foot);
    }

    private static void place(GenerationContext ctx, FillState state, Area a, ZoneFill fill, ZonePlan.PlanZone z, Wanted w,
                              List<GameMapping.Placement> site, int spot, RandomStream r, ZonePlan plan) {
        GameMapping.Placement head = site.get(0);
        ObjectType main = head.object();
        int tx = spot % a.size, ty = spot / a.size;
        int owner = w.seat > 0 && head.player() ? w.seat : 0;
        int[] footprint = Put.object(ctx, a, main, owner, tx, ty, 0, 0);
        // the middle of the footprint (a tile corner for an even footprint)
        int mx = tx + main.width() / 2, my = ty + main.height() / 2;
        int middle = my * a.size + mx;
        // a clearing round it, and the doorstep the zone's ways start from
        int clearing = w.seat > 0 ? startRing(a.tiles.length) : 1;
        for (int y = ty - clearing; y < ty + main.height() + clearing; y++) {
            for (int x = tx - clearing; x < tx + main.width() + clearing; x++) {
                if (a.own(x, y) && !a.seal[y * a.size + x]) a.clear(y * a.size + x);
            }
        }
        int door = (ty + main.height()) * a.size + mx;
        if (!a.own(door) || a.mask[door] != Mask.CLEAR) door = Spots.access(a, footprint);
        fill.towns.add(new Sites.Town(spot, w.seat, w.castle, door, footprint));
        if (door >= 0) {
            if (fill.root < 0) fill.root = door;
            else fill.anchors.add(door);
        }
        if (w.seat > 0) {
            ctx.map().addStart(new PlayerStart(w.seat, ctx.request().team(w.seat), mx, my, a.level, a.zone));
        }
        // what blocks first, then what must be reached, only where a walker from the door can still go
        List<GameMapping.Placement> rest = new ArrayList<>(site.subList(1, site.size()));
        rest.sort(java.util.Comparator.comparingInt((GameMapping.Placement x) -> x.object().blocks() ? 0 : 1));
        int scale = scale(a.tiles.length);
        for (GameMapping.Placement p : rest) {
            boolean[] region = Spots.reachable(a, door >= 0 ? door : middle);
            int placed = around(ctx, a, fill, scaled(p, scale), middle, owner(p, w), r, region);
            if (w.seat > 0) {
                ctx.tally(new ObjectTally(plan.file(), z.spec().where().line(), p.object().name() + " of player " + w.seat + "'s start",
                        p.count(), placed, placed < p.count() ? "no room round the town" : ""));
            }
        }
    }

    private static int owner(GameMapping.Placement p, Wanted w) { return p.player() && w.seat > 0 ? w.seat : 0; }

    /** The open ring round a player's Town Center: wider in a larger zone, 1 to 6 tiles. */
    static int startRing(int area) {
        return (int) Math.max(1, Math.min(6, Trig.isqrt(area) / 8));
    }

    /** Zones of this many tiles or more get the start at the mapping's distances; smaller ones closer in. */
    public static final int FULL_START_AREA = 1200;

    /** Per mille of the mapping's distances a start in a zone of this many tiles uses. */
    static int scale(int area) {
        if (area >= FULL_START_AREA) return 1000;
        return (int) Math.max(400, Trig.isqrt(1_000_000L * area / FULL_START_AREA));
    }

    /**
     * A start entry for a small zone: closer in by the scale, and (for Gaia's resources, not the
     * player's units) fewer, in proportion to the zone's area, so the zone keeps room for its mines.
     */
    private static GameMapping.Placement scaled(GameMapping.Placement p, int scale) {
        if (scale >= 1000) return p;
        int count = p.player() ? p.count() : Math.max(1, p.count() * scale / 1000 * scale / 1000);
        return new GameMapping.Placement(p.object(), p.player(), count, Math.max(2, p.minDistance() * scale / 1000),
                Math.max(2, p.maxDistance() * scale / 1000), p.group());
    }

    /** Places one entry of a start or site round its middle; returns how many stand. */
    private static int around(GenerationContext ctx, Area a, ZoneFill fill, GameMapping.Placement p, int middle, int owner, RandomStream r,
                              boolean[] region) {
        ObjectType type = p.object();
        java.util.function.IntPredicate ok = type.blocks()
                ? t -> Put.fits(a, type, t % a.size, t / a.size, a::sealable)
                : t -> region[a.local(t)] && Put.fits(a, type, t % a.size, t / a.size, a::standable);
        if (p.group()) {
            int[] clump = null;
            for (int attempt = 0; attempt < 24 && clump == null; attempt++) {
                int c = bearing(a, middle, p, r);
                if (c >= 0) clump = Spots.clump(a, c, p.count(), ok);
                if (clump != null && (!reached(a, clump, region) || !Spots.keepsReach(a, door(fill, middle), clump, new int[] {Spots.access(a, clump)}))) clump = null;
            }
            if (clump == null) {
                for (int c : Spots.near(a, middle, p.minDistance(), p.maxDistance() + 4, ok)) {
                    clump = Spots.clump(a, c, p.count(), ok);
                    if (clump != null && reached(a, clump, region) && Spots.keepsReach(a, door(fill, middle), clump, new int[] {Spots.access(a, clump)})) break;
                    clump = null;
                }
            }
            if (clump == null) return 0;
            for (int t : clump) {
                if (type.blocks()) Put.object(ctx, a, type, owner, t % a.size, t / a.size, r.nextInt(MapObject.FULL_TURN), r.nextInt(4));
                else Put.standing(ctx, a, type, owner, t, r.nextInt(MapObject.FULL_TURN));
            }
            if (type.blocks()) {
                int acc = Spots.access(a, clump);
                if (acc >= 0) {
                    a.clear(acc);
                    fill.anchors.add(acc);
                }
            }
            return clump.length;
        }
        int placed = 0;
        for (int k = 0; k < p.count(); k++) {
            int t = -1;
            java.util.function.IntPredicate fine = type.blocks()
                    ? c -> ok.test(c) && reached(a, new int[] {c}, region) && Spots.keepsReach(a, door(fill, middle), footprint(a, type, c), new int[] {Spots.access(a, footprint(a, type, c))})
                    : ok;
            for (int attempt = 0; attempt < 24 && t < 0; attempt++) {
                int c = bearing(a, middle, p, r);
                if (c >= 0 && fine.test(c)) t = c;
            }
            if (t < 0) {
                List<Integer> near = Spots.near(a, middle, p.minDistance(), p.maxDistance() + 4, fine);
                if (!near.isEmpty()) t = near.get(0);
            }
            if (t < 0) break;
            if (type.blocks()) {
                Put.object(ctx, a, type, owner, t % a.size, t / a.size, r.nextInt(MapObject.FULL_TURN), r.nextInt(4));
                int acc = Spots.access(a, new int[] {t});
                if (acc >= 0) {
                    a.clear(acc);
                    fill.anchors.add(acc);
                }
            } else {
                Put.standing(ctx, a, type, owner, t, r.nextInt(MapObject.FULL_TURN));
                fill.anchors.add(t);
            }
            placed++;
        }
        return placed;
    }

    /** Where the zone's ways start: its root, or the town's middle before it has one. */
    private static int door(ZoneFill fill, int middle) { return fill.root >= 0 ? fill.root : middle; }

    private static int[] footprint(Area a, ObjectType type, int t) {
        int[] out = new int[type.width() * type.height()];
        int k = 0;
        for (int dy = 0; dy < type.height(); dy++) for (int dx = 0; dx < type.width(); dx++) out[k++] = t + dy * a.size + dx;
        return out;
    }

    /** Whether a clump's way in lies where a walker from the door can go. */
    private static boolean reached(Area a, int[] clump, boolean[] region) {
        int acc = Spots.access(a, clump);
        return acc >= 0 && region[a.local(acc)];
    }

    /** A tile at a random bearing and distance (within the entry's range) from the middle, or -1 off the zone. */
    private static int bearing(Area a, int middle, GameMapping.Placement p, RandomStream r) {
        int step = r.nextInt(Trig.STEPS);
        int dist = r.between(p.minDistance(), p.maxDistance());
        int x = middle % a.size + dist * Trig.cos(step) / Trig.ONE;
        int y = middle / a.size + dist * Trig.sin(step) / Trig.ONE;
        return a.own(x, y) ? y * a.size + x : -1;
    }

    static boolean occupied(Area a, int t) { return a.map.has(t, MapLevel.OCCUPIED); }
}
