package org.openaok.api.map;

/**
 * Where a player starts.
 *
 * @param player the seat, 1-8
 * @param team   the team, 0 for none
 * @param x      start tile, x
 * @param y      start tile, y
 * @param level  map level
 * @param zone   the land or zone the start stands on, or {@link MapLevel#NO_ZONE}
 */
public record PlayerStart(int player, int team, int x, int y, int level, int zone) {
    public PlayerStart {
        if (player < 1 || player > 8) throw new IllegalArgumentException("player out of range: " + player);
    }
}
