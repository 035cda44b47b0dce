package org.openaok.ai.world;

/** A number about a player that a fact compares. */
public enum Quantity {
    FOOD, WOOD, STONE, GOLD,
    POPULATION, CIVILIAN_POPULATION, MILITARY_POPULATION,
    /** The population the player's houses and town centres support, up to the game's limit. */
    POPULATION_CAP,
    /** How far the population is below the game's limit. */
    POPULATION_HEADROOM,
    /** How far the population is below what the player's houses support. */
    HOUSING_HEADROOM,
    IDLE_FARMS,
    SOLDIERS, ATTACK_SOLDIERS, DEFEND_SOLDIERS,
    WARBOATS, ATTACK_WARBOATS, DEFEND_WARBOATS,
    SCORE,
    /** 0 Dark to 3 Imperial. */
    CURRENT_AGE,
    /** Seconds since the player reached its current age. */
    CURRENT_AGE_TIME;

    /** The stockpile quantity of a resource. */
    public static Quantity of(int resource) {
        return switch (resource) {
            case Resources.FOOD -> FOOD;
            case Resources.WOOD -> WOOD;
            case Resources.STONE -> STONE;
            case Resources.GOLD -> GOLD;
            default -> throw new IllegalArgumentException("resource " + resource);
        };
    }
}
