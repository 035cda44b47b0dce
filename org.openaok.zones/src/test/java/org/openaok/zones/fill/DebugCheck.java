package org.openaok.zones.fill;

import java.util.List;
import java.util.Set;

import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MovementClass;

/** Test aid: describes open tiles cut off from their zone's root. */
public class DebugCheck implements MapCheck {
    @Override public String id() { return "debug"; }
    @Override public Set<String> generators() { return Set.of("zones"); }

    @Override
    public List<CheckResult> check(GenerationContext ctx) {
        FillState s = ctx.get(FillState.KEY);
        StringBuilder sb = new StringBuilder();
        int size = s.size;
        for (int z = 0; z < s.zones.length; z++) {
            int lvl = s.layout.level(z);
            MapLevel map = ctx.map().level(lvl);
            int root = s.zones[z].root;
            if (root < 0) continue;
            boolean[] seen = new boolean[size * size];
            java.util.ArrayDeque<Integer> q = new java.util.ArrayDeque<>();
            if (map.passable(root, MovementClass.LAND)) { q.add(root); seen[root] = true; }
            while (!q.isEmpty()) {
                int t = q.poll();
                for (int d = 0; d < 8; d++) {
                    int x = t % size + Area.DX[d], y = t / size + Area.DY[d];
                    if (x < 0 || y < 0 || x >= size || y >= size) continue;
                    int u = y * size + x;
                    if (!seen[u] && map.zone(u) == z && map.passable(u, MovementClass.LAND)) { seen[u] = true; q.add(u); }
                }
            }
            for (int t : s.layout.tiles(z)) {
                if (!map.passable(t, MovementClass.LAND) || seen[t]) continue;
                final int tt = t;
                List<String> objs = ctx.map().objects().list().stream().filter(o -> o.level() == lvl && o.tileX() == tt % size && o.tileY() == tt / size)
                        .map(o -> ctx.data().object(o.type()).get().name()).toList();
                sb.append(String.format(" [z%d (%d,%d) mask=%d seal=%s terr=%s flags=%d objs=%s root=(%d,%d)]", z, t % size, t / size, s.mask[lvl][t],
                        s.seal[lvl][t], ctx.data().terrain(map.terrain(t)).get().name(), map.flags(t), objs, root % size, root / size));
            }
        }
        for (Sites.Passage p : s.passages) {
            for (int[] e : new int[][] {{p.a(), p.endA()}, {p.b(), p.endB()}}) {
                if (e[1] < 0) continue;
                MapLevel map = ctx.map().level(s.layout.level(e[0]));
                if (!map.passable(e[1], MovementClass.LAND) || map.zone(e[1]) != e[0]) {
                    sb.append(String.format(" [end of %s %d-%d at (%d,%d) in zone %d mask=%d terr=%s flags=%d]", p.kind(), p.a(), p.b(), e[1] % size, e[1] / size,
                            map.zone(e[1]), s.mask[map.index()][e[1]], ctx.data().terrain(map.terrain(e[1])).get().name(), map.flags(e[1])));
                }
            }
        }
        return List.of(sb.length() == 0 ? CheckResult.pass("debug", "") : CheckResult.fail("debug", sb.toString()));
    }
}
