package org.openaok.sim.api.state;

/** A player's stance toward another, as the diplomacy screen sets it. */
public enum Stance {
    ALLY, NEUTRAL, ENEMY;

    public static Stance parse(String word) {
        for (Stance s : values()) if (s.name().equalsIgnoreCase(word)) return s;
        return null;
    }
}
