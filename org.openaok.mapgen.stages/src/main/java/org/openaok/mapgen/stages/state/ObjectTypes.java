package org.openaok.mapgen.stages.state;

import java.util.Arrays;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectType;

/**
 * The game data's object types by id, each looked up once: {@link GameData#object(int)} makes an
 * {@code Optional} a call, which over every object of a map was a good part of what a map
 * allocates. One is made for one pass over the objects and is not shared between threads.
 */
public final class ObjectTypes {
    private final GameData data;
    private ObjectType[] types = new ObjectType[0];
    private boolean[] known = new boolean[0];

    public ObjectTypes(GameData data) { this.data = data; }

    /** The type of an id, or null where the game data has none. */
    public ObjectType of(int id) {
        if (id < 0 || id > Short.MAX_VALUE) return data.object(id).orElse(null);
        if (id >= known.length) {
            int n = Math.max(id + 1, known.length * 2);
            types = Arrays.copyOf(types, n);
            known = Arrays.copyOf(known, n);
        }
        if (!known[id]) {
            types[id] = data.object(id).orElse(null);
            known[id] = true;
        }
        return types[id];
    }
}
