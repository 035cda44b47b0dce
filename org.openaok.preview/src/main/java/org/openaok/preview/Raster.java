package org.openaok.preview;

/** An RGB image in memory, 0xRRGGBB per pixel, row by row. */
public final class Raster {
    private final int width;
    private final int height;
    private final int[] pixels;

    public Raster(int width, int height) {
        if (width < 1 || height < 1 || (long) width * height > 64L * 1024 * 1024) {
            throw new IllegalArgumentException("image size out of range: " + width + "x" + height);
        }
        this.width = width;
        this.height = height;
        this.pixels = new int[width * height];
    }

    public int width() { return width; }
    public int height() { return height; }
    public int[] pixels() { return pixels; }

    public int get(int x, int y) { return pixels[y * width + x]; }

    public void set(int x, int y, int rgb) {
        if (x >= 0 && y >= 0 && x < width && y < height) pixels[y * width + x] = rgb;
    }

    public void fill(int rgb) { java.util.Arrays.fill(pixels, rgb); }

    /** A filled rectangle, clipped to the image. */
    public void rect(int x, int y, int w, int h, int rgb) {
        int x0 = Math.max(0, x);
        int y0 = Math.max(0, y);
        int x1 = Math.min(width, x + w);
        int y1 = Math.min(height, y + h);
        for (int yy = y0; yy < y1; yy++) java.util.Arrays.fill(pixels, yy * width + x0, Math.max(yy * width + x0, yy * width + x1), rgb);
    }

    /** An outlined rectangle, clipped. */
    public void frame(int x, int y, int w, int h, int rgb) {
        rect(x, y, w, 1, rgb);
        rect(x, y + h - 1, w, 1, rgb);
        rect(x, y, 1, h, rgb);
        rect(x + w - 1, y, 1, h, rgb);
    }

    /** A colour scaled by a factor in per mille (1000 keeps it), clamped. */
    public static int shade(int rgb, int perMille) {
        int r = Math.min(255, ((rgb >> 16) & 0xff) * perMille / 1000);
        int g = Math.min(255, ((rgb >> 8) & 0xff) * perMille / 1000);
        int b = Math.min(255, (rgb & 0xff) * perMille / 1000);
        return (r << 16) | (g << 8) | b;
    }

    /** Two colours mixed, {@code weight} per mille of the second. */
    public static int mix(int a, int b, int weight) {
        int r = (((a >> 16) & 0xff) * (1000 - weight) + ((b >> 16) & 0xff) * weight) / 1000;
        int g = (((a >> 8) & 0xff) * (1000 - weight) + ((b >> 8) & 0xff) * weight) / 1000;
        int bl = ((a & 0xff) * (1000 - weight) + (b & 0xff) * weight) / 1000;
        return (r << 16) | (g << 8) | bl;
    }
}
