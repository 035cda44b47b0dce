package org.openaok.ai.world;

/** Diplomatic stances, numbered as the language's {@code <diplomatic-stance>} words. */
public final class Stance {
    public static final int ALLY = 0;
    public static final int NEUTRAL = 1;
    public static final int ENEMY = 3;

    private Stance() {}
}
