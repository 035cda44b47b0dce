package org.openaok.mapgen.stages.land;

import java.util.Arrays;

/**
 * How near each tile is to the lands of each zone, so a land keeps its own
 * other_zone_avoidance_distance from the lands of every other zone. The distance is the land's
 * own: a land that asks for none grows right up to one that asks for some, as the original
 * engine's Arena shows (its centre meets the players' clearings; with the players' distance of
 * 30 kept both ways it would cover a tenth of the map, not the fifth it does).
 *
 * <p>Only a few distances are ever asked (those the lands keep), so for each of them every tile
 * keeps which zone came within it, or that a second one has: a land may take a tile when
 * no zone but its own has. A tile taken stamps the disc of each distance round it; where a tile
 * of the same zone beside it is stamped already, only the part of the disc that tile's leaves out
 * (a crescent a tile wide), since the rest knows the zone already; with stamps on two sides at a
 * corner, the part of that crescent the second's disc leaves out too; with stamps on both sides
 * of it, two tiles (or the ends of its row).
 */
final class ZoneDistance {
    private static final int NONE = Integer.MIN_VALUE;
    private static final int MANY = Integer.MIN_VALUE + 1;

    private final int size;
    /** The distances asked, smallest first. */
    private final int[] distances;
    /** For each distance and row offset dy, how far its disc reaches along the row. */
    private final int[][] reach;
    /** For each distance, the row offsets dy whose reach is more than the next row's, and dy = r: where a corner's crescent has a tile. */
    private final int[][] narrows;
    /** For each distance, the zone that came within it of each tile, NONE, or MANY once a second one has. */
    private final int[][] first;
    /** The zone of each tile stamped, or NONE. */
    private final int[] stamped;
    /** For each distance asked, its place in {@link #distances}. */
    private final int[] slot;

    /** @param distances the avoidance distances the lands keep (any order, repeats and zeros allowed) */
    ZoneDistance(int size, int[] distances) {
        this.size = size;
        this.distances = Arrays.stream(distances).filter(d -> d > 0).distinct().sorted().toArray();
        int k = this.distances.length;
        int n = size * size;
        reach = new int[k][];
        narrows = new int[k][];
        first = new int[k][n];
        for (int j = 0; j < k; j++) {
            int r = this.distances[j];
            reach[j] = new int[r + 1];
            for (int dy = 0; dy <= r; dy++) {
                int dx = 0;
                while ((dx + 1) * (dx + 1) + dy * dy <= r * r) dx++;
                reach[j][dy] = dx;
            }
            int[] reachJ = reach[j];
            narrows[j] = java.util.stream.IntStream.rangeClosed(0, r).filter(dy -> dy == r || reachJ[dy + 1] != reachJ[dy]).toArray();
            Arrays.fill(first[j], NONE);
        }
        stamped = new int[n];
        Arrays.fill(stamped, NONE);
        slot = new int[k == 0 ? 1 : this.distances[k - 1] + 1];
        for (int j = 0; j < k; j++) slot[this.distances[j]] = j;
    }

    /** Whether any distance is asked at all. */
    boolean any() { return distances.length > 0; }

    /** The distances asked, smallest first: {@link #stamp(int, int, int, boolean[])} takes one flag for each. */
    int[] distances() { return distances.clone(); }

    /** The place of a distance asked in {@link #distances()}. */
    int slot(int d) { return slot[d]; }

    /** Records that a tile of the zone lies at (x, y). */
    void stamp(int x, int y, int zone) {
        stamp(x, y, zone, null);
    }

    /**
     * Records that a tile of the zone lies at (x, y) for the distances flagged in {@code wanted}
     * (all when null). A distance may be left out once no land of another zone that keeps it
     * will ask again: {@link #clear} for the zone's own lands never depends on the zone's own
     * stamps. A distance left out for a zone must stay left out (its stamps would lack the tiles
     * stamped meanwhile).
     */
    void stamp(int x, int y, int zone, boolean[] wanted) {
        int i = y * size + x;
        if (stamped[i] == zone) return;
        stamped[i] = zone;
        // stamped neighbours of the same zone have told every tile within each distance of them
        boolean left = x > 0 && stamped[i - 1] == zone;
        boolean right = x < size - 1 && stamped[i + 1] == zone;
        boolean up = y > 0 && stamped[i - size] == zone;
        boolean down = y < size - 1 && stamped[i + size] == zone;
        for (int j = 0; j < distances.length; j++) {
            if (wanted != null && !wanted[j]) continue;
            if (left && right) {
                // the two discs beside it cover its own but for its top and bottom tile
                int r = distances[j];
                if (y - r >= 0) mark(j, i - r * size, i - r * size, zone);
                if (y + r < size) mark(j, i + r * size, i + r * size, zone);
            } else if (up && down) {
                // the discs above and below cover its own but for the ends of its own row
                int w0 = reach[j][0];
                int w1 = reach[j][1];
                int row = y * size;
                mark(j, row + Math.max(0, x - w0), row + Math.max(-1, x - w1 - 1), zone);
                mark(j, row + Math.min(size, x + w1 + 1), row + Math.min(size - 1, x + w0), zone);
            } else if ((left || right) && (up || down)) {
                corner(j, x, y, left ? 1 : -1, up ? 1 : -1, zone);
            } else if (left || right || up || down) {
                disc(j, x, y, left ? x - 1 : right ? x + 1 : x, left || right ? y : up ? y - 1 : y + 1, zone);
            } else {
                disc(j, x, y, -1, -1, zone);
            }
        }
    }

    /**
     * Stamps the disc of distance j round (x, y), less the disc round (sx, sy) when sx >= 0 (a
     * neighbour of the same zone, stamped already). Beside it, the part left is one tile a row
     * (the disc's far end); above or below, two runs a row, on the rows from its own away from
     * the neighbour (the others the neighbour's disc covers).
     */
    private void disc(int j, int x, int y, int sx, int sy, int zone) {
        int r = distances[j];
        int[] reachJ = reach[j];
        int y0 = Math.max(0, y - r);
        int y1 = Math.min(size - 1, y + r);
        if (sx >= 0 && sy == y) {
            int side = x - sx;
            for (int ty = y0; ty <= y1; ty++) {
                int tx = x + side * reachJ[Math.abs(ty - y)];
                if (tx >= 0 && tx < size) mark(j, ty * size + tx, ty * size + tx, zone);
            }
            return;
        }
        if (sx >= 0) {
            if (sy < y) y0 = y;
            else y1 = y;
        }
        for (int ty = y0; ty <= y1; ty++) {
            int w = reachJ[Math.abs(ty - y)];
            int a0 = Math.max(0, x - w);
            int a1 = Math.min(size - 1, x + w);
            int row = ty * size;
            int sdy = Math.abs(ty - sy);
            if (sx < 0 || sdy > r) {
                mark(j, row + a0, row + a1, zone);
                continue;
            }
            int ws = reachJ[sdy];
            int b0 = sx - ws;
            int b1 = sx + ws;
            mark(j, row + a0, row + Math.min(a1, b0 - 1), zone);
            mark(j, row + Math.max(a0, b1 + 1), row + a1, zone);
        }
    }

    /**
     * Stamps what the discs of distance j round two neighbours at a corner of (x, y) leave of its
     * own, the one beside it on the side away from {@code sx}, the one above or below away from
     * {@code sy}: the far end of each row on the far side from the second, where the disc's
     * reach narrows from that row to the next (the second's disc covers the rest), and the far
     * row's end.
     */
    private void corner(int j, int x, int y, int sx, int sy, int zone) {
        int[] reachJ = reach[j];
        for (int dy : narrows[j]) {
            int tx = x + sx * reachJ[dy];
            int ty = y + sy * dy;
            if (tx >= 0 && tx < size && ty >= 0 && ty < size) mark(j, ty * size + tx, ty * size + tx, zone);
        }
    }

    private void mark(int j, int from, int to, int zone) {
        int[] f = first[j];
        for (int i = from; i <= to; i++) {
            int z = f[i];
            if (z == NONE) f[i] = zone;
            else if (z != zone) f[i] = MANY;
        }
    }

    /** Whether a land of {@code zone} asking for {@code d} tiles may take tile i: every tile of another zone lies more than {@code d} away. */
    boolean clear(int i, int zone, int d) {
        if (d == 0) return true;
        int j = slot[d];
        int z = first[j][i];
        return z == NONE || z == zone;
    }
}
