package org.openaok.ai.world;

/**
 * The game as a computer player's facts read it. Every method answers for the state now;
 * none changes anything. Counts of another player's things are what {@code observer} has
 * seen, except for itself and its allies (counted in full) and when {@code everything} is
 * asked (the cheating facts).
 */
public interface World {
    /** Counts every unit or every building, rather than one kind. */
    int ALL = Integer.MIN_VALUE;

    /** Game time in milliseconds. */
    long gameTimeMs();

    boolean cheatsEnabled();

    // ---- the seats

    /** Whether the seat was in use in this game (a defeated player stays valid). */
    boolean playerValid(int player);

    boolean playerHuman(int player);

    /** Valid and still playing: neither resigned nor defeated. */
    boolean playerInGame(int player);

    boolean playerResigned(int player);

    int civ(int player);

    /** The stance of {@code from} toward {@code to} ({@link Stance}). */
    int stance(int from, int to);

    // ---- numbers

    /** A number about a player; about another, exact (the timeline). */
    int quantity(int player, Quantity q);

    /**
     * Units (or buildings) of a kind a player has.
     *
     * @param observer   who asks
     * @param player     whose
     * @param thing      a unit or building id, a line id, or {@link #ALL}
     * @param buildings  buildings rather than units
     * @param total      queued units and unfinished buildings too
     * @param everything all of them, seen or not
     */
    int count(int observer, int player, int thing, boolean buildings, boolean total, boolean everything);

    /**
     * How much of a resource has come in to a player in all (gathered, and in a match also bought,
     * sold for, given as tribute or granted); escrow takes its share of the increase.
     */
    int collected(int player, int resource);

    /** What {@code from} has given {@code to} of a resource: in all, or since {@code to} last cleared its memory. */
    int tribute(int from, int to, int resource, boolean sinceCleared);

    /** The market's price for a lot of a commodity, to buy or to sell. */
    int commodityPrice(int player, int commodity, boolean buying);

    /** Tiles from the player's nearest drop site for a resource to the nearest source of it. */
    int dropsiteMinDistance(int player, int resource);

    int wall(int player, int perimeter, Wall q);

    // ---- yes or no

    boolean condition(int player, Condition c);

    /** Whether the player has found a source of the resource (stays true once true). */
    boolean resourceFound(int player, int resource);

    /** Whether the unit or building is in the player's tech tree and its prerequisites are met. */
    boolean available(int player, int thing);

    /**
     * Whether the research item is in the player's tech tree, not yet researched, and its
     * prerequisites are met. Research ids are a namespace of their own (101 is the Feudal Age
     * here, a Stable among units and buildings).
     */
    boolean researchAvailable(int player, int item);

    boolean researched(int player, int item);

    /**
     * Whether the player can do this now.
     *
     * @param reserved per resource, what must be left untouched (the escrow), or zeros
     */
    boolean can(int player, Ability ability, int thing, int arg, int[] reserved);
}
