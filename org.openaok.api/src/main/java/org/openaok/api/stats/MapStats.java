package org.openaok.api.stats;

import java.util.List;
import java.util.Map;

/**
 * The fairness statistics of a map: each player's, and for each measure the spread between the
 * best and worst player (max - min).
 *
 * @param players per player, in seat order
 * @param spread  per measure name (the CSV column names, e.g. {@code gold_20}, {@code dist_gold}), max - min
 */
public record MapStats(List<PlayerStats> players, Map<String, Integer> spread) {
    public MapStats {
        players = List.copyOf(players);
        spread = Map.copyOf(spread);
    }
}
