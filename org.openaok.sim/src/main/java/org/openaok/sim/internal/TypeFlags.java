package org.openaok.sim.internal;

import java.util.List;

import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;

/**
 * Per-type flags the systems test in their loops: which types carry a trait, which belong to a
 * unit class. Worked out once per rules (the words compared once, not at every start of a match)
 * and copied for each caller, so a match may keep and change its copy.
 */
public final class TypeFlags {
    private TypeFlags() {}

    private record Trait(String name) {}

    private record Classes(List<String> words) {}

    /** Bit {@code type}: the type has the trait (a flag or a {@code name:value}). */
    public static boolean[] trait(Rules rules, String trait) {
        return rules.derived(new Trait(trait), r -> {
            boolean[] out = new boolean[r.types().size()];
            for (TypeDef d : r.types()) out[d.index()] = d.has(trait);
            return out;
        }).clone();
    }

    /** Bit {@code type}: the type's unit class is one of the words. */
    public static boolean[] unitClass(Rules rules, String... words) {
        List<String> w = List.of(words);
        return rules.derived(new Classes(w), r -> {
            boolean[] out = new boolean[r.types().size()];
            for (TypeDef d : r.types()) out[d.index()] = w.contains(d.unitClass());
            return out;
        }).clone();
    }
}
