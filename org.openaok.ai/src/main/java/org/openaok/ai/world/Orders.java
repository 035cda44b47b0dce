package org.openaok.ai.world;

/**
 * What a computer player's actions ask of the game. Each goes through the same checks a
 * person's order does; a method answers whether the order was given. Those that spend
 * resources leave {@code reserved} (the escrow) untouched.
 */
public interface Orders {
    boolean train(int player, int unit, int[] reserved);

    /** A foundation, placed by the game; {@code forward} toward the enemy. */
    boolean build(int player, int building, boolean forward, int[] reserved);

    boolean buildWall(int player, int perimeter, int wallType, int[] reserved);

    boolean buildGate(int player, int perimeter, int[] reserved);

    boolean research(int player, int item, int[] reserved);

    /** Sends the soldiers the strategic numbers give to attack now. */
    void attackNow(int player);

    boolean deleteUnit(int player, int unit);

    boolean deleteBuilding(int player, int building);

    void resign(int player);

    boolean buyCommodity(int player, int commodity);

    boolean sellCommodity(int player, int commodity);

    boolean tribute(int player, int to, int resource, int amount);

    boolean spy(int player, int[] reserved);

    /** Refused while the lobby locked the teams. */
    boolean setStance(int player, int toward, int stance);

    void setDifficultyParameter(int player, int parameter, int value);

    /** The computer players' own resource cheat (cc-add-resource). */
    void addResource(int player, int resource, int amount);

    /**
     * A chat line. A line starting with a number is a taunt as well.
     *
     * @param to       the player for {@link Audience#PLAYER}
     * @param text     the line, or null when {@code stringId} names it
     * @param stringId the game's string table entry, or -1
     */
    void chat(int player, Audience audience, int to, String text, int stringId);

    /** A taunt to the player's allies. */
    void taunt(int player, int taunt);

    void enableWallPlacement(int player, int perimeter);

    void clearTributeMemory(int player, int from, int resource);
}
