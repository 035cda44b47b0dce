package org.openaok.zones.template;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A map size as templates write it: a code ({@code s} 36, {@code m} 72, {@code l} 108, {@code xl} 144,
 * {@code h} 180, {@code xh} 216, {@code g} 252 tiles across, each with an optional {@code +u} for an
 * underground level) or {@code WIDTHxHEIGHTxLEVELS}. Templates compare sizes by their number of tiles
 * over all levels, so {@code m+u} lies between {@code m} and {@code l}.
 */
public record SizeCode(int width, int height, int levels) implements Comparable<SizeCode> {
    /** The codes and their tiles across, smallest first. */
    public static final List<String> CODES = List.of("s", "m", "l", "xl", "h", "xh", "g");
    private static final int[] TILES = {36, 72, 108, 144, 180, 216, 252};
    /** Levels a map may have: the surface and one underground. */
    public static final int MAX_LEVELS = 2;

    public SizeCode {
        if (width < 1 || height < 1 || width > 1024 || height > 1024) throw new IllegalArgumentException("size " + width + "x" + height);
        if (levels < 1 || levels > MAX_LEVELS) throw new IllegalArgumentException("levels " + levels);
    }

    /** A square size. */
    public static SizeCode square(int tiles, int levels) { return new SizeCode(tiles, tiles, levels); }

    /** Every size a code names, smallest first: s, s+u, m, m+u, ... g+u. */
    public static List<SizeCode> allCodes() {
        List<SizeCode> out = new java.util.ArrayList<>();
        for (int t : TILES) {
            out.add(square(t, 1));
            out.add(square(t, 2));
        }
        return out;
    }

    /** Tiles across of a code ({@code xl} is 144), if it is one. */
    public static Optional<Integer> tilesOf(String code) {
        int i = CODES.indexOf(code.toLowerCase(Locale.ROOT));
        return i < 0 ? Optional.empty() : Optional.of(TILES[i]);
    }

    /** Reads a code or {@code WxHxL} ({@code WxH} is one level); empty if it is neither. */
    public static Optional<SizeCode> parse(String text) {
        if (text == null) return Optional.empty();
        String s = text.trim().toLowerCase(Locale.ROOT);
        int levels = 1;
        if (s.endsWith("+u")) {
            levels = 2;
            s = s.substring(0, s.length() - 2).trim();
        }
        Optional<Integer> code = tilesOf(s);
        if (code.isPresent()) return Optional.of(square(code.get(), levels));
        if (levels != 1) return Optional.empty();
        String[] parts = s.split("x", -1);
        if (parts.length < 2 || parts.length > 3) return Optional.empty();
        try {
            int w = Integer.parseInt(parts[0].trim());
            int h = Integer.parseInt(parts[1].trim());
            int l = parts.length == 3 ? Integer.parseInt(parts[2].trim()) : 1;
            if (w < 1 || h < 1 || w > 1024 || h > 1024 || l < 1 || l > MAX_LEVELS) return Optional.empty();
            return Optional.of(new SizeCode(w, h, l));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** Tiles over all levels: what templates compare. */
    public long area() { return (long) width * height * levels; }

    public boolean underground() { return levels > 1; }

    @Override
    public int compareTo(SizeCode o) { return Long.compare(area(), o.area()); }

    /** The code if the size has one ({@code xl+u}), else {@code WxHxL}. */
    @Override
    public String toString() {
        if (width == height) {
            for (int i = 0; i < TILES.length; i++) {
                if (TILES[i] == width) return CODES.get(i) + (levels > 1 ? "+u" : "");
            }
        }
        return width + "x" + height + "x" + levels;
    }
}
