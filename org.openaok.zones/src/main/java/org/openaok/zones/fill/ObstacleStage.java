package org.openaok.zones.fill;

import java.util.List;

import org.openaok.api.data.ObjectType;
import org.openaok.api.data.TerrainRole;
import org.openaok.api.data.TerrainType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.random.RandomStream;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.zones.mapping.GameMapping;
import org.openaok.zones.plan.ZonePlan;
import org.osgi.service.component.annotations.Component;

/**
 * Fills the zone's blocked ground with obstacles ({@code zones.obstacles}). Ground that may be
 * blocked or clear is decided first; open ground the zone's root cannot reach is blocked (or, if
 * it must be clear, cut to), so every open tile is joined. Then each tile to block gets an
 * obstacle of the terrain's table, drawn by weight: an entry like its already-filled neighbours
 * weighs far more (forests and rock fields clump), and an entry "near" a kind of mine weighs more
 * beside such mines (forest by wood, rocks by stone and gold). Forest paints the terrain's forest
 * floor and its tree.
 */
@Component(service = Stage.class)
public class ObstacleStage extends ZoneStage {
    public static final String ID = "zones.obstacles";
    /** Per cent of may-be-blocked ground that gets blocked. */
    public static final int MAYBE_BLOCKED = 35;
    /** Tiles from a mine within which its "near" obstacles weigh more. */
    public static final int NEAR = 8;

    @Override public String id() { return ID; }

    @Override public List<Dependency> dependencies() {
        return List.of(Dependency.after(TreasureStage.ID), Dependency.after(RiverStage.ID));
    }

    @Override
    public void run(GenerationContext ctx) {
        FillState state = ctx.get(FillState.KEY);
        ZonePlan.PlanZone z = state.plan.zone(ctx.zone().orElseThrow().id());
        if (z.kind() == ZonePlan.Kind.WATER) return;
        Area a = new Area(state, z.id(), ctx.map().level(z.level()));
        ZoneFill fill = state.zones[z.id()];
        RandomStream r = ctx.random();
        int w = a.w();
        boolean[] block = new boolean[w * a.h()];
        for (int t : a.tiles) {
            byte m = a.mask[t];
            // a beach that may be blocked stays open: trees do not grow on sand by the sea
            boolean beach = m == Mask.MAYBE && ctx.data().terrain(a.map.terrain(t)).map(x -> x.role() == TerrainRole.BEACH).orElse(false);
            block[a.local(t)] = m == Mask.BLOCK || (m == Mask.MAYBE && r.nextInt(100) < MAYBE_BLOCKED && !beach);
        }
        if (fill.root >= 0 && !z.closed()) {
            join(a, fill, block);
            if (fill.unjoined > 0) {
                ctx.diagnostics().warning("zones-open-ground", "zone '" + z.name() + "': " + fill.unjoined
                        + " open tiles with something on them could not be joined to the zone's ways");
            }
        }
        else for (int t : a.tiles) if (a.mask[t] == Mask.MAYBE || a.mask[t] == Mask.BLOCK) block[a.local(t)] = true;
        fillObstacles(ctx, a, fill, block, r);
    }

    /** Blocks open ground the root cannot reach; clear ground it cannot reach is cut to. */
    private static void join(Area a, ZoneFill fill, boolean[] block) {
        java.util.function.IntPredicate open = t -> a.mask[t] != Mask.WATER && a.mask[t] != Mask.USED && !block[a.local(t)];
        boolean[] reached = reach(a, fill.root, open);
        boolean clearLeft = false;
        for (int t : a.tiles) {
            if (!open.test(t) || reached[a.local(t)]) continue;
            // clear ground out of reach with something on it must be reached; bare ground may be blocked
            if (a.mask[t] == Mask.CLEAR && a.map.has(t, MapLevel.OCCUPIED)) clearLeft = true;
            else block[a.local(t)] = true;
        }
        if (clearLeft) {
            fill.unjoined = Connector.connect(a, fill.root, t -> a.mask[t] == Mask.CLEAR && !block[a.local(t)],
                    t -> a.cuttable(t), t -> {
                        a.mask[t] = Mask.CLEAR;
                        block[a.local(t)] = false;
                    });
        }
    }

    private static boolean[] reach(Area a, int root, java.util.function.IntPredicate open) {
        boolean[] seen = new boolean[a.w() * a.h()];
        if (!open.test(root)) return seen;
        int[] stack = new int[a.tiles.length + 1];
        int top = 0;
        stack[top++] = root;
        seen[a.local(root)] = true;
        while (top > 0) {
            int t = stack[--top];
            for (int d = 0; d < 8; d++) {
                int u = a.step(t, d);
                if (u < 0 || !a.own(u) || seen[a.local(u)] || !open.test(u)) continue;
                seen[a.local(u)] = true;
                stack[top++] = u;
            }
        }
        return seen;
    }

    private static void fillObstacles(GenerationContext ctx, Area a, ZoneFill fill, boolean[] block, RandomStream r) {
        GameMapping.Biome biome = fill.biome;
        List<GameMapping.Obstacle> table = biome.obstacles();
        int kinds = table.size();
        int w = a.w();
        // how near each kind of mine every tile is (only kinds some obstacle wants to be near)
        int[][] nearKind = new int[kinds][];
        for (int k = 0; k < kinds; k++) {
            String near = table.get(k).near();
            if (near.isEmpty()) continue;
            java.util.Set<Integer> mineTiles = new java.util.HashSet<>();
            for (Sites.Mine m : fill.mines) if (m.kind().equals(near)) for (int t : m.tiles()) mineTiles.add(t);
            if (!mineTiles.isEmpty()) nearKind[k] = Chamfer.from(a, mineTiles::contains);
        }
        int[] kindAt = new int[w * a.h()];
        java.util.Arrays.fill(kindAt, -1);
        TerrainType forest = biome.forest();
        ObjectType tree = ctx.data().objectOrThrow(forest.tree());
        long[] weight = new long[kinds];
        for (int y = a.minY; y <= a.maxY; y++) {
            ctx.checkpoint();
            for (int x = a.minX; x <= a.maxX; x++) {
                int t = y * a.size + x;
                if (!a.own(t)) continue;
                int lt = a.local(t);
                if (!block[lt] || kindAt[lt] >= 0 || a.mask[t] == Mask.WATER || a.mask[t] == Mask.USED || a.map.has(t, MapLevel.OCCUPIED)) continue;
                long total = 0;
                for (int k = 0; k < kinds; k++) {
                    GameMapping.Obstacle o = table.get(k);
                    long wt = o.weight();
                    if (!o.forest() && !fits(a, block, kindAt, o.object(), x, y)) wt = 0;
                    if (wt > 0) {
                        int same = 0;
                        if (x > a.minX && kindAt[lt - 1] == k) same++;
                        if (y > a.minY && kindAt[lt - w] == k) same++;
                        if (y > a.minY && x > a.minX && kindAt[lt - w - 1] == k) same++;
                        if (y > a.minY && x < a.maxX && kindAt[lt - w + 1] == k) same++;
                        wt *= 1 + 8L * same;
                        if (nearKind[k] != null && nearKind[k][lt] <= 2 * NEAR) wt *= 4;
                    }
                    weight[k] = wt;
                    total += wt;
                }
                int k;
                if (total == 0) {
                    k = forestIndex(table);
                } else {
                    long pick = (r.nextLong() >>> 1) % total;
                    k = 0;
                    while (pick >= weight[k]) pick -= weight[k++];
                }
                GameMapping.Obstacle o = k < 0 ? null : table.get(k);
                if (o == null || o.forest()) {
                    a.map.paint(t, forest.id(), forest.movement());
                    Put.object(ctx, a, tree, 0, x, y, r.nextInt(MapObject.FULL_TURN), r.nextInt(4));
                    kindAt[lt] = Math.max(k, 0);
                } else {
                    ObjectType type = o.object();
                    int[] tiles = Put.object(ctx, a, type, 0, x, y, r.nextInt(4) * (MapObject.FULL_TURN / 4), r.nextInt(4));
                    for (int u : tiles) kindAt[a.local(u)] = k;
                    if (!type.blocks()) for (int u : tiles) a.map.block(u);
                }
            }
        }
    }

    private static int forestIndex(List<GameMapping.Obstacle> table) {
        for (int k = 0; k < table.size(); k++) if (table.get(k).forest()) return k;
        return -1;
    }

    /** Whether an object's footprint with top-left (x, y) lies on ground still to block. */
    private static boolean fits(Area a, boolean[] block, int[] kindAt, ObjectType type, int x, int y) {
        for (int dy = 0; dy < type.height(); dy++) {
            for (int dx = 0; dx < type.width(); dx++) {
                int u = (y + dy) * a.size + x + dx;
                if (x + dx > a.maxX || y + dy > a.maxY || !a.own(u)) return false;
                int lu = a.local(u);
                if (!block[lu] || kindAt[lu] >= 0 || a.mask[u] == Mask.WATER || a.mask[u] == Mask.USED || a.map.has(u, MapLevel.OCCUPIED)) return false;
            }
        }
        return true;
    }
}
