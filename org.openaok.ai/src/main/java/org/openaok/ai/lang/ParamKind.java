package org.openaok.ai.lang;

import java.util.Locale;

/**
 * The kinds of a command's parameters, named as the language's guide names them
 * ({@code <rel-op>}, {@code <unit>} ...). A numeric kind with a range is checked at compile
 * time; a kind with words takes them from {@link Vocabulary#words(ParamKind)}.
 */
public enum ParamKind {
    VALUE(Integer.MIN_VALUE, Integer.MAX_VALUE),
    REL_OP(0, 5),
    PLAYER_NUMBER(0, 8),
    UNIT,
    BUILDING,
    RESEARCH_ITEM,
    AGE,
    CIV,
    COMMODITY(0, 2),
    RESOURCE_TYPE(0, 3),
    DIFFICULTY,
    DIFFICULTY_PARAMETER(0, 1),
    DIPLOMATIC_STANCE(0, 3),
    EVENT_TYPE(0, 0),
    EVENT_ID(0, 255),
    GAME_TYPE,
    GOAL_ID(1, 40),
    SHARED_GOAL_ID(1, 256),
    MAP_SIZE,
    MAP_TYPE,
    PERIMETER(1, 2),
    WALL_TYPE,
    SIGNAL_ID(0, 255),
    STARTING_RESOURCES,
    STRATEGIC_NUMBER,
    STRING,
    STRING_ID,
    STRING_ID_START,
    STRING_ID_RANGE,
    TAUNT_ID(1, 255),
    TAUNT_START(1, 255),
    TAUNT_RANGE(1, 255),
    TIMER_ID(1, 10),
    VICTORY_CONDITION;

    private final int min;
    private final int max;

    ParamKind() { this(Integer.MIN_VALUE, Integer.MAX_VALUE); }

    ParamKind(int min, int max) {
        this.min = min;
        this.max = max;
    }

    /** The smallest number it takes. */
    public int min() { return min; }

    /** The largest number it takes. */
    public int max() { return max; }

    /** The guide's spelling, e.g. {@code rel-op}, {@code research-item}. */
    public String word() { return name().toLowerCase(Locale.ROOT).replace('_', '-'); }

    /** The kind the tables call {@code word}. */
    public static ParamKind of(String word) {
        return valueOf(word.toUpperCase(Locale.ROOT).replace('-', '_'));
    }
}
