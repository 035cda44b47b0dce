package org.openaok.api.map;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A generated map: a square of {@link #size()} tiles on one or more {@link MapLevel levels},
 * the zones it is divided into, the players' starts and the objects standing on it.
 */
public final class GameMap {
    private final int size;
    private final List<MapLevel> levels;
    private final List<Zone> zones;
    private final List<PlayerStart> starts = new ArrayList<>();
    private final MapObjects objects = new MapObjects();

    public GameMap(int size, int levelCount, List<Zone> zones) {
        if (levelCount < 1 || levelCount > 8) throw new IllegalArgumentException("level count out of range: " + levelCount);
        this.size = size;
        List<MapLevel> ls = new ArrayList<>(levelCount);
        for (int l = 0; l < levelCount; l++) ls.add(new MapLevel(l, size));
        this.levels = Collections.unmodifiableList(ls);
        this.zones = List.copyOf(zones);
        for (int z = 0; z < this.zones.size(); z++) {
            Zone zone = this.zones.get(z);
            if (zone.id() != z) throw new IllegalArgumentException("zone ids must be 0..n-1 in order");
            if (zone.level() < 0 || zone.level() >= levelCount) throw new IllegalArgumentException("zone " + z + " on a missing level");
        }
    }

    public GameMap(int size) {
        this(size, 1, List.of());
    }

    /** Tiles across (and down). */
    public int size() { return size; }

    public List<MapLevel> levels() { return levels; }

    public MapLevel level(int l) { return levels.get(l); }

    /** The surface. */
    public MapLevel surface() { return levels.get(0); }

    public List<Zone> zones() { return zones; }

    /** The players' starts, in seat order once generation is done. */
    public synchronized List<PlayerStart> starts() { return List.copyOf(starts); }

    public synchronized void addStart(PlayerStart start) {
        starts.removeIf(s -> s.player() == start.player());
        starts.add(start);
        starts.sort((a, b) -> Integer.compare(a.player(), b.player()));
    }

    public synchronized void clearStarts() { starts.clear(); }

    public MapObjects objects() { return objects; }
}
