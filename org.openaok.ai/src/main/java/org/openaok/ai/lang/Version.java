package org.openaok.ai.lang;

import java.util.Locale;

/**
 * The game version that brought a command, a strategic number or a word, and the level of the
 * language a script is compiled at: a level takes what its version and the ones before it brought.
 */
public enum Version {
    /** The original game, The Conquerors 1.0c (its Age of Empires inheritance included). */
    AOC("The Conquerors"),
    /** UserPatch 1.5 and the mods built on it (WololoKingdoms). */
    UP("UserPatch"),
    /** The HD Edition. */
    HD("the HD Edition"),
    /** The Definitive Edition. */
    DE("the Definitive Edition");

    private final String title;

    Version(String title) { this.title = title; }

    /** How a message names it. */
    public String title() { return title; }

    public boolean original() { return this == AOC; }

    /** Whether a script at this level may use what {@code other} brought. */
    public boolean includes(Version other) { return other.ordinal() <= ordinal(); }

    /** Reads the tables' spelling: AoC, AoE1, UP, WK, HD, DE. */
    public static Version parse(String s) {
        return switch (s.toUpperCase(Locale.ROOT)) {
            case "AOC", "AOE1" -> AOC;
            case "UP", "WK" -> UP;
            case "HD" -> HD;
            case "DE" -> DE;
            default -> throw new IllegalArgumentException("unknown version " + s);
        };
    }

    /** A command line's spelling (aoc, up, de), or null when it is none. */
    public static Version option(String s) {
        if (s == null) return null;
        return switch (s.strip().toLowerCase(Locale.ROOT)) {
            case "aoc", "original", "1.0c" -> AOC;
            case "up", "userpatch", "up-1.5", "1.5" -> UP;
            case "de", "definitive" -> DE;
            default -> null;
        };
    }
}
