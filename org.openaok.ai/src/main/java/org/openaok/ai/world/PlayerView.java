package org.openaok.ai.world;

/**
 * What UserPatch's facts ask about players beyond {@link World}: stockpiles and counters by
 * UserPatch's resource-amount numbers, the town, idle and pending things, research states,
 * threats, and where a player is. Positions are tiles. What the asking player cannot know it is
 * not told: another player's town is where it has seen one of its buildings.
 */
public interface PlayerView {
    /** A player's resource of UserPatch's resource-amount numbering (amount-food 0 ...); 0 for one the game does not keep. */
    int resource(int player, int resourceAmount);

    /**
     * Where a player is for {@code observer}, into {x, y}: for itself its oldest Town Center (or
     * the last one lost); for another its building nearest the observer's town that the observer
     * knows of. False when there is none.
     */
    boolean home(int observer, int player, int[] out);

    /** What of the enemies' the player's town holds: buildings, units or villagers, of a kind ({@link ObjectView#is}, -1 any). */
    int inTown(int player, InTown what, int kind);

    enum InTown { BUILDINGS, UNITS, VILLAGERS }

    /** The player's soldiers fighting in its town now. */
    int defenders(int player);

    /** Idle villagers (0), trade carts (1), fishing ships (2) or trade cogs (3) of the player's. */
    int idle(int player, int idleType);

    /** Things of a kind the player has queued or laid as foundations, not yet done. */
    int pending(int player, int kind);

    /** A technology's state for the player: 0 not available, 1 available, 2 being researched, 3 done. */
    int researchState(int player, int tech);

    /**
     * The last attack on the player: {game seconds since, attacking player, attacker's class,
     * target's class}, zeros when there was none. The class of the last enemy to set off
     * town-under-attack is the third.
     */
    void threat(int player, int[] out);

    /** Tiles from the player's town to the nearest building of another player the observer knows of; -1 when none. */
    int distance(int observer, int player);

    /** The player's colour, 1 to 8. */
    int color(int player);

    /** The player's name. */
    String name(int player);

    /** Whether the player has a building that may train the unit now (finished, of the right kind). */
    boolean trainSite(int player, int unit);

    /**
     * A field ({@link ObjectField}) of an object type as the player's civilisation and research
     * make it (hit points, range, speed, armour, costs ...), {@link ObjectField#NONE} when it has none.
     */
    int typeData(int player, int type, int field);

    /** The type a unit or building kind is upgraded to for the player now, or -1. */
    int upgrade(int player, int kind);

    /** What a unit or building type (or a technology, with {@code research}) costs the player, into {food, wood, stone, gold}; false when it has no such thing. */
    boolean cost(int player, int thing, boolean research, int[] out);

    /**
     * The last projectile of a kind (UserPatch's projectile types: 0 Town Center ... 7 any) fired
     * at the player: {game milliseconds since, the shooter's player, the target's class}; the
     * first is -1 when none was.
     */
    void projectile(int player, int type, int[] out);

    /** The player's last chat line, or "". */
    String chat(int player);

    /** The name of an object type or (with {@code research}) a technology, as the game shows it. */
    String thingName(int thing, boolean research);

    /** The map's name. */
    String mapName();

    /** Knows nothing more than {@link World} does. */
    PlayerView NONE = new PlayerView() {
        @Override public int resource(int player, int resourceAmount) { return 0; }
        @Override public boolean home(int observer, int player, int[] out) { return false; }
        @Override public int inTown(int player, InTown what, int kind) { return 0; }
        @Override public int defenders(int player) { return 0; }
        @Override public int idle(int player, int idleType) { return 0; }
        @Override public int pending(int player, int kind) { return 0; }
        @Override public int researchState(int player, int tech) { return 0; }
        @Override public void threat(int player, int[] out) { java.util.Arrays.fill(out, 0); }
        @Override public int distance(int observer, int player) { return -1; }
        @Override public int color(int player) { return player; }
        @Override public String name(int player) { return "Player " + player; }
        @Override public boolean trainSite(int player, int unit) { return false; }
        @Override public int typeData(int player, int type, int field) { return ObjectField.NONE; }
        @Override public int upgrade(int player, int kind) { return -1; }
        @Override public boolean cost(int player, int thing, boolean research, int[] out) { return false; }
        @Override public void projectile(int player, int type, int[] out) { out[0] = -1; out[1] = 0; out[2] = 0; }
        @Override public String chat(int player) { return ""; }
        @Override public String thingName(int thing, boolean research) { return Integer.toString(thing); }
        @Override public String mapName() { return ""; }
    };
}
