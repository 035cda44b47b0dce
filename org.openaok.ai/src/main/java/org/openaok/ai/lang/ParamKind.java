package org.openaok.ai.lang;

import java.util.Locale;

/**
 * The kinds of a command's parameters, named as the language's guides name them
 * ({@code <rel-op>}, {@code <unit>}, UserPatch's {@code type-op} ...). A numeric kind with a
 * range is checked at compile time against the range of the language level the script is
 * compiled at (goals are 1-40 in the original game, 1-512 in UserPatch, 1-16000 in the
 * Definitive Edition); a kind with words takes them from {@link Vocabulary#words(ParamKind)}.
 */
public enum ParamKind {
    VALUE,
    /** A comparison; UserPatch's typed forms (c:&lt; g:&lt; s:&lt; ...) say how the value after it is read. */
    REL_OP,
    /** UserPatch: an operation on the goal or strategic number before it, with the value after it. */
    MATH_OP,
    /** UserPatch: c:, g: or s:, how the parameter after it is read. */
    TYPE_OP,
    PLAYER_NUMBER(0, 8),
    UNIT,
    BUILDING,
    RESEARCH_ITEM,
    /** UserPatch: a unit or building, a line or a class. */
    OBJECT_TYPE,
    AGE,
    CIV,
    COMMODITY(0, 2),
    /** food wood stone gold; UserPatch adds the kinds of food (4-7) and resource classes. */
    RESOURCE_TYPE(0, 3, 7, 7),
    DIFFICULTY,
    DIFFICULTY_PARAMETER(0, 1),
    DIPLOMATIC_STANCE(0, 3),
    EVENT_TYPE(0, 0),
    EVENT_ID(0, 255),
    GAME_TYPE,
    GOAL_ID(1, Limits.GOALS_AOC, Limits.GOALS_UP, Limits.GOALS_DE),
    /** UserPatch: a goal, or 0 for none (an escrow goal, the start of a range). */
    GOAL_OR_ZERO(0, Limits.GOALS_AOC, Limits.GOALS_UP, Limits.GOALS_DE),
    /** UserPatch: the first of two goals holding x and y, above the original 40. */
    POINT(41, -1, Limits.GOALS_UP - 1, Limits.GOALS_DE - 1),
    /** A point, or 0 for the target point. */
    POINT_OR_TARGET(0, -1, Limits.GOALS_UP - 1, Limits.GOALS_DE - 1),
    /** UserPatch: the first of four goals (food wood stone gold, a search state ...). */
    GOAL_QUAD(41, -1, Limits.GOALS_UP - 3, Limits.GOALS_DE - 3),
    SHARED_GOAL_ID(1, 256),
    MAP_SIZE,
    MAP_TYPE,
    PERIMETER(1, 2),
    WALL_TYPE,
    SIGNAL_ID(0, 255),
    STARTING_RESOURCES,
    STRATEGIC_NUMBER(0, 241, Limits.STRATEGIC_NUMBERS - 1, Limits.STRATEGIC_NUMBERS - 1),
    STRING,
    STRING_ID,
    STRING_ID_START,
    STRING_ID_RANGE,
    TAUNT_ID(1, 255),
    TAUNT_START(1, 255),
    TAUNT_RANGE(1, 255),
    TIMER_ID(1, Limits.TIMERS_AOC, Limits.TIMERS, Limits.TIMERS),
    VICTORY_CONDITION,
    // ---- UserPatch's
    /** A text constant: the index of its text. */
    TEXT_CONSTANT,
    /** 0 or 1, e.g. the four of up-reset-search. */
    SWITCH(0, 1),
    SEARCH_SOURCE(1, 2),
    SEARCH_INDEX(0, Limits.LOCAL_SEARCH - 1),
    OBJECT_ID,
    OBJECT_DATA,
    OBJECT_STATUS,
    OBJECT_LIST(0, 1),
    SEARCH_ORDER(0, 2),
    CLASS_ID,
    CMD_ID,
    ACTION_ID,
    ORDER_ID,
    ON_MAINLAND(-1, 1),
    ATTACK_STANCE(-1, 3),
    FORMATION,
    TARGET_ACTION,
    POSITION_TYPE(0, 13),
    PLACEMENT_TYPE(0, 3),
    PLAYER_STANCE(0, 4),
    FIND_PLAYER_METHOD(0, 3),
    FACT_ID,
    RESOURCE_AMOUNT,
    RESEARCH_STATE,
    TIMER_STATE(0, 2),
    EXPLORED_STATE,
    TERRAIN,
    GROUP_ID(0, 19),
    GROUP_TYPE(100, 109),
    IDLE_TYPE(0, 3),
    PRIORITY_TYPE(0, 1),
    PROJECTILE_TYPE(0, 7),
    SCOUT_METHOD(0, 6),
    // ---- UserPatch's words that no command's parameter has to itself: constants to use anywhere
    GUARD_FLAG,
    PROGRESS_TYPE,
    /** Groups of units to count or search for: villager-food, monk-set ... */
    COUNTING_SET,
    /** What a goal given as an escrow goal holds. */
    ESCROW_STATE,
    SORT_METHOD,
    POINT_ADJUSTMENT,
    // ---- the Definitive Edition's
    SUB_GAME_TYPE,
    EFFECT_ID,
    ATTRIBUTE_ID;

    /** The limits of the language, by level. */
    public static final class Limits {
        public static final int GOALS_AOC = 40, GOALS_UP = 512, GOALS_DE = 16000;
        public static final int TIMERS_AOC = 10, TIMERS = 50;
        public static final int STRATEGIC_NUMBERS = 512;
        /** The objects a local search list holds, and a remote one. */
        public static final int LOCAL_SEARCH = 240, REMOTE_SEARCH = 40;
        /** Facts, actions and logic a rule holds: in the original game and UserPatch, in the Definitive Edition. */
        public static final int RULE_ELEMENTS = 16, RULE_ELEMENTS_DE = 32;
        /** Rules a script holds. */
        public static final int RULES = 10_000;

        private Limits() {}

        /** The highest goal at a level. */
        public static int goals(Version level) {
            return level == Version.AOC ? GOALS_AOC : level == Version.DE ? GOALS_DE : GOALS_UP;
        }
    }

    private final int min;
    private final int max;
    private final int maxUp;
    private final int maxDe;

    ParamKind() { this(Integer.MIN_VALUE, Integer.MAX_VALUE); }

    ParamKind(int min, int max) { this(min, max, max, max); }

    ParamKind(int min, int max, int maxUp, int maxDe) {
        this.min = min;
        this.max = max;
        this.maxUp = maxUp;
        this.maxDe = maxDe;
    }

    /** The smallest number it takes. */
    public int min() { return min; }

    /** The largest number the original game takes (below the smallest when it has no such kind). */
    public int max() { return max; }

    /** The largest number a level takes. */
    public int max(Version level) {
        return switch (level) {
            case AOC -> max;
            case UP, HD -> maxUp;
            case DE -> maxDe;
        };
    }

    /** Whether the kind names goals, whose values the goal operands read. */
    public boolean goal() {
        return this == GOAL_ID || this == GOAL_OR_ZERO || this == POINT || this == POINT_OR_TARGET || this == GOAL_QUAD;
    }

    /** The guide's spelling, e.g. {@code rel-op}, {@code research-item}. */
    public String word() { return name().toLowerCase(Locale.ROOT).replace('_', '-'); }

    /** The kind the tables call {@code word}. */
    public static ParamKind of(String word) {
        return valueOf(word.toUpperCase(Locale.ROOT).replace('-', '_'));
    }
}
