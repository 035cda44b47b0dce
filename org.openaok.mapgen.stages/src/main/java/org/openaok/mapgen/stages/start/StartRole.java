package org.openaok.mapgen.stages.start;

/** What a unit or building is for in a player's start; each role has its own place round the start. */
public enum StartRole {
    TOWN_CENTER, VILLAGER, SCOUT, CASTLE, KING
}
