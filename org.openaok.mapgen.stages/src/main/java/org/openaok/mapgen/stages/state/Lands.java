package org.openaok.mapgen.stages.state;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.openaok.api.map.MapLevel;

/**
 * The map's lands and which land holds each tile. Taking a tile also writes the land's index
 * into the level's zone array, so previews outline the lands.
 */
public final class Lands {
    private final MapLevel level;
    private final int[] owner;
    private final List<Land> lands = new ArrayList<>();

    Lands(MapLevel level) {
        this.level = level;
        this.owner = new int[level.tiles()];
        Arrays.fill(owner, -1);
    }

    /** Adds a land; its index must be the next one. */
    public void add(Land land) {
        if (land.index() != lands.size()) throw new IllegalArgumentException("land index " + land.index() + " out of order");
        lands.add(land);
    }

    public List<Land> all() { return Collections.unmodifiableList(lands); }

    public int count() { return lands.size(); }

    public Land get(int index) { return lands.get(index); }

    /** The land holding the tile, or -1. */
    public int landAt(int i) { return owner[i]; }

    /** Whether any land holds the tile. */
    public boolean taken(int i) { return owner[i] >= 0; }

    /** Gives the tile to a land (from whichever held it before). */
    public void take(int i, Land land) {
        int before = owner[i];
        if (before == land.index()) return;
        if (before >= 0) lands.get(before).count(-1);
        owner[i] = land.index();
        land.count(1);
        level.setZone(i, land.index());
    }

    /** The first land of a player (its player land if it has one), if any. */
    public Optional<Land> ofPlayer(int player) {
        Land first = null;
        for (Land l : lands) {
            if (l.player() != player) continue;
            if (l.playerLand()) return Optional.of(l);
            if (first == null) first = l;
        }
        return Optional.ofNullable(first);
    }

    /** Every land with the land_id (a player land's id is its player's number). */
    public List<Land> withId(int id) {
        List<Land> out = new ArrayList<>();
        for (Land l : lands) if (l.id() == id) out.add(l);
        return out;
    }

    /** The script zone of the land holding the tile, or -1. */
    public int zoneAt(int i) {
        int o = owner[i];
        return o < 0 ? -1 : lands.get(o).zone();
    }
}
