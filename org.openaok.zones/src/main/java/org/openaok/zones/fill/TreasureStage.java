package org.openaok.zones.fill;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.data.ObjectType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.ObjectTally;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.random.RandomStream;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.zones.mapping.GameMapping;
import org.openaok.zones.placement.Trig;
import org.openaok.zones.plan.ZonePlan;
import org.openaok.zones.template.TemplateZone;
import org.openaok.zones.template.TreasureRange;
import org.osgi.service.component.annotations.Component;

/**
 * Places a zone's treasure ({@code zones.treasures}): piles drawn from the template's value bands by
 * their densities, each built of game-mapping entries worth a quarter of what is left to all of it,
 * put as far from the paths and everything placed as possible but never nearer another object than
 * sqrt(area / total density) tiles. It stops when a pile would have to stand nearer. Each pile is
 * joined to the paths by a least-cost cut and guarded in proportion to its value (the zone's
 * monster strength scales it). The sea gets its fish instead.
 */
@Component(service = Stage.class)
public class TreasureStage extends ZoneStage {
    public static final String ID = "zones.treasures";
    /** Piles per zone at most, whatever the densities say. */
    public static final int MAX_PILES = 200;
    /** Objects in one pile at most, so a pile stays a pile. */
    public static final int MAX_PILE_OBJECTS = 8;

    private static int count(GameMapping.TreasureItem t) {
        int n = 0;
        for (GameMapping.Placement p : t.objects()) n += p.count();
        return n;
    }

    @Override public String id() { return ID; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(PathStage.ID)); }

    @Override
    public void run(GenerationContext ctx) {
        FillState state = ctx.get(FillState.KEY);
        ZonePlan plan = state.plan;
        ZonePlan.PlanZone z = plan.zone(ctx.zone().orElseThrow().id());
        Area a = new Area(state, z.id(), ctx.map().level(z.level()));
        RandomStream r = ctx.random();
        if (z.kind() == ZonePlan.Kind.WATER) {
            fish(ctx, a, plan.mapping(), r);
            return;
        }
        if (!z.land() || z.closed()) return;
        TemplateZone spec = z.spec();
        ZoneFill fill = state.zones[z.id()];
        List<TreasureRange> bands = new ArrayList<>();
        for (TreasureRange t : spec.treasure()) if (t.density() > 0 && t.max() > 0) bands.add(t);
        if (bands.isEmpty() || fill.root < 0) return;
        int density = 0;
        for (TreasureRange t : bands) density += t.density();
        int spacing = (int) Math.max(3, Trig.isqrt(a.tiles.length / density));
        int cap = (int) Math.min(MAX_PILES, 4L * a.tiles.length / ((long) spacing * spacing) + 8);
        GameMapping m = plan.mapping();
        int[] used = new int[m.treasures().size()];
        List<int[]> piles = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        String stop = "";
        for (int k = 0; k < cap; k++) {
            ctx.checkpoint();
            TreasureRange band = pick(bands, r);
            int value = r.between(band.min(), band.max());
            List<GameMapping.Placement> items = new ArrayList<>(compose(m, value, used, r));
            // what blocks goes in the middle, what must be reached round the edge
            items.sort(java.util.Comparator.comparingInt((GameMapping.Placement x) -> x.object().blocks() ? 0 : 1));
            int n = 0, standing = 0;
            for (GameMapping.Placement p : items) {
                n += p.count();
                if (!p.object().blocks()) standing += p.count();
            }
            int[] pile = spot(a, n, standing, spacing, r);
            if (pile == null) {
                stop = "stopped after " + k + " piles: no room " + spacing + " tiles from everything placed";
                break;
            }
            int i = 0;
            for (GameMapping.Placement p : items) {
                for (int c = 0; c < p.count(); c++) {
                    int t = pile[i++];
                    if (p.object().blocks()) Put.object(ctx, a, p.object(), 0, t % a.size, t / a.size, r.nextInt(MapObject.FULL_TURN), r.nextInt(4));
                    else Put.standing(ctx, a, p.object(), 0, t, r.nextInt(MapObject.FULL_TURN));
                }
            }
            int access = Spots.access(a, pile);
            if (access >= 0) a.clear(access);
            // joined at once, so the next pile cannot stand across its way
            join(a, pile, access);
            piles.add(pile);
            values.add(value);
        }
        Area[] only = {a};
        for (int p = 0; p < piles.size(); p++) {
            int value = values.get(p);
            int guardValue = Math.max(0, value - m.guards().freeValue()) * spec.monsters().percent() / 100;
            List<int[]> tiles = new ArrayList<>();
            for (int t : ways(a, piles.get(p))) tiles.add(new int[] {a.level, t});
            List<Sites.Placed> guards = ConnectionStage.guard(ctx, m, only, tiles, guardValue, r);
            fill.treasures.add(new Sites.Treasure(value, guardValue, piles.get(p), guards));
        }
        ctx.tally(new ObjectTally(plan.file(), spec.field("treasure").line(), "treasure piles in zone " + z.name(), cap,
                piles.size(), stop));
    }

    private static TreasureRange pick(List<TreasureRange> bands, RandomStream r) {
        int total = 0;
        for (TreasureRange t : bands) total += t.density();
        int x = r.nextInt(total);
        for (TreasureRange t : bands) {
            x -= t.density();
            if (x < 0) return t;
        }
        return bands.get(bands.size() - 1);
    }

    /**
     * The pile's objects: entries worth between a quarter of the value still to fill and all of it,
     * drawn by rarity, until less is left than the cheapest entry (at least one entry; at most six).
     */
    static List<GameMapping.Placement> compose(GameMapping m, int value, int[] used, RandomStream r) {
        List<GameMapping.Placement> out = new ArrayList<>();
        int left = value;
        int objects = 0;
        for (int guard = 0; guard < 6; guard++) {
            List<Integer> fit = new ArrayList<>();
            int weight = 0;
            for (int i = 0; i < m.treasures().size(); i++) {
                GameMapping.TreasureItem t = m.treasures().get(i);
                if (t.zoneLimit() > 0 && used[i] >= t.zoneLimit()) continue;
                if (objects + count(t) > MAX_PILE_OBJECTS) continue;
                if (t.value() <= left && t.value() * 4 >= left) {
                    fit.add(i);
                    weight += t.rarity();
                }
            }
            if (fit.isEmpty()) {
                // nothing in the band: the dearest entry that fits at all
                int best = -1;
                for (int i = 0; i < m.treasures().size(); i++) {
                    GameMapping.TreasureItem t = m.treasures().get(i);
                    if (t.zoneLimit() > 0 && used[i] >= t.zoneLimit()) continue;
                    if (objects + count(t) > MAX_PILE_OBJECTS) continue;
                    if (t.value() <= left && (best < 0 || t.value() > m.treasures().get(best).value())) best = i;
                }
                if (best < 0) break;
                fit.add(best);
                weight = m.treasures().get(best).rarity();
            }
            int x = r.nextInt(weight);
            int chosen = fit.get(fit.size() - 1);
            for (int i : fit) {
                x -= m.treasures().get(i).rarity();
                if (x < 0) {
                    chosen = i;
                    break;
                }
            }
            used[chosen]++;
            objects += count(m.treasures().get(chosen));
            out.addAll(m.treasures().get(chosen).objects());
            left -= m.treasures().get(chosen).value();
        }
        if (out.isEmpty()) {
            // a value below every entry still gets the cheapest (a band's minimum can be that low)
            int cheapest = 0;
            for (int i = 1; i < m.treasures().size(); i++) if (m.treasures().get(i).value() < m.treasures().get(cheapest).value()) cheapest = i;
            out.addAll(m.treasures().get(cheapest).objects());
        }
        return out;
    }

    /** The pile's tiles: grown where nothing stands, as far from paths and objects as possible, spaced from objects. */
    /** Joins a new pile's open tiles (its way in and what stands on it unblocking) to the zone's ways. */
    private static void join(Area a, int[] pile, int access) {
        boolean[] fresh = new boolean[a.w() * a.h()];
        List<Integer> open = new ArrayList<>();
        for (int t : pile) if (a.mask[t] == Mask.CLEAR) open.add(t);
        if (access >= 0) open.add(access);
        for (int t : open) fresh[a.local(t)] = true;
        for (int t : open) {
            if (!fresh[a.local(t)]) continue;
            Connector.link(a, t, fresh, u -> a.mask[u] == Mask.CLEAR, a::cuttable, u -> a.mask[u] = Mask.CLEAR);
        }
    }

    /** The first {@code k} tiles of a pile: those its blocking objects take. */
    private static int[] blocking(int[] pile, int k) { return java.util.Arrays.copyOf(pile, Math.max(0, k)); }

    private static int[] spot(Area a, int n, int standing, int spacing, RandomStream r) {
        java.util.function.IntPredicate ok = t -> a.clumpable(t) && !a.edge(t);
        int[] fromObjects = Spots.fromPlaced(a);
        int[] fromAll = Chamfer.from(a, t -> a.mask[t] == Mask.CLEAR || a.mask[t] == Mask.USED || a.map.has(t, MapLevel.OCCUPIED));
        boolean[] region = Spots.reachable(a, a.state.zones[a.zone].root);
        List<Integer> ranked = Spots.top(a, t -> region[a.local(t)] && fromObjects[a.local(t)] >= 2 * spacing && ok.test(t)
                ? fromAll[a.local(t)] : -1, 64);
        for (int i = 0, tries = 0; i < ranked.size() && tries < 12; i += 1 + r.nextInt(2), tries++) {
            int[] pile = Spots.clump(a, ranked.get(i), n, ok);
            if (pile == null) continue;
            int acc = Spots.access(a, pile);
            boolean inside = acc >= 0 && region[a.local(acc)];
            for (int t : pile) inside &= region[a.local(t)];
            int[] blocks = blocking(pile, n - standing);
            int[] reach = java.util.Arrays.copyOfRange(pile, n - standing, n + 1);
            reach[standing] = acc;
            if (inside && Spots.keepsReach(a, a.state.zones[a.zone].root, blocks, reach)) return pile;
        }
        return null;
    }

    /** The open tiles beside a pile: where its way comes in and its guard stands. */
    private static List<Integer> ways(Area a, int[] pile) {
        java.util.Set<Integer> in = new java.util.HashSet<>();
        for (int t : pile) in.add(t);
        java.util.TreeSet<Integer> out = new java.util.TreeSet<>();
        for (int t : pile) {
            for (int d = 0; d < 8; d++) {
                int u = a.step(t, d);
                if (u >= 0 && !in.contains(u) && a.own(u) && a.mask[u] == Mask.CLEAR) out.add(u);
            }
        }
        return new ArrayList<>(out);
    }

    /** The sea's fish: one per so many water tiles, each as far from the coast and the others as can be. */
    private static void fish(GenerationContext ctx, Area a, GameMapping m, RandomStream r) {
        ObjectType fish = m.waterTreasure();
        if (fish == null) return;
        int want = a.tiles.length / Math.max(1, m.waterTilesEach());
        int placed = 0;
        for (int k = 0; k < want; k++) {
            int[] dist = Chamfer.from(a, t -> a.mask[t] != Mask.WATER || a.map.has(t, MapLevel.OCCUPIED));
            int t = Spots.farthest(a, dist, 4, u -> a.mask[u] == Mask.WATER && !a.map.has(u, MapLevel.OCCUPIED)
                    && fish.canStandOn(a.map.terrain(u)), r);
            if (t < 0) break;
            Put.object(ctx, a, fish, 0, t % a.size, t / a.size, r.nextInt(MapObject.FULL_TURN), 0);
            a.mask[t] = Mask.WATER;
            placed++;
        }
        ctx.tally(new ObjectTally("", 0, fish.name() + " in the sea", want, placed, placed < want ? "no open water left" : ""));
    }
}
