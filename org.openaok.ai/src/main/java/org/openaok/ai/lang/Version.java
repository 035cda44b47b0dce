package org.openaok.ai.lang;

import java.util.Locale;

/** The game version that brought a command, a strategic number or a word. */
public enum Version {
    /** The original game, The Conquerors 1.0c (its Age of Empires inheritance included). */
    AOC("The Conquerors"),
    /** UserPatch and the mods built on it (WololoKingdoms). */
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

    /** Reads the tables' spelling: AoC, AoE1, UP, HD, DE. */
    public static Version parse(String s) {
        return switch (s.toUpperCase(Locale.ROOT)) {
            case "AOC", "AOE1" -> AOC;
            case "UP", "WK" -> UP;
            case "HD" -> HD;
            case "DE" -> DE;
            default -> throw new IllegalArgumentException("unknown version " + s);
        };
    }
}
