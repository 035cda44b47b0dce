package org.openaok.ai.world;

/** The four resources, in the order the language numbers them. */
public final class Resources {
    public static final int FOOD = 0;
    public static final int WOOD = 1;
    public static final int STONE = 2;
    public static final int GOLD = 3;
    /** How many there are. */
    public static final int COUNT = 4;

    private Resources() {}
}
