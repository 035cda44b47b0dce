package org.openaok.gamedata;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.TerrainType;

/** Game data held in tables, looked up by id (an array) and by name (case-insensitive). */
public final class TableGameData implements GameData {
    /** Ids below this are looked up in an array. */
    private static final int SMALL_IDS = 1 << 16;
    private final String id;
    private final List<TerrainType> terrains;
    private final List<ObjectType> objects;
    private final TerrainType[] terrainById;
    private final Map<Integer, ObjectType> objectById = new HashMap<>();
    /** The objects whose ids are small, by id: a map's self-checks look up every tree. */
    private final ObjectType[] objectByIndex;
    private final Map<String, TerrainType> terrainByName = new HashMap<>();
    private final Map<String, ObjectType> objectByName = new HashMap<>();

    public TableGameData(String id, List<TerrainType> terrains, List<ObjectType> objects) {
        this.id = id;
        this.terrains = Collections.unmodifiableList(new ArrayList<>(terrains));
        this.objects = Collections.unmodifiableList(new ArrayList<>(objects));
        int max = terrains.stream().mapToInt(TerrainType::id).max().orElse(-1);
        this.terrainById = new TerrainType[max + 1];
        for (TerrainType t : terrains) {
            if (terrainById[t.id()] != null) throw new IllegalArgumentException("two terrains with id " + t.id());
            terrainById[t.id()] = t;
            terrainByName.put(t.name().toUpperCase(Locale.ROOT), t);
        }
        for (ObjectType o : objects) {
            if (objectById.put(o.id(), o) != null) throw new IllegalArgumentException("two objects with id " + o.id());
            objectByName.put(o.name().toUpperCase(Locale.ROOT), o);
        }
        int top = objects.stream().mapToInt(ObjectType::id).filter(i -> i >= 0 && i < SMALL_IDS).max().orElse(-1);
        this.objectByIndex = new ObjectType[top + 1];
        for (ObjectType o : objects) if (o.id() >= 0 && o.id() <= top) objectByIndex[o.id()] = o;
    }

    @Override public String id() { return id; }

    @Override public List<TerrainType> terrains() { return terrains; }

    @Override
    public Optional<TerrainType> terrain(int tid) {
        return tid >= 0 && tid < terrainById.length ? Optional.ofNullable(terrainById[tid]) : Optional.empty();
    }

    @Override
    public Optional<TerrainType> terrain(String name) {
        return Optional.ofNullable(terrainByName.get(name.toUpperCase(Locale.ROOT)));
    }

    @Override public List<ObjectType> objects() { return objects; }

    @Override
    public Optional<ObjectType> object(int oid) {
        if (oid >= 0 && oid < objectByIndex.length) return Optional.ofNullable(objectByIndex[oid]);
        return Optional.ofNullable(objectById.get(oid));
    }

    @Override
    public Optional<ObjectType> object(String name) {
        return Optional.ofNullable(objectByName.get(name.toUpperCase(Locale.ROOT)));
    }
}
