package org.openaok.sim.api.rules;

import java.util.List;

/**
 * A technology (the ages are technologies too).
 *
 * @param index    dense index in {@link Rules#techs()}
 * @param id       the original game's research id
 * @param word     its word, e.g. {@code ri-loom}, {@code feudal-age}
 * @param age      the age it needs, 1-4
 * @param at       the building type it is researched at; -1 for one the game researches by itself, free, once its requirements hold
 * @param civ      the civilisation index of a unique technology, or -1
 * @param time     research time, milliseconds
 * @param cost     per resource, thousandths
 * @param requires what must exist first
 * @param effects  what it does when researched
 * @param ageReached for an age technology, the age it brings (2-4), else 0
 */
public record TechDef(int index, int id, String word, int age, int at, int civ, int time, int[] cost,
                      List<Requirement> requires, List<Effect> effects, int ageReached) {
    public TechDef {
        cost = cost.clone();
        requires = List.copyOf(requires);
        effects = List.copyOf(effects);
    }

    public int cost(Resource r) { return cost[r.ordinal()]; }

    /** Researched by the game itself as soon as its requirements hold. */
    public boolean automatic() { return at < 0; }

    @Override
    public String toString() { return word + "(" + id + ")"; }
}
