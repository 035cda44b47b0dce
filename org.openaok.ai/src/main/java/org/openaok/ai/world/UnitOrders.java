package org.openaok.ai.world;

/**
 * UserPatch's direct orders to a player's own units and buildings, as its search and target
 * commands give them. Each goes through the same checks a person's order does.
 */
public interface UnitOrders {
    /** The actions (UserPatch's target-action numbers). */
    int DEFAULT = 0, MOVE = 1, PATROL = 2, GUARD = 3, FOLLOW = 4, STOP = 5, GROUND = 6, GARRISON = 7, DELETE = 8, UNLOAD = 9,
            TRAIN = 10, GATHER = 11, LOCK = 12, WORK = 13, UNGARRISON = 14, DROP_RELIC = 15, PACK = 16,
            UNPACK = 17, NONE_ACTION = 18, ATTACK_MOVE = 19, TRANSFORM = 20, RESEARCH = 21;

    /**
     * Orders the player's objects.
     *
     * @param ids       the objects, of which the first {@code count}; not the player's are skipped
     * @param action    what to do ({@link #DEFAULT} is a right-click on the target)
     * @param target    the object to do it to, or -1
     * @param x         where to do it, hundredths of a tile, or -1 (with {@code target} -1: no point)
     * @param formation a formation (2 line, 4 box, 7 staggered, 8 flank) or -1 to keep theirs
     * @param stance    a stance (0 aggressive, 1 defensive, 2 stand ground, 3 no attack) or -1 to keep theirs
     * @param data      an action's own number: the unit to train or technology to research, or -1
     * @return how many took the order
     */
    int order(int player, int[] ids, int count, int action, int target, int x, int y, int formation, int stance, int data);

    /** Carries out nothing. */
    UnitOrders NONE = (player, ids, count, action, target, x, y, formation, stance, data) -> 0;
}
