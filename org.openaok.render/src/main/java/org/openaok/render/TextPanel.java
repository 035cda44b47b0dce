package org.openaok.render;

import static org.lwjgl.opengl.GL33C.*;

import java.util.ArrayList;
import java.util.List;

import org.openaok.preview.BitmapFont;
import org.openaok.preview.Raster;

/**
 * Lines of text on a dark panel, drawn with the previews' bitmap font into a texture and shown
 * at a whole number of screen pixels per font pixel. Long lines wrap.
 */
final class TextPanel implements AutoCloseable {
    static final int TEXT = 0xf0f0f0;
    static final int BACKGROUND = 0x202028;
    static final int MARGIN = 3;
    static final int LINE = BitmapFont.HEIGHT + 3;

    private int texture;
    private int width;
    private int height;
    private List<String> shown = List.of();

    /** Sets the text; the texture is made again only when it changed. */
    void set(List<String> lines, int maxColumns) {
        List<String> wrapped = wrap(lines.stream().map(TextPanel::printable).toList(), Math.max(8, maxColumns));
        if (wrapped.equals(shown) && texture != 0) return;
        shown = wrapped;
        close();
        if (wrapped.isEmpty()) return;
        int columns = wrapped.stream().mapToInt(String::length).max().orElse(1);
        width = columns * BitmapFont.ADVANCE + 2 * MARGIN;
        height = wrapped.size() * LINE + 2 * MARGIN - 3;
        Raster r = new Raster(width, height);
        r.fill(BACKGROUND);
        for (int i = 0; i < wrapped.size(); i++) BitmapFont.draw(r, MARGIN, MARGIN + i * LINE, wrapped.get(i), TEXT);
        texture = Textures.opaque(r.pixels(), width, height);
    }

    boolean empty() { return texture == 0; }

    int width() { return width; }

    int height() { return height; }

    /** Draws the panel with its top-left corner at pixel (x, y), {@code scale} screen pixels per font pixel. */
    void draw(Shaders shaders, float[] pixelToClip, int x, int y, int scale) {
        if (texture == 0) return;
        shaders.drawImage(texture, pixelToClip, x, y, width * scale, height * scale);
    }

    /**
     * The text with stand-ins for what the bitmap font has no glyph for (it would draw a box):
     * brackets become parentheses, a semicolon a comma, quotes go.
     */
    static String printable(String text) {
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\'', '"', '`' -> { }
                case '[', '{', '<' -> b.append('(');
                case ']', '}', '>' -> b.append(')');
                case ';' -> b.append(',');
                case '|', '\\' -> b.append('/');
                case '*', '&' -> b.append('+');
                case '!' -> b.append('.');
                case '\t' -> b.append("  ");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    static List<String> wrap(List<String> lines, int columns) {
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            String rest = line;
            while (rest.length() > columns) {
                int cut = rest.lastIndexOf(' ', columns);
                if (cut <= columns / 2) cut = columns;
                out.add(rest.substring(0, cut));
                rest = "  " + rest.substring(cut).stripLeading();
            }
            out.add(rest);
        }
        return out;
    }

    @Override
    public void close() {
        if (texture != 0) glDeleteTextures(texture);
        texture = 0;
    }
}
