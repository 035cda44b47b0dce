package org.openaok.mapgen.stages.object;

import org.openaok.rms.script.Command;
import org.openaok.rms.script.SourceLocation;

/**
 * What one create_object asks for, with the original language's defaults filled in. Distances
 * are in tiles; {@link #NONE} marks a limit the script leaves out.
 *
 * @param ordinal      its place among the script's create_objects (0-based); the objects it places
 *                     carry it as their source
 * @param location     the command
 * @param object       the object id (its argument)
 * @param objects      number_of_objects (1)
 * @param groups       number_of_groups, or {@link #NONE}
 * @param variance     group_variance (0)
 * @param tight        set_tight_grouping
 * @param loose        set_loose_grouping
 * @param radius       group_placement_radius (3), or {@link #NONE} when left out
 * @param scaleBySize  set_scaling_to_map_size
 * @param scaleByPlayers set_scaling_to_player_number
 * @param everyPlayer  set_place_for_every_player
 * @param gaiaOnly     set_gaia_object_only
 * @param landId       place_on_specific_land_id, or {@link #NONE}
 * @param terrain      terrain_to_place_on, or {@link #NONE}
 * @param minToPlayers min_distance_to_players, or {@link #NONE}
 * @param maxToPlayers max_distance_to_players, or {@link #NONE}
 * @param spacing      min_distance_group_placement (0)
 * @param tempSpacing  temp_min_distance_group_placement (0)
 * @param zoneDistance max_distance_to_other_zones (0)
 */
public record ObjectOrder(int ordinal, SourceLocation location, int object, int objects, int groups, int variance,
                          boolean tight, boolean loose, int radius, boolean scaleBySize, boolean scaleByPlayers,
                          boolean everyPlayer, boolean gaiaOnly, int landId, int terrain, int minToPlayers,
                          int maxToPlayers, int spacing, int tempSpacing, int zoneDistance) {
    public static final int NONE = -1;
    public static final int DEFAULT_RADIUS = 3;
    /** A bound on counts, so a hostile script cannot ask for billions. */
    public static final int MAX_COUNT = 1 << 16;
    /** A bound on distances (tiles). */
    public static final int MAX_DISTANCE = 4096;
    /**
     * The most objects one create_object places for one player (or for the map, when not for every
     * player): one a tile of the largest map. number_of_objects times number_of_groups, each up to
     * {@link #MAX_COUNT}, would otherwise reach four billion and overflow a count.
     */
    public static final int MAX_OBJECTS = 1 << 20;

    /** The order a create_object command gives. */
    public static ObjectOrder of(Command c, int ordinal) {
        return new ObjectOrder(ordinal, c.location(), c.arg(NONE),
                count(c.intValue("number_of_objects", 1)),
                c.has("number_of_groups") ? count(c.intValue("number_of_groups", 1)) : NONE,
                distance(c.intValue("group_variance", 0)),
                c.has("set_tight_grouping"), c.has("set_loose_grouping"),
                c.has("group_placement_radius") ? distance(c.intValue("group_placement_radius", DEFAULT_RADIUS)) : NONE,
                c.has("set_scaling_to_map_size"), c.has("set_scaling_to_player_number"),
                c.has("set_place_for_every_player"), c.has("set_gaia_object_only"),
                c.has("place_on_specific_land_id") ? c.intValue("place_on_specific_land_id", NONE) : NONE,
                c.has("terrain_to_place_on") ? c.intValue("terrain_to_place_on", NONE) : NONE,
                c.has("min_distance_to_players") ? distance(c.intValue("min_distance_to_players", 0)) : NONE,
                c.has("max_distance_to_players") ? distance(c.intValue("max_distance_to_players", 0)) : NONE,
                distance(c.intValue("min_distance_group_placement", 0)),
                distance(c.intValue("temp_min_distance_group_placement", 0)),
                distance(c.intValue("max_distance_to_other_zones", 0)));
    }

    private static int count(int v) { return Math.max(0, Math.min(MAX_COUNT, v)); }

    private static int distance(int v) { return Math.max(0, Math.min(MAX_DISTANCE, v)); }

    /** Whether the objects stand in groups: only when the script says so. */
    public boolean grouped() { return tight || loose || radius != NONE || groups != NONE; }

    /** The radius a group spreads over. */
    public int groupRadius() { return radius == NONE ? DEFAULT_RADIUS : radius; }

    /** The most objects the order may place for one target on a map of {@code size} tiles with {@code players} players. */
    public long asked(int size, int players) { return (long) lots(size, players) * (perLot() + variance); }

    /**
     * This order asking for at most {@link #MAX_OBJECTS} objects a target: its scaling folded into
     * its count of lots and the lots (and a group's objects) cut; itself when it asks no more.
     */
    public ObjectOrder atMost(int size, int players) {
        if (asked(size, players) <= MAX_OBJECTS) return this;
        int per = Math.min(perLot(), Math.max(1, MAX_OBJECTS - variance));
        int lots = (int) Math.max(1, Math.min(lots(size, players), MAX_OBJECTS / ((long) per + variance)));
        boolean grouped = grouped();
        return new ObjectOrder(ordinal, location, object, grouped ? per : lots, grouped ? lots : groups, variance, tight, loose, radius,
                false, false, everyPlayer, gaiaOnly, landId, terrain, minToPlayers, maxToPlayers, spacing, tempSpacing, zoneDistance);
    }

    /** How many lots (groups, or lone objects) before any scaling. */
    public int lots() { return grouped() ? (groups == NONE ? 1 : groups) : objects; }

    /** How many objects a lot holds before variance. */
    public int perLot() { return grouped() ? objects : 1; }

    /** The lots on a map of {@code size} tiles with {@code players} players. */
    public int lots(int size, int players) {
        long n = lots();
        if (scaleBySize) n = n * size * size / 10000;
        if (scaleByPlayers) n = n * players;
        return (int) Math.min(MAX_COUNT, n);
    }

    /** The nearest a lot's centre may be to a start (0 when left out). */
    public int minDistance() { return minToPlayers == NONE ? 0 : minToPlayers; }

    /** The farthest a lot's centre may be from a start ({@link #MAX_DISTANCE} when left out). */
    public int maxDistance() { return maxToPlayers == NONE ? MAX_DISTANCE : maxToPlayers; }
}
