package org.openaok.zones.fill;

import java.util.List;

/** What the fill steps placed, for the later steps and the map checks. */
public final class Sites {
    private Sites() {}

    /** How a template connection was made. */
    public enum PassageKind {
        /** Through the shared border, guarded or not. */
        LAND,
        /** The shared border opened along its length. */
        WIDE,
        /** A gate on each level at one spot. */
        GATE,
        /** A portal in each zone. */
        PORTAL,
        /** A dock on each coast and the sea between. */
        WATER,
        /** Fictive and repulsive connections make no way. */
        NONE
    }

    /** An object placed on a tile of a level: a guard, a gate, a portal, a dock. */
    public record Placed(int object, int level, int tile) {}

    /**
     * A connection as made.
     *
     * @param link        the template connection's index
     * @param crossings   for LAND and WIDE: tile pairs (a side, b side) opened across the border
     * @param endA        the tile in zone a the way starts from (joined to a's paths)
     * @param endB        the same in zone b
     * @param markers     gates, portals or docks placed (object, level and tile of each)
     * @param guardValue  the guard's strength asked for (0: none)
     */
    public record Passage(int link, PassageKind kind, int a, int b, int[] crossings, int endA, int endB,
                          List<Placed> markers, List<Placed> guards, int guardValue) {}

    /** A town: the player's start (seat > 0) or a Gaia site. */
    public record Town(int tile, int seat, boolean castle, int access, int[] footprint) {}

    /** A mine site: a clump of one resource, and the tile from which it is reached. */
    public record Mine(String resource, String kind, int[] tiles, int access, int objects) {}

    /** A treasure pile, what it is worth and who guards it. */
    public record Treasure(int value, int guardValue, int[] tiles, List<Placed> guards) {}
}
