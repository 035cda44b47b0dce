package org.openaok.sim.api.state;

/**
 * What a unit has been told to do ({@link Entities#order}). The system of each concern carries
 * out the orders of its kinds; a unit with nothing to do is {@link #IDLE}.
 */
public final class OrderKind {
    public static final byte IDLE = 0;
    /** Walk to a point. */
    public static final byte MOVE = 1;
    /** Gather from a resource, animal or farm, carry it home, go back. */
    public static final byte GATHER = 2;
    /** Raise a foundation. */
    public static final byte BUILD = 3;
    /** Repair a building, ship or siege weapon. */
    public static final byte REPAIR = 4;
    /** Attack a thing. */
    public static final byte ATTACK = 5;
    /** Walk into a building, ship or ram. */
    public static final byte GARRISON = 6;
    public static final byte PATROL = 7;
    /** Walk to a point, fighting what it meets. */
    public static final byte ATTACK_MOVE = 8;
    public static final byte FOLLOW = 9;
    public static final byte CONVERT = 10;
    public static final byte HEAL = 11;
    /** Pick up a relic. */
    public static final byte PICK_UP = 12;
    public static final byte TRADE = 13;
    /** Bring what is carried to a drop site, then stand. */
    public static final byte DROP = 14;
    /** Shoot at a point (the order's target point), whatever stands there. */
    public static final byte ATTACK_GROUND = 15;

    private OrderKind() {}

    public static String word(int kind) {
        return switch (kind) {
            case IDLE -> "idle";
            case MOVE -> "move";
            case GATHER -> "gather";
            case BUILD -> "build";
            case REPAIR -> "repair";
            case ATTACK -> "attack";
            case GARRISON -> "garrison";
            case PATROL -> "patrol";
            case ATTACK_MOVE -> "attack-move";
            case FOLLOW -> "follow";
            case CONVERT -> "convert";
            case HEAL -> "heal";
            case PICK_UP -> "pick-up";
            case TRADE -> "trade";
            case DROP -> "drop";
            case ATTACK_GROUND -> "attack-ground";
            default -> "order-" + kind;
        };
    }
}
