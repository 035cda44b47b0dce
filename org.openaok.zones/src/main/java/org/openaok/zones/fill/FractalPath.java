package org.openaok.zones.fill;

import java.util.function.IntConsumer;

import org.openaok.api.random.RandomStream;

/**
 * A path between two tiles made rough by midpoint displacement: the midpoint of each stretch is
 * moved sideways by up to a quarter of its length and both halves are treated the same way;
 * at each stage a new perpendicular spur may grow from the midpoint, so paths branch as the
 * original generator's do. Tiles are handed to {@code mark} in drawing order.
 */
final class FractalPath {
    /** Halvings at most (a stretch is drawn straight when shorter than 4 tiles). */
    static final int DEPTH = 6;

    private FractalPath() {}

    static void draw(Area a, int from, int to, RandomStream r, IntConsumer mark) {
        split(a, from % a.size, from / a.size, to % a.size, to / a.size, DEPTH, r, mark);
    }

    private static void split(Area a, int x0, int y0, int x1, int y1, int depth, RandomStream r, IntConsumer mark) {
        int dx = x1 - x0, dy = y1 - y0;
        int len = Math.max(Math.abs(dx), Math.abs(dy));
        if (depth == 0 || len < 4) {
            line(a, x0, y0, x1, y1, mark);
            return;
        }
        int off = r.between(-len / 4, len / 4);
        // the perpendicular of (dx, dy), scaled so its longer side is one tile
        int px = -dy, py = dx;
        int m = Math.max(Math.abs(px), Math.abs(py));
        int mx = (x0 + x1) / 2 + off * px / m;
        int my = (y0 + y1) / 2 + off * py / m;
        if (!a.own(mx, my)) {
            mx = (x0 + x1) / 2;
            my = (y0 + y1) / 2;
        }
        split(a, x0, y0, mx, my, depth - 1, r, mark);
        split(a, mx, my, x1, y1, depth - 1, r, mark);
        if (depth >= 3 && r.nextInt(3) == 0) {
            int spur = len / 4 * (r.nextInt(2) == 0 ? 1 : -1);
            int sx = mx + spur * px / m, sy = my + spur * py / m;
            line(a, mx, my, sx, sy, t -> {
                if (a.own(t)) mark.accept(t);
            });
        }
    }

    /** Bresenham's line, tile by tile, skipping tiles off the map. */
    static void line(Area a, int x0, int y0, int x1, int y1, IntConsumer mark) {
        int dx = Math.abs(x1 - x0), dy = -Math.abs(y1 - y0);
        int sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
        int err = dx + dy;
        int x = x0, y = y0;
        for (int guard = 0; guard <= 4 * a.size; guard++) {
            if (x >= 0 && y >= 0 && x < a.size && y < a.size) mark.accept(y * a.size + x);
            if (x == x1 && y == y1) break;
            int e2 = 2 * err;
            if (e2 >= dy) {
                err += dy;
                x += sx;
            }
            if (e2 <= dx) {
                err += dx;
                y += sy;
            }
        }
    }
}
