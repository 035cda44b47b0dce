package org.openaok.mapgen.stages.object;

/**
 * What an object placed by a create_object carries as its {@link org.openaok.api.map.MapObject#source()}:
 * the command's ordinal and the player it was placed for (0 for none), so clearing and the
 * self-check can tell whose lot an object was. Objects other stages place carry -1.
 */
public final class Sources {
    private Sources() {}

    public static int of(int ordinal, int player) { return ordinal * 16 + player; }

    /** The create_object's ordinal, or -1 for an object no create_object placed. */
    public static int order(int source) { return source < 0 ? -1 : source / 16; }

    /** The player the object was placed for, 0 for none. */
    public static int player(int source) { return source < 0 ? 0 : source % 16; }
}
