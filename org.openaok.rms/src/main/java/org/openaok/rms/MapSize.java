package org.openaok.rms;

import java.util.Locale;
import java.util.Optional;

/**
 * The lobby's map sizes, the tiles across each gives and the label a script tests for it.
 * A side that is not one of these gets the label of the largest size not wider than it (so a
 * script never scales its resources for a bigger map than it has); anything under 120 tiles
 * counts as tiny.
 */
public enum MapSize {
    TINY(120, "TINY_MAP"),
    SMALL(144, "SMALL_MAP"),
    MEDIUM(168, "MEDIUM_MAP"),
    /** The lobby's "Normal". */
    LARGE(200, "LARGE_MAP"),
    /** The lobby's "Large". */
    HUGE(220, "HUGE_MAP"),
    /** The lobby's "Giant". */
    GIGANTIC(240, "GIGANTIC_MAP");

    private static final MapSize[] ALL = values();

    private final int tiles;
    private final String label;

    MapSize(int tiles, String label) {
        this.tiles = tiles;
        this.label = label;
    }

    public int tiles() { return tiles; }

    public String label() { return label; }

    /** The size whose label a map this many tiles across gets (see the class comment). */
    public static MapSize forTiles(int tiles) {
        MapSize best = TINY;
        for (MapSize s : ALL) {
            if (s.tiles <= tiles) best = s;
        }
        return best;
    }

    /**
     * A size from a word: tiles across ({@code 144}), a size's name as its label has it
     * ({@code tiny}, {@code small}, {@code medium}, {@code large} = 200, {@code huge},
     * {@code gigantic}), the label itself ({@code SMALL_MAP}), or the lobby's {@code normal} (200)
     * and {@code giant} (240). Returns the tiles across.
     */
    public static Optional<Integer> parseTiles(String word) {
        if (word == null) return Optional.empty();
        String w = word.trim().toUpperCase(Locale.ROOT);
        if (w.isEmpty()) return Optional.empty();
        boolean digits = true;
        for (int i = 0; i < w.length(); i++) digits &= Character.isDigit(w.charAt(i));
        if (digits) {
            if (w.length() > 6) return Optional.empty();
            int t = Integer.parseInt(w);
            return t > 0 ? Optional.of(t) : Optional.empty();
        }
        switch (w) {
            case "NORMAL": return Optional.of(LARGE.tiles);
            case "GIANT": return Optional.of(GIGANTIC.tiles);
            default: break;
        }
        for (MapSize s : ALL) {
            if (s.name().equals(w) || s.label.equals(w)) return Optional.of(s.tiles);
        }
        return Optional.empty();
    }
}
