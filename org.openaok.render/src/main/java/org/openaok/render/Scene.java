package org.openaok.render;

import static org.lwjgl.opengl.GL33C.*;

import java.nio.ByteBuffer;

import org.lwjgl.system.MemoryUtil;
import org.openaok.api.data.GameData;
import org.openaok.api.map.GameMap;
import org.openaok.preview.TileColours;

/**
 * One level of a map on the GPU: its terrain as one texture of a texel per tile (the previews'
 * colours, shaded by elevation, zone borders when asked for) and its sprites as one instance
 * buffer. Belongs to the context that was current when it was made.
 */
final class Scene implements AutoCloseable {
    private final Shaders shaders;
    private final int size;
    private final int terrain;
    private final int spriteArray;
    private final int spriteBuffer;
    private final int sprites;

    /**
     * @param objects draw the objects and starts
     */
    Scene(Shaders shaders, GameMap map, GameData data, int level, boolean objects, boolean zoneBorders) {
        this.shaders = shaders;
        this.size = map.size();
        // the terrain alone: objects are sprites
        terrain = Textures.opaque(TileColours.of(map, data, level, false, zoneBorders), size, size);
        Sprites s = objects ? Sprites.of(map, data, level) : Sprites.none();
        sprites = s.count();
        spriteArray = glGenVertexArrays();
        spriteBuffer = glGenBuffers();
        glBindVertexArray(spriteArray);
        glBindBuffer(GL_ARRAY_BUFFER, shaders.square);
        glEnableVertexAttribArray(0);
        glVertexAttribPointer(0, 2, GL_FLOAT, false, 0, 0);
        // per instance: x, y, radius, shape as floats (native order), then the colour as four bytes
        int stride = Sprites.FLOATS * 4 + 4;
        ByteBuffer bytes = MemoryUtil.memAlloc(Math.max(1, sprites) * stride);
        try {
            for (int i = 0; i < sprites; i++) {
                int at = i * stride;
                for (int k = 0; k < Sprites.FLOATS; k++) bytes.putFloat(at + 4 * k, s.geometry[i * Sprites.FLOATS + k]);
                int rgb = s.colours[i];
                bytes.put(at + 16, (byte) (rgb >> 16)).put(at + 17, (byte) (rgb >> 8)).put(at + 18, (byte) rgb).put(at + 19, (byte) 255);
            }
            bytes.limit(sprites * stride);
            glBindBuffer(GL_ARRAY_BUFFER, spriteBuffer);
            glBufferData(GL_ARRAY_BUFFER, bytes, GL_STATIC_DRAW);
        } finally {
            MemoryUtil.memFree(bytes);
        }
        glEnableVertexAttribArray(1);
        glVertexAttribPointer(1, 4, GL_FLOAT, false, stride, 0);
        glVertexAttribDivisor(1, 1);
        glEnableVertexAttribArray(2);
        glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, true, stride, 16);
        glVertexAttribDivisor(2, 1);
        glBindVertexArray(0);
        glBindBuffer(GL_ARRAY_BUFFER, 0);
    }

    /**
     * Draws the map as the camera sees it onto a target region.
     *
     * @param toClip the camera's map-to-clip matrix for the region
     * @param width  the region's width in pixels
     * @param height its height in pixels
     */
    void draw(Camera camera, float[] toClip, int width, int height) {
        shaders.drawImage(terrain, toClip, 0, 0, size, size);
        if (sprites == 0) return;
        GlProgram p = shaders.sprites;
        p.use();
        glUniformMatrix3fv(p.uniform("toClip"), false, toClip);
        glUniform2f(p.uniform("pixelToClip"), 2f / width, 2f / height);
        glUniform1f(p.uniform("zoom"), (float) camera.zoom());
        glBindVertexArray(spriteArray);
        glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, sprites);
        glBindVertexArray(0);
    }

    @Override
    public void close() {
        glDeleteTextures(terrain);
        glDeleteBuffers(spriteBuffer);
        glDeleteVertexArrays(spriteArray);
    }
}
