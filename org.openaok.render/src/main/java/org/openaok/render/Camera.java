package org.openaok.render;

import org.openaok.api.io.View;

/**
 * Where the map lies on a target of pixels: the view's basis (top-down: a tile is a square;
 * diamond: tile (x, y) sits at (x - y + size, (x + y) / 2), the game's minimap), scaled by
 * {@code zoom} pixels per tile and moved by {@code pan} pixels. Pixels count from the target's
 * top-left corner, y downwards, as the PNG previews do.
 */
final class Camera {
    private View view;
    private final int size;
    private double zoom;
    private double panX;
    private double panY;

    Camera(View view, int size, double zoom, double panX, double panY) {
        this.view = view;
        this.size = size;
        this.zoom = zoom;
        this.panX = panX;
        this.panY = panY;
    }

    /** The whole map at a whole number of pixels per tile, as a PNG of {@link #imageWidth} by {@link #imageHeight}. */
    static Camera image(View view, int size, int scale) { return new Camera(view, size, scale, 0, 0); }

    static int imageWidth(View view, int size, int scale) { return (view == View.DIAMOND ? 2 : 1) * size * scale; }

    static int imageHeight(View view, int size, int scale) { return size * scale; }

    View view() { return view; }

    double zoom() { return zoom; }

    double panX() { return panX; }

    double panY() { return panY; }

    /** The basis x of a map point, in tiles. */
    double basisX(double x, double y) { return view == View.DIAMOND ? x - y + size : x; }

    /** The basis y of a map point, in tiles. */
    double basisY(double x, double y) { return view == View.DIAMOND ? (x + y) / 2 : y; }

    double pixelX(double x, double y) { return basisX(x, y) * zoom + panX; }

    double pixelY(double x, double y) { return basisY(x, y) * zoom + panY; }

    /** The map point under a pixel: {x, y} in tiles. */
    double[] mapPoint(double px, double py) {
        double u = (px - panX) / zoom;
        double v = (py - panY) / zoom;
        if (view != View.DIAMOND) return new double[] {u, v};
        double half = (u - size) / 2;
        return new double[] {v + half, v - half};
    }

    /** The whole map in the middle of a target, with a margin. */
    void fit(int width, int height) {
        double w = view == View.DIAMOND ? 2.0 * size : size;
        zoom = Math.max(0.05, 0.96 * Math.min(width / w, height / (double) size));
        panX = (width - w * zoom) / 2;
        panY = (height - size * zoom) / 2;
    }

    /** Keeps the map point under (px, py) where it is while zooming by a factor. */
    void zoomAt(double factor, double px, double py) {
        double z = Math.max(0.05, Math.min(256, zoom * factor));
        double u = (px - panX) / zoom;
        double v = (py - panY) / zoom;
        zoom = z;
        panX = px - u * zoom;
        panY = py - v * zoom;
    }

    void pan(double dx, double dy) {
        panX += dx;
        panY += dy;
    }

    /** Turns to another view, keeping the map point at (px, py) there. */
    void turn(View to, double px, double py) {
        double[] m = mapPoint(px, py);
        view = to;
        panX = px - basisX(m[0], m[1]) * zoom;
        panY = py - basisY(m[0], m[1]) * zoom;
    }

    /**
     * Map tiles to clip space for a target region {@code width} x {@code height} whose top-left is
     * pixel (x0, y0), as a column-major 3 x 3 matrix. {@code yUp} puts pixel row 0 at the bottom
     * of the framebuffer (what a read-back returns first); a window wants row 0 at the top.
     */
    float[] mapToClip(double x0, double y0, int width, int height, boolean yUp) {
        // pixel = B * (x, y) + e + pan, with B the view's basis times zoom and e its shift
        double e = view == View.DIAMOND ? zoom * size : 0;
        double a;
        double b;
        double c;
        double d;
        if (view == View.DIAMOND) {
            a = zoom; b = -zoom; c = zoom / 2; d = zoom / 2;
        } else {
            a = zoom; b = 0; c = 0; d = zoom;
        }
        double sx = 2.0 / width;
        double sy = (yUp ? 2.0 : -2.0) / height;
        double tx = (panX + e - x0) * sx - 1;
        double ty = (panY - y0) * sy + (yUp ? -1 : 1);
        return new float[] {
            (float) (a * sx), (float) (c * sy), 0,
            (float) (b * sx), (float) (d * sy), 0,
            (float) tx, (float) ty, 1};
    }
}
