package org.openaok.sim.api.rules;

/**
 * An attribute of a unit or building type that effects may change. Every value is fixed point
 * ({@link Fixed}): hit points in thousandths, distances in thousandths of a tile, times in
 * milliseconds, speeds in thousandths of a tile per second, costs in thousandths of a resource.
 */
public enum Attr {
    HP("hp"),
    RANGE("range"),
    MIN_RANGE("min-range"),
    LOS("los"),
    SPEED("speed"),
    RELOAD("reload"),
    ACCURACY("accuracy"),
    PROJECTILE_SPEED("projectile-speed"),
    POP("pop"),
    GARRISON("garrison"),
    BLAST("blast"),
    COST_FOOD("cost.food"),
    COST_WOOD("cost.wood"),
    COST_GOLD("cost.gold"),
    COST_STONE("cost.stone"),
    /** Train, build or research time. */
    TIME("time"),
    /** How fast a building trains and researches (1 = as the tables say). */
    WORK("work"),
    HEAL("heal"),
    CONVERT_RESIST("convert-resist"),
    /** The food a farm holds. */
    FOOD("food"),
    /** The arrows a building shoots at once. */
    ARROWS("arrows"),
    /** Population room a building gives. */
    POP_ROOM("pop-room"),
    /** 1: its missiles aim where the target will be (Ballistics). */
    SMART("smart"),
    /** The arrows a building shoots with a full garrison. */
    ARROWS_MAX("arrows-max"),
    /** Hit points a second healed in its garrison. */
    GARRISON_HEAL("garrison-heal"),
    /** Seconds a unit takes to regain a hit point by itself (Berserks). */
    REGEN_SECONDS("regen-seconds");

    public static final int COUNT = values().length;
    private static final Attr[] ALL = values();

    private final String word;

    Attr(String word) { this.word = word; }

    public String word() { return word; }

    public static Attr of(int ordinal) { return ALL[ordinal]; }

    /** The cost attribute of a resource. */
    public static Attr cost(Resource r) { return ALL[COST_FOOD.ordinal() + r.ordinal()]; }

    /** The attribute a word names, or null. */
    public static Attr parse(String word) {
        for (Attr a : ALL) if (a.word.equals(word)) return a;
        return null;
    }
}
