package org.openaok.zones.fill;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.data.ObjectType;
import org.openaok.api.data.TerrainType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.ObjectTally;
import org.openaok.api.map.MapObject;
import org.openaok.api.random.RandomStream;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.zones.mapping.GameMapping;
import org.openaok.zones.plan.ZonePlan;
import org.openaok.zones.template.TemplateReader;
import org.openaok.zones.template.TemplateZone;
import org.osgi.service.component.annotations.Component;

/**
 * Places a zone's mines ({@code zones.mines}): as many of each resource as the template asks,
 * each a site of the game mapping (a gold or stone clump, or a grove of trees for wood). In a
 * player's zone the first wood and the first ore go within 12 tiles of the town if they can (as in
 * Heroes III); every other site goes as far from what is placed as the zone allows.
 */
@Component(service = Stage.class)
public class MineStage extends ZoneStage {
    public static final String ID = "zones.mines";
    /** How near the start a player's first wood and ore go, in tiles. */
    public static final int NEAR_START = 12;

    /** Zones this big or bigger get the mapping's full sites; smaller ones smaller sites. */
    public static final int FULL_SITE_AREA = 1200;

    @Override public String id() { return ID; }

    /** A site's objects in a zone of this many tiles: the mapping's count, less in small zones, at least one. */
    static int clumpSize(int count, int area) {
        return (int) Math.max(1, Math.min(count, ((long) count * area + FULL_SITE_AREA / 2) / FULL_SITE_AREA));
    }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(TownStage.ID)); }

    @Override
    public void run(GenerationContext ctx) {
        FillState state = ctx.get(FillState.KEY);
        ZonePlan plan = state.plan;
        ZonePlan.PlanZone z = plan.zone(ctx.zone().orElseThrow().id());
        if (!z.land() || z.closed()) return;
        TemplateZone spec = z.spec();
        Area a = new Area(state, z.id(), ctx.map().level(z.level()));
        ZoneFill fill = state.zones[z.id()];
        RandomStream r = ctx.random();
        List<String> order = new ArrayList<>(TemplateReader.RESOURCES);
        for (String res : spec.mines().keySet()) if (!order.contains(res)) order.add(res);
        if (fill.root < 0) {
            // no town: the zone's ways grow from the middle, which no mine may take
            fill.root = PathStage.rootNear(a, state.layout.centre(z.id()));
            if (fill.root >= 0) a.clear(fill.root);
        }
        int start = -1;
        for (Sites.Town t : fill.towns) if (t.seat() > 0) start = t.tile();
        for (String res : order) {
            int count = spec.mines(res);
            if (count <= 0) continue;
            GameMapping.MineKind kind = plan.mapping().mine(res).orElse(null);
            if (kind == null) {
                ctx.tally(new ObjectTally(plan.file(), spec.field("mines").line(), res + " mine in zone " + z.name(), count, 0,
                        "the game mapping has no mine for " + res));
                continue;
            }
            int placed = 0;
            for (int k = 0; k < count; k++) {
                ctx.checkpoint();
                boolean nearStart = start >= 0 && k == 0 && (res.equals("wood") || res.equals("ore"));
                if (site(ctx, a, fill, kind, nearStart ? start : -1, r)) placed++;
            }
            ctx.tally(new ObjectTally(plan.file(), spec.field("mines").line(), res + " mine in zone " + z.name(), count, placed,
                    placed < count ? "no room left in the zone" : ""));
        }
    }

    private static boolean site(GenerationContext ctx, Area a, ZoneFill fill, GameMapping.MineKind kind, int start, RandomStream r) {
        boolean[] region = Spots.reachable(a, fill.root);
        // only beside ground a walker can reach: pockets cut off by the seal are no use
        boolean[] beside = Spots.besideRegion(a, region);
        java.util.function.IntPredicate ok = t -> a.sealable(t) && beside[a.local(t)];
        int n = clumpSize(kind.count(), a.tiles.length);
        int[] clump = null;
        if (start >= 0) {
            List<Integer> near = Spots.near(a, start, 5, NEAR_START, ok);
            for (int i = 0; i < near.size() && clump == null; i += 1 + r.nextInt(3)) {
                clump = Spots.clump(a, near.get(i), n, ok);
                if (clump != null && (Spots.access(a, clump) < 0 || !region[a.local(Spots.access(a, clump))]
                        || !Spots.keepsReach(a, fill.root, clump, new int[] {Spots.access(a, clump)}))) clump = null;
            }
        }
        if (clump == null) {
            List<Integer> ranked = Spots.ranked(a, Spots.fromPlaced(a), a.tiles.length >= 600 ? 4 : 2, ok);
            for (int i = 0, tries = 0; i < ranked.size() && clump == null && tries < 40; i += 1 + r.nextInt(3), tries++) {
                clump = Spots.clump(a, ranked.get(i), n, ok);
                if (clump != null && (Spots.access(a, clump) < 0 || !region[a.local(Spots.access(a, clump))]
                        || !Spots.keepsReach(a, fill.root, clump, new int[] {Spots.access(a, clump)}))) clump = null;
            }
        }
        if (clump == null) {
            // a crowded zone: any buildable ground, even beside clear ground, as long as nothing is walled in
            java.util.function.IntPredicate loose = t -> a.buildable(t) && beside[a.local(t)];
            List<Integer> ranked = Spots.ranked(a, Spots.fromPlaced(a), 1, loose);
            for (int i = 0, tries = 0; i < ranked.size() && clump == null && tries < 60; i++, tries++) {
                clump = Spots.clump(a, ranked.get(i), n, loose);
                if (clump != null && (Spots.access(a, clump) < 0 || !region[a.local(Spots.access(a, clump))]
                        || !Spots.keepsReach(a, fill.root, clump, new int[] {Spots.access(a, clump)}))) clump = null;
            }
        }
        if (clump == null) return false;
        int access = Spots.access(a, clump);
        if (kind.forest()) {
            TerrainType forest = fill.biome.forest();
            ObjectType tree = ctx.data().objectOrThrow(forest.tree());
            for (int t : clump) {
                a.map.paint(t, forest.id(), forest.movement());
                Put.object(ctx, a, tree, 0, t % a.size, t / a.size, r.nextInt(MapObject.FULL_TURN), r.nextInt(4));
            }
        } else {
            for (int t : clump) Put.object(ctx, a, kind.object(), 0, t % a.size, t / a.size, r.nextInt(MapObject.FULL_TURN), r.nextInt(4));
        }
        a.clear(access);
        fill.anchors.add(access);
        fill.mines.add(new Sites.Mine(kind.resource(), kind.kind(), clump, access, clump.length));
        return true;
    }
}
