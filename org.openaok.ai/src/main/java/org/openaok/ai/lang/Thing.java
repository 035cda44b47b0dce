package org.openaok.ai.lang;

/**
 * A word for a unit, a building, a line of either, or a research item, bound to the id of
 * the game data entry it stands for (a line has a negative id of its own).
 *
 * @param kind    what it is
 * @param word    as scripts write it, e.g. {@code villager}, {@code ri-loom}
 * @param id      the data entry's id
 * @param line    for a unit or building, the line it belongs to, or {@code ""}
 * @param version the version whose language names it (the data is The Conquerors' either way)
 */
public record Thing(Kind kind, String word, int id, String line, Version version) {
    public enum Kind { UNIT, BUILDING, LINE, RESEARCH }

    public Thing(Kind kind, String word, int id, String line) { this(kind, word, id, line, Version.AOC); }

    /** Whether a line word stands for units (rather than buildings). */
    public boolean isLine() { return kind == Kind.LINE; }
}
