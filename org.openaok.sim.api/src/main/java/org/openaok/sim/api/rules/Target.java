package org.openaok.sim.api.rules;

import java.util.List;

/**
 * What an effect changes: a set of types (given by unit, building, line, class, armour class or
 * all of a kind, resolved to type indexes when the rules are compiled), a technology, a villager
 * task, or the player.
 *
 * @param scope   what kind of thing
 * @param word    as the table wrote it, for messages
 * @param indexes the types, the technology or the tasks it reaches
 */
public record Target(Scope scope, String word, List<Integer> indexes) {
    public enum Scope { TYPES, TECH, TASKS, PLAYER }

    public Target { indexes = List.copyOf(indexes); }
}
