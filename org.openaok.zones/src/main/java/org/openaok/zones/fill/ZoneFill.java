package org.openaok.zones.fill;

import java.util.ArrayList;
import java.util.List;

import org.openaok.zones.mapping.GameMapping;

/**
 * One zone's working state while it is filled. Its own steps write it; a map-wide step that
 * adds to it (connections add the ends of their ways) runs while none of them does.
 */
public final class ZoneFill {
    final int id;
    /** The VCMI terrain it was painted as, and how that looks. */
    String terrain;
    GameMapping.Biome biome;
    /** The tile the zone's open ground grows from, or -1 for a closed zone. */
    int root = -1;
    /** Tiles that must be joined to the zone's open ground: ends of ways, site accesses. */
    final List<Integer> anchors = new ArrayList<>();
    final List<Sites.Town> towns = new ArrayList<>();
    final List<Sites.Mine> mines = new ArrayList<>();
    final List<Sites.Treasure> treasures = new ArrayList<>();
    /** Open tiles the last connectivity pass could not join (0 when all are joined). */
    int unjoined;

    ZoneFill(int id) { this.id = id; }

    public int id() { return id; }
    public String terrain() { return terrain; }
    public GameMapping.Biome biome() { return biome; }
    public int root() { return root; }
    public List<Integer> anchors() { return List.copyOf(anchors); }
    public List<Sites.Town> towns() { return List.copyOf(towns); }
    public List<Sites.Mine> mines() { return List.copyOf(mines); }
    public List<Sites.Treasure> treasures() { return List.copyOf(treasures); }
    public int unjoined() { return unjoined; }
}
