package org.openaok.game;

/**
 * Where the map lies on the screen: top-down (a tile a square) or the game's diamond (tile (x, y)
 * at (x - y, (x + y) / 2) before zoom), scaled by {@code zoom} pixels per tile and moved by a pan
 * in pixels. The game keeps it, so a window reopened with another renderer looks where it did.
 */
final class Camera {
    private final int size;
    private boolean diamond;
    private double zoom = 8;
    private double panX;
    private double panY;

    Camera(int size, boolean diamond) {
        this.size = size;
        this.diamond = diamond;
    }

    boolean diamond() { return diamond; }

    double zoom() { return zoom; }

    int size() { return size; }

    /** {a, b, c, d, e, f}: pixel = (a x + b y + c, d x + e y + f). */
    double[] mapToPixel() {
        return diamond ? new double[] {zoom, -zoom, panX, zoom / 2, zoom / 2, panY} : new double[] {zoom, 0, panX, 0, zoom, panY};
    }

    double pixelX(double x, double y) { return (diamond ? x - y : x) * zoom + panX; }

    double pixelY(double x, double y) { return (diamond ? (x + y) / 2 : y) * zoom + panY; }

    /** The map point under a pixel, {x, y} in tiles. */
    double[] mapPoint(double px, double py) {
        double u = (px - panX) / zoom;
        double v = (py - panY) / zoom;
        if (!diamond) return new double[] {u, v};
        return new double[] {v + u / 2, v - u / 2};
    }

    /** Puts a map point at a pixel. */
    void centreOn(double x, double y, double px, double py) {
        panX = px - (diamond ? x - y : x) * zoom;
        panY = py - (diamond ? (x + y) / 2 : y) * zoom;
    }

    void fit(int width, int height) {
        double w = diamond ? 2.0 * size : size;
        zoom = Math.max(0.5, 0.96 * Math.min(width / w, height / (double) size));
        centreOn(size / 2.0, size / 2.0, width / 2.0, height / 2.0);
    }

    void zoomAt(double factor, double px, double py) {
        double[] m = mapPoint(px, py);
        zoom = Math.max(0.5, Math.min(96, zoom * factor));
        centreOn(m[0], m[1], px, py);
    }

    void pan(double dx, double dy) {
        panX += dx;
        panY += dy;
    }

    void turn(double px, double py) {
        double[] m = mapPoint(px, py);
        diamond = !diamond;
        centreOn(m[0], m[1], px, py);
    }

    /** The tiles a region of pixels shows, {x0, y0, x1, y1} clamped to the map (a box round a diamond's view). */
    int[] visibleTiles(double px0, double py0, double px1, double py1) {
        double[][] corners = {mapPoint(px0, py0), mapPoint(px1, py0), mapPoint(px0, py1), mapPoint(px1, py1)};
        double x0 = Double.MAX_VALUE, y0 = Double.MAX_VALUE, x1 = -Double.MAX_VALUE, y1 = -Double.MAX_VALUE;
        for (double[] c : corners) {
            x0 = Math.min(x0, c[0]);
            y0 = Math.min(y0, c[1]);
            x1 = Math.max(x1, c[0]);
            y1 = Math.max(y1, c[1]);
        }
        return new int[] {clamp((int) Math.floor(x0) - 2), clamp((int) Math.floor(y0) - 2), clamp((int) Math.ceil(x1) + 2),
                clamp((int) Math.ceil(y1) + 2)};
    }

    private int clamp(int v) { return Math.max(0, Math.min(size, v)); }
}
