package org.openaok.sim.api.rules;

import java.util.List;

/**
 * A kind of villager work: what it gathers, how fast, how much is carried.
 *
 * @param index    dense index in {@link Rules#tasks()}
 * @param word     e.g. {@code lumberjack}
 * @param resource what it brings home, or null (building, repairing)
 * @param rate     per second of game time, thousandths (resource units, or for builders a factor)
 * @param carry    how much is carried at once, thousandths
 * @param targets  the words of what it works on (type words, or classes such as {@code tree})
 */
public record TaskDef(int index, String word, Resource resource, int rate, int carry, List<String> targets) {
    public TaskDef { targets = List.copyOf(targets); }

    @Override
    public String toString() { return word; }
}
