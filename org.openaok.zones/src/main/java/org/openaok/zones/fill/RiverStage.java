package org.openaok.zones.fill;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.openaok.api.data.TerrainType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.random.RandomStream;
import org.openaok.api.random.Seeds;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.zones.plan.ZonePlan;
import org.osgi.service.component.annotations.Component;

/**
 * Rivers on the surface ({@code zones.rivers}, map-wide as rivers cross zones): each starts deep in
 * blocked ground (the mountains) and takes the least-cost way to the nearest sink, the map's edge
 * or a shore, over costs from a fractal field so it bends along the field's valleys. Where it crosses open ground it is a ford
 * (shallow water: the ground stays open); elsewhere it is water, which obstacles then leave alone.
 * Built ground is never crossed. It runs after every zone's treasure and before any obstacles.
 */
@Component(service = Stage.class)
public class RiverStage extends ZonesStage {
    public static final String ID = "zones.rivers";
    /** Tiles of surface per river. */
    public static final int TILES_PER_RIVER = 9000;
    /** A river shorter than this is not drawn. */
    public static final int MIN_LENGTH = 10;

    @Override public String id() { return ID; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.afterAll(TreasureStage.ID)); }

    @Override
    public void run(GenerationContext ctx) {
        FillState state = ctx.get(FillState.KEY);
        ZonePlan plan = state.plan;
        int size = state.size;
        MapLevel map = ctx.map().level(0);
        byte[] mask = state.mask[0];
        int[] owner = state.layout.owners(0);
        RandomStream r = ctx.random();
        int rivers = Math.max(1, size * size / TILES_PER_RIVER);
        TerrainType ford = plan.mapping().shallow(), water = plan.mapping().river();
        int n = size * size;
        int[] dist = new int[n];
        int[] pred = new int[n];
        LongHeap heap = new LongHeap();
        for (int k = 0, tries = 0; k < rivers && tries < rivers * 4; tries++) {
            ctx.checkpoint();
            long salt = r.nextLong();
            // costs from a fractal field: a river follows its valleys, so it bends as terrain would bend it
            org.openaok.zones.placement.FractalField valleys = new org.openaok.zones.placement.FractalField(size, 48, 32, r);
            int source = -1;
            for (int draw = 0; draw < 200 && source < 0; draw++) {
                int t = r.nextInt(n);
                ZonePlan.PlanZone z = plan.zone(owner[t]);
                if (z.land() && !z.closed() && deep(mask, size, t)) source = t;
            }
            if (source < 0) break;
            Arrays.fill(dist, Integer.MAX_VALUE);
            heap.clear();
            dist[source] = 0;
            pred[source] = -1;
            heap.push(LongHeap.of(0, source));
            int sink = -1;
            while (!heap.isEmpty()) {
                long e = heap.pop();
                int c = LongHeap.cost(e), t = LongHeap.tile(e);
                if (c > dist[t]) continue;
                if (t != source && sink(mask, size, t)) {
                    sink = t;
                    break;
                }
                int x = t % size, y = t / size;
                for (int d = 0; d < 8; d++) {
                    int nx = x + Area.DX[d], ny = y + Area.DY[d];
                    if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                    int u = ny * size + nx;
                    if (mask[u] == Mask.USED || mask[u] == Mask.WATER || map.has(u, MapLevel.OCCUPIED)) continue;
                    int step = ((mask[u] == Mask.CLEAR ? 60 : 12) + (valleys.at(nx, ny) + 48) / 2 + (int) (Seeds.mix(salt ^ u) & 15))
                            * Area.COST[d] / 2;
                    if (c + step < dist[u]) {
                        dist[u] = c + step;
                        pred[u] = t;
                        heap.push(LongHeap.of(c + step, u));
                    }
                }
            }
            if (sink < 0) continue;
            List<Integer> path = new ArrayList<>();
            for (int t = sink; t >= 0; t = pred[t]) path.add(t);
            if (path.size() < MIN_LENGTH) continue;
            // two tiles wide: each tile of the way and the one east of it (where nothing stands)
            java.util.Set<Integer> bed = new java.util.LinkedHashSet<>();
            for (int t : path) {
                bed.add(t);
                int e = t + 1;
                if (t % size + 1 < size && mask[e] != Mask.USED && !map.has(e, MapLevel.OCCUPIED) && plan.zone(owner[e]).land()) bed.add(e);
            }
            for (int t : bed) {
                if (mask[t] == Mask.WATER) continue;
                if (mask[t] == Mask.CLEAR) {
                    map.paint(t, ford.id(), ford.movement());
                } else {
                    map.paint(t, water.id(), water.movement());
                    mask[t] = Mask.WATER;
                }
            }
            path = new ArrayList<>(bed);
            state.rivers.add(path.stream().mapToInt(Integer::intValue).toArray());
            k++;
        }
    }

    /** Blocked ground with blocked ground all round: where a river may rise. */
    private static boolean deep(byte[] mask, int size, int t) {
        int x = t % size, y = t / size;
        if (x < 2 || y < 2 || x >= size - 2 || y >= size - 2) return false;
        for (int dy = -2; dy <= 2; dy++) for (int dx = -2; dx <= 2; dx++) if (mask[t + dy * size + dx] != Mask.BLOCK) return false;
        return true;
    }

    /** The map's edge, or a tile beside water. */
    private static boolean sink(byte[] mask, int size, int t) {
        int x = t % size, y = t / size;
        if (x == 0 || y == 0 || x == size - 1 || y == size - 1) return true;
        return mask[t - 1] == Mask.WATER || mask[t + 1] == Mask.WATER || mask[t - size] == Mask.WATER || mask[t + size] == Mask.WATER;
    }
}
