package org.openaok.api.generate;

import java.util.Optional;

import org.openaok.api.data.GameData;
import org.openaok.api.diag.Diagnostics;
import org.openaok.api.random.RandomStream;

/** What a generator sees while it sets a map up, before any stage runs. */
public interface SetupContext {
    GenerationRequest request();

    /** The seed of the request. */
    default long seed() { return request().seed(); }

    GameData data();

    Diagnostics diagnostics();

    /**
     * A named stream shared by everything in this generation (the same object every time the
     * name is asked for). Only stages ordered by their dependencies may share one.
     */
    RandomStream stream(String name);

    /** Leaves a value for the stages. */
    <T> void put(Key<T> key, T value);

    <T> Optional<T> find(Key<T> key);

    /** A value that must be there, or an {@link IllegalStateException} naming the key. */
    default <T> T get(Key<T> key) {
        return find(key).orElseThrow(() -> new IllegalStateException("nothing was left under " + key.name()));
    }
}
