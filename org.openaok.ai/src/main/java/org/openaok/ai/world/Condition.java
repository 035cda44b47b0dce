package org.openaok.ai.world;

/** A yes-or-no state of a player's game. */
public enum Condition {
    /** An enemy struck something of the player's in its town in the last ten seconds. */
    TOWN_UNDER_ATTACK,
    ENEMY_BUILDINGS_IN_TOWN,
    ENEMY_CAPTURED_RELICS,
    SHEEP_AND_FORAGE_TOO_FAR,
    HOLD_KOH_RUIN,
    HOLD_RELICS
}
