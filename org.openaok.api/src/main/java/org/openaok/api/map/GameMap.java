package org.openaok.api.map;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A generated map: a square of {@link #size()} tiles on one or more {@link MapLevel levels},
 * the zones it is divided into, the players' starts and civilisations and the objects standing on it.
 */
public final class GameMap {
    private final int size;
    private final List<MapLevel> levels;
    private final List<Zone> zones;
    private final List<PlayerStart> starts = new ArrayList<>();
    private final MapObjects objects = new MapObjects();
    private volatile List<String> civs = List.of();
    private volatile boolean nomadResources;

    public GameMap(int size, int levelCount, List<Zone> zones) {
        this(size, newLevels(size, levelCount), zones);
    }

    private GameMap(int size, List<MapLevel> levels, List<Zone> zones) {
        this.size = size;
        this.levels = Collections.unmodifiableList(levels);
        int levelCount = levels.size();
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

    private static List<MapLevel> newLevels(int size, int levelCount) {
        if (levelCount < 1 || levelCount > 8) throw new IllegalArgumentException("level count out of range: " + levelCount);
        List<MapLevel> ls = new ArrayList<>(levelCount);
        for (int l = 0; l < levelCount; l++) ls.add(new MapLevel(l, size));
        return ls;
    }

    /**
     * One level as a map of its own, for formats that hold one level: a copy of its tiles as the
     * surface, the zones on it, the starts and objects on it (moved to level 0), and the civilisations.
     */
    public GameMap levelAsMap(int level) {
        MapLevel copy = levels.get(level).copy(0);
        List<Zone> own = new ArrayList<>();
        int[] renumber = new int[zones.size()];
        for (Zone z : zones) {
            renumber[z.id()] = -1;
            if (z.level() != level) continue;
            renumber[z.id()] = own.size();
            own.add(new Zone(own.size(), 0, z.name(), z.kind()));
        }
        for (int i = 0; i < copy.tiles(); i++) {
            int z = copy.zone(i);
            copy.setZone(i, z >= 0 && z < renumber.length ? renumber[z] : MapLevel.NO_ZONE);
        }
        GameMap out = new GameMap(size, new ArrayList<>(List.of(copy)), own);
        for (PlayerStart s : starts()) {
            if (s.level() != level) continue;
            int z = s.zone() >= 0 && s.zone() < renumber.length ? renumber[s.zone()] : MapLevel.NO_ZONE;
            out.addStart(new PlayerStart(s.player(), s.team(), s.x(), s.y(), 0, z));
        }
        for (MapObject o : objects.list()) {
            if (o.level() == level) out.objects.add(new MapObject(o.type(), o.owner(), o.x(), o.y(), 0, o.angle(), o.variant(), o.source()));
        }
        out.setCivs(civs);
        return out;
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

    /**
     * The players' civilisations by seat (index 0 is player 1), as the lobby names them; "" (or a
     * seat past the end) leaves the choice to whoever exports the map.
     */
    public List<String> civs() { return civs; }

    /** The civilisation of a seat (1-based), "" when none was chosen. */
    public String civ(int player) {
        List<String> c = civs;
        return player >= 1 && player <= c.size() ? c.get(player - 1) : "";
    }

    public void setCivs(List<String> civs) {
        List<String> c = new ArrayList<>();
        for (String s : civs) c.add(s == null ? "" : s.trim());
        this.civs = List.copyOf(c);
    }

    /**
     * Whether each player starts with a Town Center's cost on top of the lobby's resources, as the
     * script's {@code nomad_resources} asks: a nomad start with no Town Center then pays for its
     * first one (the match knows the price; the map does not).
     */
    public boolean nomadResources() { return nomadResources; }

    public void setNomadResources(boolean nomadResources) { this.nomadResources = nomadResources; }
}
