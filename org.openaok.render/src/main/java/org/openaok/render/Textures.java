package org.openaok.render;

import static org.lwjgl.opengl.GL33C.*;

import java.nio.ByteBuffer;

import org.lwjgl.system.MemoryUtil;

/** Textures made from pixel arrays (row 0 first), sampled without smoothing: map tiles are squares, not blurs. */
final class Textures {
    private Textures() {}

    /** A texture of 0xRRGGBB pixels, every one opaque. */
    static int opaque(int[] rgb, int width, int height) {
        return make(rgb, width, height, true);
    }

    /** A texture of 0xAARRGGBB pixels. */
    static int withAlpha(int[] argb, int width, int height) {
        return make(argb, width, height, false);
    }

    /** Replaces a texture's pixels (0xAARRGGBB) in place. */
    static void upload(int texture, int[] argb, int width, int height) {
        upload(texture, argb, width, height, false);
    }

    private static int make(int[] pixels, int width, int height, boolean opaque) {
        int t = glGenTextures();
        upload(t, pixels, width, height, opaque);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        glBindTexture(GL_TEXTURE_2D, 0);
        return t;
    }

    private static void upload(int texture, int[] pixels, int width, int height, boolean opaque) {
        ByteBuffer bytes = MemoryUtil.memAlloc(pixels.length * 4);
        try {
            for (int p : pixels) {
                bytes.put((byte) (p >> 16)).put((byte) (p >> 8)).put((byte) p).put(opaque ? (byte) 255 : (byte) (p >>> 24));
            }
            bytes.flip();
            glBindTexture(GL_TEXTURE_2D, texture);
            glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
            glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, bytes);
        } finally {
            MemoryUtil.memFree(bytes);
        }
    }
}
