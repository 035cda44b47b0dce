package org.openaok.ai.mind;

import org.openaok.ai.script.Seat;

/**
 * How the game takes a strategic number's value. Below Hardest (at Hard only in a
 * scenario) a positive value of a few military numbers is scaled down for the difficulty, to
 * a whole number never below 1, and the initial attack delay is lengthened, unless
 * sn-do-not-scale-for-difficulty-level is 1. A few values are kept in range at every
 * difficulty.
 */
public final class StrategicScaling {
    public static final int PERCENT_ENEMY_SIGHTED_RESPONSE = 19;
    public static final int ENEMY_SIGHTED_RESPONSE_DISTANCE = 20;
    public static final int MINIMUM_ATTACK_GROUP_SIZE = 16;
    public static final int MAXIMUM_ATTACK_GROUP_SIZE = 26;
    public static final int NUMBER_ATTACK_GROUPS = 36;
    public static final int MINIMUM_EXPLORE_GROUP_SIZE = 43;
    public static final int MAXIMUM_EXPLORE_GROUP_SIZE = 44;
    public static final int NUMBER_BOAT_ATTACK_GROUPS = 58;
    public static final int MINIMUM_BOAT_ATTACK_GROUP_SIZE = 59;
    public static final int MAXIMUM_BOAT_ATTACK_GROUP_SIZE = 60;
    public static final int INITIAL_ATTACK_DELAY = 104;
    public static final int FOOD_GATHERER_PERCENTAGE = 117;
    public static final int WOOD_GATHERER_PERCENTAGE = 120;
    public static final int MINIMUM_BOAR_HUNT_GROUP_SIZE = 204;
    public static final int PERCENT_ATTACK_SOLDIERS = 227;
    public static final int PERCENT_ATTACK_BOATS = 228;
    public static final int DO_NOT_SCALE_FOR_DIFFICULTY_LEVEL = 229;
    public static final int GROUP_FORM_DISTANCE = 230;

    // Per cent kept, Hardest to Easiest; the scenario column differs at Hard only.
    private static final int[] GROUP_SIZES = {100, 100, 75, 50, 25};
    private static final int[] GROUP_COUNTS = {100, 100, 60, 40, 20};
    private static final int[] SIGHTED = {100, 100, 60, 40, 20};
    private static final int[] ATTACK_NOW = {100, 100, 75, 50, 25};
    private static final int SCENARIO_HARD = 80;
    private static final int[] DELAY = {0, 0, 240, 900, 1260};
    private static final int[] DELAY_SCENARIO = {0, 0, 600, 1200, 1800};

    private StrategicScaling() {}

    /**
     * The value stored for a strategic number set to {@code value}.
     *
     * @param doNotScale the current value of sn-do-not-scale-for-difficulty-level is 1
     */
    public static int take(int sn, int value, int difficulty, boolean scenario, boolean doNotScale) {
        boolean scale = !doNotScale && difficulty > Seat.HARDEST && (difficulty > Seat.HARD || scenario);
        if (scale) {
            int[] column = switch (sn) {
                case MINIMUM_ATTACK_GROUP_SIZE, MAXIMUM_ATTACK_GROUP_SIZE,
                     MINIMUM_BOAT_ATTACK_GROUP_SIZE, MAXIMUM_BOAT_ATTACK_GROUP_SIZE -> GROUP_SIZES;
                case NUMBER_ATTACK_GROUPS, NUMBER_BOAT_ATTACK_GROUPS -> GROUP_COUNTS;
                case PERCENT_ENEMY_SIGHTED_RESPONSE, ENEMY_SIGHTED_RESPONSE_DISTANCE -> SIGHTED;
                case PERCENT_ATTACK_SOLDIERS, PERCENT_ATTACK_BOATS -> ATTACK_NOW;
                default -> null;
            };
            if (column != null && value > 0) {
                int percent = column[difficulty];
                if (difficulty == Seat.HARD && scenario && column != ATTACK_NOW) percent = SCENARIO_HARD;
                value = Math.max(1, (int) ((long) value * percent / 100));
            }
            if (sn == INITIAL_ATTACK_DELAY && value >= 0) {
                value += (scenario ? DELAY_SCENARIO : DELAY)[difficulty];
            }
        }
        return clamp(sn, value);
    }

    /** The ranges kept at every difficulty. */
    static int clamp(int sn, int value) {
        if (sn >= FOOD_GATHERER_PERCENTAGE && sn <= WOOD_GATHERER_PERCENTAGE) return Math.max(0, Math.min(100, value));
        return switch (sn) {
            case ENEMY_SIGHTED_RESPONSE_DISTANCE -> Math.min(value, 50);
            case GROUP_FORM_DISTANCE -> Math.min(value, 30);
            case MINIMUM_BOAR_HUNT_GROUP_SIZE -> Math.min(value, 8);
            case MINIMUM_EXPLORE_GROUP_SIZE, MAXIMUM_EXPLORE_GROUP_SIZE -> value > 0 ? 1 : value;
            default -> value;
        };
    }
}
