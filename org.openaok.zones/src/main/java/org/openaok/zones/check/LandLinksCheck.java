package org.openaok.zones.check;

import java.util.ArrayList;
import java.util.TreeSet;

import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MovementClass;
import org.openaok.zones.fill.FillState;
import org.openaok.zones.fill.Sites;
import org.osgi.service.component.annotations.Component;

/**
 * Zones the template does not connect are not connected on land: wherever two open tiles of
 * different zones touch (side by side or corner to corner), the template must join those zones
 * and the way made must be a land or wide passage.
 */
@Component(service = MapCheck.class)
public class LandLinksCheck extends ZonesCheck {
    @Override public String id() { return "zones.no-unplanned-links"; }

    @Override
    CheckResult check(GenerationContext ctx, FillState state) {
        int n = state.zones();
        boolean[][] allowed = new boolean[n][n];
        for (Sites.Passage p : state.passages()) {
            if (p.kind() == Sites.PassageKind.LAND || p.kind() == Sites.PassageKind.WIDE) allowed[p.a()][p.b()] = allowed[p.b()][p.a()] = true;
        }
        int size = state.size();
        TreeSet<String> wrong = new TreeSet<>();
        int touching = 0;
        for (MapLevel map : ctx.map().levels()) {
            boolean[][] seen = new boolean[n][n];
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int t = y * size + x;
                    if (!map.passable(t, MovementClass.LAND)) continue;
                    int za = map.zone(t);
                    // right, down-left, down, down-right: each neighbouring pair once
                    int[][] next = {{1, 0}, {-1, 1}, {0, 1}, {1, 1}};
                    for (int[] d : next) {
                        int nx = x + d[0], ny = y + d[1];
                        if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                        int u = ny * size + nx;
                        int zb = map.zone(u);
                        if (zb == za || !map.passable(u, MovementClass.LAND)) continue;
                        if (!seen[za][zb]) {
                            seen[za][zb] = seen[zb][za] = true;
                            touching++;
                        }
                        if (!allowed[za][zb]) {
                            wrong.add(state.plan().zone(Math.min(za, zb)).name() + "-" + state.plan().zone(Math.max(za, zb)).name()
                                    + " at " + ConnectionsCheck.xy(t, size) + " level " + map.index());
                        }
                    }
                }
            }
        }
        if (wrong.isEmpty()) return CheckResult.pass(id(), touching + " pairs of zones meet on land, each joined by the template");
        return CheckResult.fail(id(), "zones meet on land that the template does not join: " + list(new ArrayList<>(wrong)));
    }
}
