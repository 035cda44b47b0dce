package org.openaok.api.generate;

/**
 * A typed name for something a generator or stage leaves for later stages (the parsed script,
 * the zone layout). Keys compare by name.
 */
public record Key<T>(String name, Class<T> type) {
    public Key {
        if (name == null || name.isBlank()) throw new IllegalArgumentException("key name");
        if (type == null) throw new IllegalArgumentException("key type");
    }

    public static <T> Key<T> of(String name, Class<T> type) { return new Key<>(name, type); }
}
