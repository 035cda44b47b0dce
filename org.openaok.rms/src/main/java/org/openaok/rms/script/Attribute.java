package org.openaok.rms.script;

import java.util.List;

/**
 * One line of a command's attribute block, e.g. {@code terrain_cost WATER 7}.
 *
 * @param name     the attribute's name
 * @param values   its arguments with constants already turned into numbers; empty for a flag
 * @param location where its name stands
 */
public record Attribute(String name, List<Integer> values, SourceLocation location) {
    public Attribute {
        values = List.copyOf(values);
    }

    /** The first value; an attribute written with no value (a flag) reads 1, as in the original engine. */
    public int value() {
        return values.isEmpty() ? 1 : values.get(0);
    }

    /** The value at {@code index}, or {@code otherwise} when the script gave fewer. */
    public int value(int index, int otherwise) {
        return index >= 0 && index < values.size() ? values.get(index) : otherwise;
    }
}
