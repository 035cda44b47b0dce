package org.openaok.ai.world;

/**
 * What a player may be able to do now. {@code TRAIN}, {@code BUILD} and {@code RESEARCH}
 * hold when the player can afford the thing with the reserved resources set aside, has room
 * in its population where it needs it, and has a finished building of the kind that makes it
 * with nothing queued; the {@code AFFORD_} forms check the cost alone.
 */
public enum Ability {
    TRAIN, BUILD, RESEARCH,
    AFFORD_UNIT, AFFORD_BUILDING, AFFORD_RESEARCH,
    /** thing = perimeter, arg = wall type */
    BUILD_WALL,
    /** thing = perimeter */
    BUILD_GATE,
    /** thing = perimeter, arg = wall type */
    AFFORD_COMPLETE_WALL,
    /** thing = commodity */
    BUY_COMMODITY,
    /** thing = commodity */
    SELL_COMMODITY,
    SPY
}
