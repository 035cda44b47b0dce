package org.openaok.render;

import static org.lwjgl.opengl.GL33C.*;

import java.io.IOException;

/**
 * What every drawing of a context shares: the two programs and the unit square (corners (0, 0)
 * to (1, 1), a triangle strip) that images are stretched over and sprites are cut from.
 */
final class Shaders implements AutoCloseable {
    /** An image on a quad: the terrain texture in map space, or a text panel in pixels. */
    static final String IMAGE_VERTEX = """
            #version 330 core
            layout(location = 0) in vec2 corner;
            uniform mat3 toClip;
            uniform vec4 rect;
            out vec2 uv;
            void main() {
                uv = corner;
                gl_Position = vec4((toClip * vec3(rect.xy + corner * rect.zw, 1.0)).xy, 0.0, 1.0);
            }
            """;
    static final String IMAGE_FRAGMENT = """
            #version 330 core
            in vec2 uv;
            uniform sampler2D image;
            out vec4 colour;
            void main() {
                colour = vec4(texture(image, uv).rgb, 1.0);
            }
            """;

    /**
     * One instance per object: a square of the sprite's radius around its centre, turned to face
     * the screen in both views, cut to the sprite's shape; a darker rim once it is big enough to see.
     */
    static final String SPRITE_VERTEX = """
            #version 330 core
            layout(location = 0) in vec2 corner;
            layout(location = 1) in vec4 sprite;
            layout(location = 2) in vec4 tint;
            uniform mat3 toClip;
            uniform vec2 pixelToClip;
            uniform float zoom;
            out vec2 local;
            flat out vec3 fill;
            flat out int shape;
            flat out float radiusPixels;
            void main() {
                vec2 centre = (toClip * vec3(sprite.xy, 1.0)).xy;
                radiusPixels = sprite.z * zoom;
                local = corner * 2.0 - 1.0;
                gl_Position = vec4(centre + local * radiusPixels * pixelToClip, 0.0, 1.0);
                fill = tint.rgb;
                shape = int(sprite.w);
            }
            """;
    static final String SPRITE_FRAGMENT = """
            #version 330 core
            in vec2 local;
            flat in vec3 fill;
            flat in int shape;
            flat in float radiusPixels;
            out vec4 colour;
            void main() {
                // pixel centres often fall exactly on a shape's edge: decide those ties the same
                // way whatever the rounding of the transform (a drawing in pieces or whole)
                const float TIE = 1.0 / 4096.0;
                vec2 p = abs(local);
                float edge = shape == 1 || shape == 3 ? length(local) : shape == 2 ? p.x + p.y : max(p.x, p.y);
                if (edge > 1.0 + TIE || (shape == 3 && edge < 0.7 - TIE)) discard;
                bool rim = radiusPixels >= 3.0 && edge > 1.0 + TIE - 1.0 / radiusPixels;
                colour = vec4(rim ? fill * 0.55 : fill, 1.0);
            }
            """;

    final GlProgram image;
    final GlProgram sprites;
    /** The unit square's vertex buffer, for sprite arrays to share. */
    final int square;
    /** A vertex array of the unit square alone, for images. */
    private final int imageArray;

    Shaders() throws IOException {
        image = new GlProgram("image", IMAGE_VERTEX, IMAGE_FRAGMENT);
        GlProgram s;
        try {
            s = new GlProgram("sprite", SPRITE_VERTEX, SPRITE_FRAGMENT);
        } catch (IOException e) {
            image.close();
            throw e;
        }
        sprites = s;
        square = glGenBuffers();
        glBindBuffer(GL_ARRAY_BUFFER, square);
        glBufferData(GL_ARRAY_BUFFER, new float[] {0, 0, 1, 0, 0, 1, 1, 1}, GL_STATIC_DRAW);
        imageArray = glGenVertexArrays();
        glBindVertexArray(imageArray);
        glEnableVertexAttribArray(0);
        glVertexAttribPointer(0, 2, GL_FLOAT, false, 0, 0);
        glBindVertexArray(0);
        glBindBuffer(GL_ARRAY_BUFFER, 0);
    }

    /** Draws a texture stretched over a rectangle (x, y, width, height) of the space toClip maps from. */
    void drawImage(int texture, float[] toClip, float x, float y, float width, float height) {
        image.use();
        glUniformMatrix3fv(image.uniform("toClip"), false, toClip);
        glUniform4f(image.uniform("rect"), x, y, width, height);
        glUniform1i(image.uniform("image"), 0);
        glActiveTexture(GL_TEXTURE0);
        glBindTexture(GL_TEXTURE_2D, texture);
        glBindVertexArray(imageArray);
        glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
        glBindVertexArray(0);
    }

    /** A texture of 0xRRGGBB pixels, row 0 first, sampled without smoothing. */
    static int texture(int[] rgb, int width, int height) {
        java.nio.ByteBuffer bytes = org.lwjgl.system.MemoryUtil.memAlloc(rgb.length * 4);
        try {
            for (int p : rgb) bytes.put((byte) (p >> 16)).put((byte) (p >> 8)).put((byte) p).put((byte) 255);
            bytes.flip();
            int t = glGenTextures();
            glBindTexture(GL_TEXTURE_2D, t);
            glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
            glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, bytes);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
            glBindTexture(GL_TEXTURE_2D, 0);
            return t;
        } finally {
            org.lwjgl.system.MemoryUtil.memFree(bytes);
        }
    }

    @Override
    public void close() {
        glDeleteVertexArrays(imageArray);
        glDeleteBuffers(square);
        image.close();
        sprites.close();
    }
}
