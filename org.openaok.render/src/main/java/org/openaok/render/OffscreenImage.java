package org.openaok.render;

import static org.lwjgl.opengl.GL33C.*;

import java.io.IOException;
import java.nio.ByteBuffer;

import org.lwjgl.system.MemoryUtil;
import org.openaok.api.data.GameData;
import org.openaok.api.io.RenderOptions;
import org.openaok.api.map.GameMap;
import org.openaok.preview.Raster;

/**
 * A map drawn off screen into an image the size the PNG previews have (top-down size x size
 * tiles, the diamond twice as wide), a whole number of pixels per tile. Large images are drawn
 * in pieces no bigger than a framebuffer may be and read back piece by piece.
 */
final class OffscreenImage {
    /** Edge of one piece: well inside every OpenGL 3.3 implementation's limits. */
    static final int PIECE = 2048;

    private OffscreenImage() {}

    static Raster draw(GameMap map, GameData data, RenderOptions options) throws IOException {
        return draw(map, data, options, PIECE);
    }

    /** With pieces of at most {@code piece} pixels a side. */
    static Raster draw(GameMap map, GameData data, RenderOptions options, int piece) throws IOException {
        if (options.level() >= map.levels().size()) {
            throw new IllegalArgumentException("the map has no level " + options.level());
        }
        int width = Camera.imageWidth(options.view(), map.size(), options.scale());
        int height = Camera.imageHeight(options.view(), map.size(), options.scale());
        Raster image = new Raster(width, height);
        Camera camera = Camera.image(options.view(), map.size(), options.scale());
        try (Glfw.Context context = Glfw.open(1, 1, "openaok", false);
             Shaders shaders = new Shaders();
             Scene scene = new Scene(shaders, map, data, options.level(), options.objects(), options.zoneBorders())) {
            int fw = Math.min(piece, width);
            int fh = Math.min(piece, height);
            int colour = glGenTextures();
            glBindTexture(GL_TEXTURE_2D, colour);
            glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, fw, fh, 0, GL_RGBA, GL_UNSIGNED_BYTE, (ByteBuffer) null);
            int fbo = glGenFramebuffers();
            glBindFramebuffer(GL_FRAMEBUFFER, fbo);
            glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, colour, 0);
            ByteBuffer pixels = MemoryUtil.memAlloc(fw * fh * 4);
            try {
                if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
                    throw new IOException("OpenGL cannot draw into a " + fw + "x" + fh + " image here");
                }
                for (int y0 = 0; y0 < height; y0 += fh) {
                    for (int x0 = 0; x0 < width; x0 += fw) {
                        int w = Math.min(fw, width - x0);
                        int h = Math.min(fh, height - y0);
                        glViewport(0, 0, w, h);
                        glClearColor(0, 0, 0, 1);
                        glClear(GL_COLOR_BUFFER_BIT);
                        // row 0 of the image at the framebuffer's bottom: read back in image order
                        scene.draw(camera, camera.mapToClip(x0, y0, w, h, true), w, h);
                        glPixelStorei(GL_PACK_ALIGNMENT, 1);
                        glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
                        copy(pixels, w, h, image, x0, y0);
                    }
                }
            } finally {
                MemoryUtil.memFree(pixels);
                glBindFramebuffer(GL_FRAMEBUFFER, 0);
                glDeleteFramebuffers(fbo);
                glDeleteTextures(colour);
            }
        }
        return image;
    }

    /** RGBA rows into the image at (x0, y0). */
    static void copy(ByteBuffer rgba, int w, int h, Raster image, int x0, int y0) {
        int[] px = image.pixels();
        for (int y = 0; y < h; y++) {
            int row = (y0 + y) * image.width() + x0;
            for (int x = 0; x < w; x++) {
                int at = (y * w + x) * 4;
                px[row + x] = (rgba.get(at) & 0xff) << 16 | (rgba.get(at + 1) & 0xff) << 8 | (rgba.get(at + 2) & 0xff);
            }
        }
    }
}
