package org.openaok.api.screen;

import java.util.ArrayList;
import java.util.List;

/**
 * One picture: layers drawn in order, each on the map (through the frame's map-to-pixel
 * transform) or on the screen (in pixels, y downwards). Text uses the 5x7 bitmap font of the
 * previews at {@link #ADVANCE} pixels a character and {@link #LINE} a line, times its scale.
 */
public final class Frame {
    public static final int ADVANCE = 6, LINE = 10, MARGIN = 3;

    /** A layer of a frame. */
    public sealed interface Layer permits Picture, Shapes, Text {}

    /**
     * An image stretched over a rectangle: on the map in tiles, or on the screen in pixels.
     *
     * @param blend whether its alpha lets what is beneath show (the fog), else it is opaque
     */
    public record Picture(Image image, boolean onMap, float x, float y, float width, float height, boolean blend) implements Layer {}

    /** Sprites, on the map or on the screen. */
    public record Shapes(Sprites sprites, boolean onMap) implements Layer {}

    /**
     * Lines of text with their top-left corner at a pixel, on a panel of the background colour
     * (alpha 0: none).
     */
    public record Text(int x, int y, int scale, List<String> lines, int rgb, int background) implements Layer {
        public Text {
            lines = List.copyOf(lines);
        }

        public int width() {
            int w = 0;
            for (String l : lines) w = Math.max(w, l.length());
            return (w * ADVANCE + 2 * MARGIN) * scale;
        }

        public int height() { return (lines.size() * LINE + 2 * MARGIN - 3) * scale; }
    }

    private final int width;
    private final int height;
    private final double[] mapToPixel;
    private final double pixelsPerTile;
    private final int background;
    private final List<Layer> layers = new ArrayList<>();

    /**
     * @param mapToPixel {a, b, c, d, e, f}: a map point (x, y) in tiles lies at pixel
     *                   (a x + b y + c, d x + e y + f)
     * @param pixelsPerTile how many pixels an upright sprite's tile is
     */
    public Frame(int width, int height, double[] mapToPixel, double pixelsPerTile, int background) {
        this.width = width;
        this.height = height;
        this.mapToPixel = mapToPixel.clone();
        this.pixelsPerTile = pixelsPerTile;
        this.background = background;
    }

    public Frame add(Layer l) {
        layers.add(l);
        return this;
    }

    public int width() { return width; }

    public int height() { return height; }

    public double[] mapToPixel() { return mapToPixel.clone(); }

    public double pixelsPerTile() { return pixelsPerTile; }

    public int background() { return background; }

    public List<Layer> layers() { return layers; }

    /** The text's width in pixels at a scale, as a {@link Text} layer of one line lays it out. */
    public static int textWidth(String s, int scale) { return (s.length() * ADVANCE + 2 * MARGIN) * scale; }
}
