package org.openaok.mapgen.stages.land;

import org.openaok.rms.script.SourceLocation;

/**
 * What a create_player_lands (for one player) or create_land asks for, with the original
 * engine's defaults filled in: base_size 3, clumping_factor 8, border_fuzziness 20.
 *
 * @param location    the command
 * @param player      the owning player 1-8, or 0
 * @param playerLand  made by create_player_lands
 * @param terrain     terrain_type
 * @param budget      the tiles it grows to: land_percent of the map (shared between the players
 *                    for player lands) or number_of_tiles
 * @param baseSize    base_size
 * @param border      the borders and their fuzziness
 * @param clumping    clumping_factor
 * @param zone        how its zone is chosen
 * @param avoidance   other_zone_avoidance_distance
 * @param minPlacement min_placement_distance (default: the avoidance distance)
 * @param position    land_position, in tiles, or null for anywhere inside the borders
 * @param landId      land_id (a player land's is its player's number), or -1
 */
public record LandSpec(SourceLocation location, int player, boolean playerLand, int terrain, int budget, int baseSize,
                       Border border, int clumping, ZoneRule zone, int avoidance, int minPlacement, int[] position,
                       int landId) {
    public static final int DEFAULT_BASE_SIZE = 3;
    public static final int DEFAULT_CLUMPING = 8;
    public static final int DEFAULT_FUZZINESS = 20;

    /** How many frontier tiles a growth step weighs: one, and one more for every four of clumping. */
    public int candidates() { return 1 + Math.max(0, clumping) / 4; }
}
