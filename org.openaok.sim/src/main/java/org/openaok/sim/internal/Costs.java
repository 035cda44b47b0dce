package org.openaok.sim.internal;

import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Stats;

/** Prices as arrays by resource, and as a person reads them. */
public final class Costs {
    private Costs() {}

    public static int[] of(Stats s) {
        int[] c = new int[Resource.COUNT];
        for (Resource r : Resource.values()) c[r.ordinal()] = s.cost(r);
        return c;
    }

    /** {@code " (60 food, 20 gold)"}. */
    public static String text(int[] cost) {
        StringBuilder b = new StringBuilder(" (");
        for (Resource r : Resource.values()) {
            if (cost[r.ordinal()] > 0) b.append(b.length() > 2 ? ", " : "").append(cost[r.ordinal()] / 1000).append(' ').append(r.word());
        }
        return b.length() == 2 ? "" : b.append(')').toString();
    }
}
