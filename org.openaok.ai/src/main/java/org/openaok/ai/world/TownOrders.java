package org.openaok.ai.world;

/**
 * UserPatch's standing orders to a player's town, carried out by the game's own computer-player
 * machinery: how gatherers and builders are put to work, where buildings go, which targets come
 * first, scouting. Resources are the language's (food 0, wood 1, stone 2, gold 3; the kinds of
 * food 4-7); kinds are those of {@link ObjectView#is}.
 */
public interface TownOrders {
    /** Sends up to {@code count} of the gatherers of a resource to drop it and work as the shares say. */
    void retask(int player, int resource, int count);

    /** Builders for each building of a kind from now on (-1: none but the first). */
    void assignBuilders(int player, int kind, int count);

    /** Buildings of a kind hold their units inside: 1 trained and garrisoned, -1 garrisoned, 0 none. */
    void gatherInside(int player, int kind, int option);

    /** Gatherers carrying at least {@code minimum} of a resource drop it off. */
    void dropResources(int player, int resource, int minimum);

    /** Deletes the player's farms farther than {@code tiles} from a drop site for food. */
    void deleteDistantFarms(int player, int tiles);

    /**
     * Lays a building: {@code placement} 0 where the game puts it, 1 toward the enemy, 2 at the
     * place set by {@link #placementData}, 3 at the tile (x, y).
     *
     * @param reserved per resource what must be left untouched (the escrow), or zeros
     * @return whether it was laid
     */
    boolean build(int player, int placement, int building, int x, int y, int[] reserved);

    /** Where place-control puts a building: near an object of a kind of a player's, {@code delta} tiles nearer (or farther). */
    void placementData(int player, int owner, int kind, int delta);

    /** Villagers to hunt a boar with, at most. */
    void requestHunters(int player, int count);

    /** Buildings of a kind stop what they are making (research too unless {@code keepResearch}). */
    void resetBuilding(int player, int kind, boolean keepResearch);

    /** Forgets the buildings of a kind waiting to be placed. */
    void resetPlacement(int player, int kind);

    /** Whether a building of a kind waits to be placed. */
    boolean pendingPlacement(int player, int kind);

    /** How much a target of a kind is worth attacking (offense) or defending (defense), -1 lowest. */
    void priority(int player, boolean offense, int kind, int value);

    /** Back to the default priorities (option 1: all to -1 for defense). */
    void resetPriorities(int player, boolean offense, int option);

    /** Sends an explore group of a type (100-109) by a method (0-6). */
    void scout(int player, int groupType, int method);

    void resetScouts(int player);

    /** Calls the attackers home. */
    void retreatNow(int player);

    /** Calls the units of a kind to a random one of the player's objects of another kind. */
    void retreatTo(int player, int kind, int unitKind);

    /** Ends an attack-now. */
    void resetAttackNow(int player);

    /** Breaks up the player's groups of a type (100-109). */
    void disbandGroups(int player, int groupType);

    /** A flare at a point (tiles) for the player's allies. */
    void flare(int player, int x, int y);

    /** Buys or sells {@code amount} of a resource at the market, in lots; answers whether any was. */
    boolean trade(int player, boolean buy, int resource, int amount);

    /** Carries out nothing. */
    TownOrders NONE = new TownOrders() {
        @Override public void retask(int player, int resource, int count) { }
        @Override public void assignBuilders(int player, int kind, int count) { }
        @Override public void gatherInside(int player, int kind, int option) { }
        @Override public void dropResources(int player, int resource, int minimum) { }
        @Override public void deleteDistantFarms(int player, int tiles) { }
        @Override public boolean build(int player, int placement, int building, int x, int y, int[] reserved) { return false; }
        @Override public void placementData(int player, int owner, int kind, int delta) { }
        @Override public void requestHunters(int player, int count) { }
        @Override public void resetBuilding(int player, int kind, boolean keepResearch) { }
        @Override public void resetPlacement(int player, int kind) { }
        @Override public boolean pendingPlacement(int player, int kind) { return false; }
        @Override public void priority(int player, boolean offense, int kind, int value) { }
        @Override public void resetPriorities(int player, boolean offense, int option) { }
        @Override public void scout(int player, int groupType, int method) { }
        @Override public void resetScouts(int player) { }
        @Override public void retreatNow(int player) { }
        @Override public void retreatTo(int player, int kind, int unitKind) { }
        @Override public void resetAttackNow(int player) { }
        @Override public void disbandGroups(int player, int groupType) { }
        @Override public void flare(int player, int x, int y) { }
        @Override public boolean trade(int player, boolean buy, int resource, int amount) { return false; }
    };
}
