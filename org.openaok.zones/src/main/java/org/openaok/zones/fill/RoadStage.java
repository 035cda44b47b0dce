package org.openaok.zones.fill;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.openaok.api.data.TerrainType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MovementClass;
import org.openaok.api.random.RandomStream;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.zones.plan.ZonePlan;
import org.osgi.service.component.annotations.Component;

/**
 * Roads between towns ({@code zones.roads}, map-wide as roads cross zones), once the obstacles
 * stand: for each connection whose road option says so ("random" tosses a coin), the least-cost
 * way over open ground from the town (or the root) of one zone through the passage to the town of
 * the other, or to the gate, portal or dock at each end. A step costs 20 (30 diagonally), a tenth
 * of that on a road already laid, so roads share their way where they can. A zone's other towns
 * get a road to its first.
 */
@Component(service = Stage.class)
public class RoadStage extends ZonesStage {
    public static final String ID = "zones.roads";

    @Override public String id() { return ID; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.afterAll(ObstacleStage.ID)); }

    @Override
    public void run(GenerationContext ctx) {
        FillState state = ctx.get(FillState.KEY);
        ZonePlan plan = state.plan;
        RandomStream r = ctx.random();
        Router router = new Router(state, ctx);
        for (ZonePlan.Link link : plan.links()) {
            ctx.checkpoint();
            boolean road = switch (link.spec().road()) {
                case TRUE -> true;
                case FALSE -> false;
                case RANDOM -> r.nextInt(2) == 0;
            };
            if (!road || !link.spec().type().passable()) continue;
            Sites.Passage p = state.passage(link.index()).orElse(null);
            if (p == null || p.kind() == Sites.PassageKind.NONE) continue;
            int na = node(state, p.a()), nb = node(state, p.b());
            if (p.kind() == Sites.PassageKind.LAND || p.kind() == Sites.PassageKind.WIDE) {
                router.lay(state.layout.level(p.a()), na, nb, p.a(), p.b());
            } else {
                router.lay(state.layout.level(p.a()), na, p.endA(), p.a(), p.a());
                router.lay(state.layout.level(p.b()), nb, p.endB(), p.b(), p.b());
            }
        }
        for (ZoneFill f : state.zones) {
            for (int k = 1; k < f.towns.size(); k++) {
                router.lay(state.layout.level(f.id), node(state, f.id), f.towns.get(k).access(), f.id, f.id);
            }
        }
    }

    /** Where a zone's roads meet: its first town's doorstep, else its root. */
    static int node(FillState state, int zone) {
        ZoneFill f = state.zones[zone];
        for (Sites.Town t : f.towns) if (t.access() >= 0) return t.access();
        return f.root;
    }

    /** Least-cost roads over open ground of one or two zones. */
    private static final class Router {
        final FillState state;
        final GenerationContext ctx;
        final int size;
        final int[] dist;
        final int[] pred;
        final LongHeap heap = new LongHeap();

        Router(FillState state, GenerationContext ctx) {
            this.state = state;
            this.ctx = ctx;
            this.size = state.size;
            this.dist = new int[size * size];
            this.pred = new int[size * size];
        }

        void lay(int level, int from, int to, int za, int zb) {
            if (from < 0 || to < 0 || from == to) return;
            MapLevel map = ctx.map().level(level);
            int[] owner = state.layout.owners(level);
            Arrays.fill(dist, Integer.MAX_VALUE);
            heap.clear();
            dist[from] = 0;
            pred[from] = -1;
            heap.push(LongHeap.of(0, from));
            boolean found = false;
            while (!heap.isEmpty()) {
                long e = heap.pop();
                int c = LongHeap.cost(e), t = LongHeap.tile(e);
                if (c > dist[t]) continue;
                if (t == to) {
                    found = true;
                    break;
                }
                int x = t % size, y = t / size;
                for (int d = 0; d < 8; d++) {
                    int nx = x + Area.DX[d], ny = y + Area.DY[d];
                    if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                    int u = ny * size + nx;
                    if ((owner[u] != za && owner[u] != zb) || !map.passable(u, MovementClass.LAND)) continue;
                    int step = Area.COST[d] * (map.has(u, MapLevel.ROAD) ? 1 : 10);
                    if (c + step < dist[u]) {
                        dist[u] = c + step;
                        pred[u] = t;
                        heap.push(LongHeap.of(c + step, u));
                    }
                }
            }
            if (!found) {
                ctx.diagnostics().warning("zones-road", "no open way for a road between zones " + state.plan.zone(za).name()
                        + " and " + state.plan.zone(zb).name());
                return;
            }
            List<Integer> path = new ArrayList<>();
            for (int t = to; t >= 0; t = pred[t]) path.add(t);
            for (int t : path) {
                map.set(t, MapLevel.ROAD);
                TerrainType now = ctx.data().terrain(map.terrain(t)).orElse(null);
                if (now != null && now.water()) continue;   // a ford stays a ford
                ZoneFill f = state.zones[owner[t]];
                if (f.biome == null) continue;
                TerrainType road = f.biome.road();
                map.paint(t, road.id(), road.movement());
            }
        }
    }
}
