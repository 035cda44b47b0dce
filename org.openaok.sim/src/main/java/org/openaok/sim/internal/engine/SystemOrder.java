package org.openaok.sim.internal.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import org.openaok.sim.api.match.MatchException;

/**
 * Orders the systems of a match once: every "after" and "before" kept, and among the systems free
 * to run, the one whose id comes first alphabetically, so the order depends on nothing but the
 * declarations.
 */
public final class SystemOrder {
    private SystemOrder() {}

    public static List<InstalledSystem> order(List<InstalledSystem> systems) throws MatchException {
        Map<String, InstalledSystem> byId = new TreeMap<>();
        for (InstalledSystem s : systems) byId.put(s.id(), s);
        Map<String, TreeSet<String>> needs = new TreeMap<>();
        for (String id : byId.keySet()) needs.put(id, new TreeSet<>());
        for (InstalledSystem s : byId.values()) {
            for (String a : s.system().after()) {
                if (!byId.containsKey(a))
                    throw new MatchException("system " + s.info() + " runs after '" + a + "', which no installed bundle provides");
                needs.get(s.id()).add(a);
            }
            for (String b : s.system().before()) {
                if (byId.containsKey(b)) needs.get(b).add(s.id());
            }
        }
        List<InstalledSystem> out = new ArrayList<>();
        TreeSet<String> done = new TreeSet<>();
        while (out.size() < byId.size()) {
            String next = null;
            for (Map.Entry<String, TreeSet<String>> e : needs.entrySet()) {
                if (done.contains(e.getKey())) continue;
                if (done.containsAll(e.getValue())) {
                    next = e.getKey();
                    break;
                }
            }
            if (next == null) {
                List<String> stuck = new ArrayList<>();
                for (String id : needs.keySet()) if (!done.contains(id)) stuck.add(byId.get(id).info().toString());
                throw new MatchException("the systems' order has a cycle among: " + String.join(", ", stuck));
            }
            done.add(next);
            out.add(byId.get(next));
        }
        return out;
    }
}
