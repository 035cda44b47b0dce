package org.openaok.render;

import static org.lwjgl.opengl.GL33C.*;

import java.io.IOException;

/**
 * What a context's drawing programs share whatever they draw: an image program and a sprite
 * program, the unit square (corners (0, 0) to (1, 1), a triangle strip) that images are stretched
 * over and sprites are cut from, and the drawing of one image. The map window and the game screen
 * differ only in their shaders' sources.
 */
abstract class QuadPrograms implements AutoCloseable {
    final GlProgram image;
    final GlProgram sprites;
    /** The unit square's vertex buffer, for sprite arrays to share. */
    final int square;
    /** A vertex array of the unit square alone, for images. */
    private final int imageArray;

    QuadPrograms(String name, String imageVertex, String imageFragment, String spriteVertex, String spriteFragment)
            throws IOException {
        image = new GlProgram(name + " image", imageVertex, imageFragment);
        GlProgram s;
        try {
            s = new GlProgram(name + " sprite", spriteVertex, spriteFragment);
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
    final void drawImage(int texture, float[] toClip, float x, float y, float width, float height) {
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

    @Override
    public final void close() {
        glDeleteVertexArrays(imageArray);
        glDeleteBuffers(square);
        image.close();
        sprites.close();
    }
}
