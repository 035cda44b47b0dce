package org.openaok.launcher.options;

import java.util.Locale;
import java.util.Map;

/**
 * A map size as the lobby names it (tiny ... giant), as a template size code (s ... g, with
 * {@code +u} for an underground level), or as a number of tiles.
 */
public record MapSize(int tiles, int levels) {
    static final Map<String, Integer> LOBBY = Map.of(
            "tiny", 120, "small", 144, "medium", 168, "normal", 200, "large", 220, "giant", 240);
    static final Map<String, Integer> TEMPLATE = Map.of(
            "s", 36, "m", 72, "l", 108, "xl", 144, "h", 180, "xh", 216, "g", 252);

    public static MapSize parse(String text) throws UsageException {
        String s = text.trim().toLowerCase(Locale.ROOT);
        int levels = 0;
        if (s.endsWith("+u")) {
            levels = 2;
            s = s.substring(0, s.length() - 2);
        }
        Integer tiles = LOBBY.get(s);
        if (tiles == null) tiles = TEMPLATE.get(s);
        if (tiles == null) {
            try {
                tiles = Integer.parseInt(s);
            } catch (NumberFormatException e) {
                throw new UsageException("--size takes tiny, small, medium, normal, large, giant, a template code "
                        + "(s, m, l, xl, h, xh, g, each with an optional +u) or a number of tiles; not '" + text + "'");
            }
            if (tiles < 16 || tiles > 1024) throw new UsageException("--size must be 16 to 1024 tiles, not " + tiles);
        }
        return new MapSize(tiles, levels);
    }
}
