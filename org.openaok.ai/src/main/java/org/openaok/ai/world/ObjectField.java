package org.openaok.ai.world;

/**
 * What {@link ObjectView#data} tells of an object: UserPatch's object-data numbers. The
 * distances to the target point and an object's place in a search list are the searching
 * player's own, worked out by the mind; the rest is the object's.
 */
public final class ObjectField {
    public static final int INDEX = -1, ID = 0, TYPE = 1, CLASS = 2, CATEGORY = 3, CMDID = 4, ACTION = 5, ORDER = 6, TARGET = 7,
            POINT_X = 8, POINT_Y = 9, HITPOINTS = 10, MAXHP = 11, RANGE = 12, SPEED = 13, DROPSITE = 14, RESOURCE = 15, CARRY = 16,
            GARRISONED = 17, GARRISON_COUNT = 18, STATUS = 19, PLAYER = 20, ATTACK_STANCE = 21, ACTION_TIME = 22, TARGET_ID = 23,
            FORMATION_ID = 24, PATROLLING = 25, STRIKE_ARMOR = 26, PIERCE_ARMOR = 27, BASE_ATTACK = 28, LOCKED = 29, GARRISON_ID = 30,
            TRAIN_COUNT = 31, TASKS_COUNT = 32, ATTACKER_COUNT = 33, ATTACKER_ID = 34, UNDER_ATTACK = 35, ATTACK_TIMER = 36,
            POINT_Z = 37, PRECISE_X = 38, PRECISE_Y = 39, PRECISE_Z = 40, RESEARCHING = 41, TILE_POSITION = 42, TILE_INVERSE = 43,
            DISTANCE = 44, PRECISE_DISTANCE = 45, FULL_DISTANCE = 46, MAP_ZONE_ID = 47, ON_MAINLAND = 48, IDLING = 49,
            MOVE_X = 50, MOVE_Y = 51, PRECISE_MOVE_X = 52, PRECISE_MOVE_Y = 53, RELOAD_TIME = 54, NEXT_ATTACK = 55, TRAIN_SITE = 56,
            TRAIN_TIME = 57, BLAST_RADIUS = 58, BLAST_LEVEL = 59, PROGRESS_TYPE = 60, PROGRESS_VALUE = 61, MIN_RANGE = 62,
            TARGET_TIME = 63, GATHER_TYPE = 71, LANGUAGE_ID = 72, GROUP_FLAG = 73, HERO_FLAGS = 74, HERO = 75, AUTO_HEAL = 76,
            NO_CONVERT = 77, FRAME_DELAY = 78, ATTACK_COUNT = 79, TO_PRECISE = 80, BASE_TYPE = 81, UPGRADE_TYPE = 82;
    /** The highest field number. */
    public static final int LAST = 90;

    /** What {@link ObjectView#data} answers for an object it does not know or a field without meaning for it. */
    public static final int NONE = -2;

    /** An object's status: a foundation, ready, a resource to gather, dying, a carcass being eaten. */
    public static final int STATUS_PENDING = 0, STATUS_READY = 2, STATUS_RESOURCE = 3, STATUS_DOWN = 4, STATUS_GATHER = 5;

    /** The command ids (object-data-cmdid). */
    public static final int CMD_FLAG = 0, CMD_LIVESTOCK_GAIA = 1, CMD_CIVILIAN_BUILDING = 2, CMD_VILLAGER = 3, CMD_MILITARY = 4,
            CMD_TRADE = 5, CMD_MONK = 6, CMD_TRANSPORT = 7, CMD_RELIC = 8, CMD_FISHING_SHIP = 9, CMD_MILITARY_BUILDING = 10;

    private ObjectField() {}
}
