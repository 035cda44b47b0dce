package org.openaok.rms.script;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A table of named numbers: the predefined constants, then the script's own {@code #const}s in the
 * order they were defined (a name keeps its first definition). Immutable.
 */
public final class Constants {
    private final Map<String, Integer> values;

    public Constants(Map<String, Integer> values) {
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    public OptionalInt value(String name) {
        Integer v = values.get(name);
        return v == null ? OptionalInt.empty() : OptionalInt.of(v);
    }

    public boolean contains(String name) { return values.containsKey(name); }

    public int size() { return values.size(); }

    /** Name to value, in definition order. */
    public Map<String, Integer> asMap() { return values; }
}
