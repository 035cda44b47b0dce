package org.openaok.api.screen;

/**
 * Pixels a frame shows (the ground, the fog, the minimap): 0xAARRGGBB, row 0 first. A renderer
 * keeps what it made of an image and makes it again only when its {@link #version()} moved on,
 * so whoever changes the pixels calls {@link #changed()}.
 */
public final class Image {
    private final int width;
    private final int height;
    private final int[] argb;
    private long version;

    public Image(int width, int height) {
        if (width < 1 || height < 1) throw new IllegalArgumentException("an image of " + width + "x" + height);
        this.width = width;
        this.height = height;
        this.argb = new int[width * height];
    }

    public int width() { return width; }

    public int height() { return height; }

    /** The pixels, to read or change (then call {@link #changed()}). */
    public int[] pixels() { return argb; }

    public long version() { return version; }

    public void changed() { version++; }
}
