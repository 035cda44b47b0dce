package org.openaok.sim.internal.move;

import org.openaok.sim.api.rules.TypeDef;

/**
 * Where each unit of a group moved together stands on arrival: in rows across the way the group
 * goes, the fighters in front, those who shoot behind them, siege weapons and monks last; a line is
 * wide, a box square, a staggered line loose, a flank split in two with a gap between.
 */
final class Formation {
    static final int LINE = 0, BOX = 1, STAGGERED = 2, FLANK = 3;

    private Formation() {}

    static int parse(String word) {
        return switch (word) {
            case "line" -> LINE;
            case "box" -> BOX;
            case "staggered" -> STAGGERED;
            case "flank" -> FLANK;
            default -> -1;
        };
    }

    /** The rank a unit takes: 0 in front. */
    static int rank(TypeDef d) {
        String c = d.unitClass();
        if (c.equals("siege") || c.contains("siege") || c.equals("scorpion") || c.equals("monk") || c.equals("monk-with-relic")) return 2;
        if (d.base().range() >= 2000) return 1;
        return 0;
    }

    /**
     * Slot offsets of a group, in thousandths of a tile, across (x) and along (y, negative behind)
     * the way, for units sorted by rank: each rank takes rows of its own, behind the ranks before it;
     * {@code out[i] = {across, along}}.
     */
    static int[][] slots(int formation, int[] ranks) {
        int count = ranks.length;
        int spacing = formation == STAGGERED ? 1500 : 900;
        // rows as wide as the ceiling of the square root of n (a box) or of 3n (a line), in integers
        int width = switch (formation) {
            case BOX -> (int) org.openaok.sim.internal.IntMath.isqrt(Math.max(0, count - 1)) + 1;
            default -> (int) org.openaok.sim.internal.IntMath.isqrt(Math.max(0, 3L * count - 1)) + 1;
        };
        int[][] out = new int[count][2];
        int row = 0, i = 0;
        while (i < count) {
            int rank = ranks[i];
            int end = i;
            while (end < count && ranks[end] == rank) end++;
            for (int start = i; start < end; start += width, row++) {
                int inRow = Math.min(width, end - start);
                for (int col = 0; col < inRow; col++) {
                    int across = (col * 2 - (inRow - 1)) * spacing / 2;
                    if (formation == FLANK) across += (col < (inRow + 1) / 2 ? -1 : 1) * 2000;
                    if (formation == STAGGERED && row % 2 == 1) across += spacing / 2;
                    out[start + col][0] = across;
                    out[start + col][1] = -row * spacing;
                }
            }
            i = end;
        }
        return out;
    }
}
