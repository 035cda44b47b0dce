package org.openaok.mapgen.stages.object;

import java.util.List;

import org.openaok.api.map.PlayerStart;

/**
 * The ground cleared round the starts: every tile whose centre lies nearer than
 * {@link #RADIUS_HALVES} half tiles (3.5 tiles) to a start's Town Center, which stands centred on
 * the start tile's corner: its four by four tiles and the ring of tiles round them. The original
 * engine keeps no more clear: its recorded maps have trees and bushes standing three and a half
 * tiles from a Town Center's centre. The clearing stage empties it of Gaia objects; the objects
 * stage puts none there, so what a script asks for is not placed only to be taken away. A forest
 * floor is felled further out, within {@link #FOREST_RADIUS} whole tiles of the start ({@link
 * #forest}), so the units round the Town Center have room even where a script grows a start in
 * the woods.
 */
public final class ClearingArea {
    /** How near a Town Center's centre a tile's centre may lie and be cleared, in half tiles. */
    public static final int RADIUS_HALVES = 7;

    /** Tiles round a start (whole tiles, squared distance below (radius + 1) squared) whose forest floor is felled. */
    public static final int FOREST_RADIUS = 6;

    private ClearingArea() {}

    /** The tiles within {@link #FOREST_RADIUS} whole tiles of a start. */
    public static boolean[] forest(int size, List<PlayerStart> starts) {
        boolean[] out = new boolean[size * size];
        int r = FOREST_RADIUS;
        long limit = (long) (r + 1) * (r + 1);
        for (PlayerStart s : starts) {
            for (int y = Math.max(0, s.y() - r); y <= Math.min(size - 1, s.y() + r); y++) {
                for (int x = Math.max(0, s.x() - r); x <= Math.min(size - 1, s.x() + r); x++) {
                    long dx = x - s.x();
                    long dy = y - s.y();
                    if (dx * dx + dy * dy < limit) out[y * size + x] = true;
                }
            }
        }
        return out;
    }

    public static boolean[] of(int size, List<PlayerStart> starts) {
        return of(size, starts, RADIUS_HALVES);
    }

    /** The tiles whose centres lie nearer than {@code halves} half tiles to a start tile's corner. */
    public static boolean[] of(int size, List<PlayerStart> starts, int halves) {
        boolean[] out = new boolean[size * size];
        long limit = (long) halves * halves;
        int reach = halves / 2 + 1;
        for (PlayerStart s : starts) {
            for (int y = Math.max(0, s.y() - reach); y <= Math.min(size - 1, s.y() + reach); y++) {
                for (int x = Math.max(0, s.x() - reach); x <= Math.min(size - 1, s.x() + reach); x++) {
                    long dx = 2L * (x - s.x()) + 1;
                    long dy = 2L * (y - s.y()) + 1;
                    if (dx * dx + dy * dy < limit) out[y * size + x] = true;
                }
            }
        }
        return out;
    }
}
