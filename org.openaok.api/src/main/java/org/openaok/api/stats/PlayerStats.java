package org.openaok.api.stats;

import java.util.Map;

import org.openaok.api.data.ResourceKind;

/**
 * What one player has: resources near the start, walking distances to the nearest of each kind
 * of resource, the land reachable on foot, and the nearest enemy.
 *
 * @param player        the seat
 * @param team          its team, 0 for none
 * @param x             start tile x
 * @param y             start tile y
 * @param within10      resource amounts within 10 tiles of the start, by kind
 * @param within20      within 20 tiles
 * @param within30      within 30 tiles
 * @param nearestGold   walking distance in tiles to the nearest gold mine, -1 if none reachable
 * @param nearestStone  to the nearest stone mine
 * @param nearestForage to the nearest forage bush
 * @param nearestWood   to the nearest tree of a wood line (a tree with at least 4 trees within 2 tiles)
 * @param reachableArea tiles reachable on foot from the start
 * @param nearestEnemy  walking distance to the nearest enemy start; the straight distance (negated) when none is reachable on foot, 0 with no enemy
 */
public record PlayerStats(int player, int team, int x, int y, Map<ResourceKind, Integer> within10,
                          Map<ResourceKind, Integer> within20, Map<ResourceKind, Integer> within30,
                          int nearestGold, int nearestStone, int nearestForage, int nearestWood,
                          int reachableArea, int nearestEnemy) {
    public PlayerStats {
        within10 = Map.copyOf(within10);
        within20 = Map.copyOf(within20);
        within30 = Map.copyOf(within30);
    }

    /** The measures by name, in the order surveys write them (the CSV's columns). */
    public static final java.util.List<String> MEASURES = java.util.List.of(
            "food_10", "wood_10", "gold_10", "stone_10",
            "food_20", "wood_20", "gold_20", "stone_20",
            "food_30", "wood_30", "gold_30", "stone_30",
            "dist_gold", "dist_stone", "dist_forage", "dist_wood", "area", "nearest_enemy");

    /** A measure by its name (one of {@link #MEASURES}). */
    public int measure(String name) {
        return switch (name) {
            case "dist_gold" -> nearestGold;
            case "dist_stone" -> nearestStone;
            case "dist_forage" -> nearestForage;
            case "dist_wood" -> nearestWood;
            case "area" -> reachableArea;
            case "nearest_enemy" -> nearestEnemy;
            default -> {
                int us = name.indexOf('_');
                if (us < 0) throw new IllegalArgumentException("no measure " + name);
                ResourceKind kind = ResourceKind.valueOf(name.substring(0, us).toUpperCase(java.util.Locale.ROOT));
                yield within(Integer.parseInt(name.substring(us + 1)), kind);
            }
        };
    }

    /** An amount by kind and radius (10, 20 or 30). */
    public int within(int radius, ResourceKind kind) {
        Map<ResourceKind, Integer> m = radius <= 10 ? within10 : radius <= 20 ? within20 : within30;
        return m.getOrDefault(kind, 0);
    }
}
