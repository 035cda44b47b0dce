package org.openaok.zones.plan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.openaok.zones.template.ForcedLevel;
import org.openaok.zones.template.TemplateZone;

/**
 * Puts each template zone on a level. Zones with a forced level keep it; on a one-level map
 * everything is on the surface. Otherwise starts stay on the surface (as players expect) and the
 * other zones, those farthest from any start first, each go to the level holding less so far,
 * the surface on a tie, so the levels come out about equally full.
 */
public final class LevelAssigner {
    private LevelAssigner() {}

    /** Levels by template zone index. */
    public static int[] assign(List<TemplateZone> zones, ZoneGraph graph, int levels) {
        int n = zones.size();
        int[] level = new int[n];
        if (levels < 2) return level;
        long[] total = new long[2];
        List<Integer> automatic = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            TemplateZone z = zones.get(i);
            if (z.forcedLevel() == ForcedLevel.UNDERGROUND) level[i] = 1;
            else if (z.forcedLevel() == ForcedLevel.SURFACE || z.start()) level[i] = 0;
            else {
                automatic.add(i);
                continue;
            }
            total[level[i]] += z.size();
        }
        int[] fromStart = new int[n];
        for (int i = 0; i < n; i++) {
            int best = ZoneGraph.FAR;
            for (int s = 0; s < n; s++) if (zones.get(s).start()) best = Math.min(best, graph.distance(i, s));
            fromStart[i] = best;
        }
        automatic.sort(Comparator.comparingInt((Integer i) -> -fromStart[i]).thenComparingInt(i -> i));
        for (int i : automatic) {
            int l = total[1] < total[0] ? 1 : 0;
            level[i] = l;
            total[l] += zones.get(i).size();
        }
        return level;
    }
}
