package org.openaok.sim.api.rules;

import java.util.List;

/**
 * What must be true before a unit can be trained, a building built or a technology researched,
 * besides its age and cost: a finished building or a researched technology, a number of distinct
 * buildings of a set (the ages), or one of several alternatives.
 */
public sealed interface Requirement {
    /** A finished building of the type, or the technology researched. */
    record Has(Ref what) implements Requirement {}

    /** At least {@code count} distinct types among {@code types} with a finished building each. */
    record Distinct(int count, List<Integer> types) implements Requirement {
        public Distinct { types = List.copyOf(types); }
    }

    /** One of the alternatives, each a list that must all hold. */
    record AnyOf(List<List<Requirement>> alternatives) implements Requirement {
        public AnyOf {
            alternatives = alternatives.stream().map(List::copyOf).toList();
        }
    }
}
