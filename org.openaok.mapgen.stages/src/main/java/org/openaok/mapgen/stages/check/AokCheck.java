package org.openaok.mapgen.stages.check;

import java.util.List;
import java.util.Set;

import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.mapgen.stages.AokKeys;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.state.AokMapState;

/** What every self-check of an Age of Kings map shares: it applies to the {@code aok} generator's maps. */
public abstract class AokCheck implements MapCheck {
    private static final Set<String> GENERATORS = Set.of(AokStages.GENERATOR);

    @Override public final Set<String> generators() { return GENERATORS; }

    @Override
    public final List<CheckResult> check(GenerationContext ctx) {
        if (ctx.find(AokKeys.STATE).isEmpty()) return List.of(CheckResult.fail(id(), "the map has no Age of Kings state to check"));
        return check(ctx, AokMapState.of(ctx));
    }

    /** Checks a finished map. */
    protected abstract List<CheckResult> check(GenerationContext ctx, AokMapState state);

    /** A few items of a list for a message, and how many more there are. */
    static String some(List<String> items, int max) {
        if (items.size() <= max) return String.join("; ", items);
        return String.join("; ", items.subList(0, max)) + "; and " + (items.size() - max) + " more";
    }
}
