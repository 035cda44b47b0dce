package org.openaok.zones.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.MapObject;
import org.openaok.zones.fill.FillState;

/** What the zone generator's checks share: they need its state, and look objects up by tile. */
abstract class ZonesCheck implements MapCheck {
    @Override public Set<String> generators() { return Set.of("zones"); }

    @Override
    public final List<CheckResult> check(GenerationContext ctx) {
        FillState state = ctx.find(FillState.KEY).orElse(null);
        if (state == null) return List.of(CheckResult.fail(id(), "the zone generator left no state to check"));
        return List.of(check(ctx, state));
    }

    abstract CheckResult check(GenerationContext ctx, FillState state);

    /** The objects standing on each tile, by level then tile. */
    static Map<Long, List<MapObject>> byTile(GenerationContext ctx) {
        Map<Long, List<MapObject>> out = new HashMap<>();
        int size = ctx.map().size();
        for (MapObject o : ctx.map().objects().list()) {
            long key = (long) o.level() * size * size + (long) o.tileY() * size + o.tileX();
            out.computeIfAbsent(key, k -> new ArrayList<>()).add(o);
        }
        return out;
    }

    static long key(int size, int level, int tile) { return (long) level * size * size + tile; }

    /** "a; b; c ... (and n more)": failures listed, but not without end. */
    static String list(List<String> items) {
        int shown = Math.min(8, items.size());
        String s = String.join("; ", items.subList(0, shown));
        return items.size() > shown ? s + " ... (and " + (items.size() - shown) + " more)" : s;
    }
}
