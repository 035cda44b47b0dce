package org.openaok.render;

import static org.lwjgl.glfw.GLFW.*;
import static org.lwjgl.opengl.GL33C.*;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.lwjgl.system.MemoryUtil;
import org.openaok.api.screen.Frame;
import org.openaok.api.screen.Image;
import org.openaok.api.screen.Input;
import org.openaok.api.screen.Screen;
import org.openaok.api.screen.Sprites;
import org.openaok.preview.BitmapFont;
import org.openaok.preview.Raster;

/**
 * A GLFW window that draws the frames a program describes: images as textures (made again only
 * when an image's version moves on), sprites as one instanced draw per layer, text with the
 * previews' bitmap font into textures kept while the same text is shown. Input is queued as it
 * comes and handed out by {@link #poll}.
 */
final class GlScreen implements Screen {
    private final Glfw.Context context;
    private final long window;
    private final ScreenShaders shaders;
    private final List<Input> queue = new ArrayList<>();
    private final Map<Image, long[]> textures = new IdentityHashMap<>();
    private final Map<String, int[]> texts = new HashMap<>();
    private final int spriteArray;
    private final int spriteBuffer;
    private volatile boolean open = true;
    private int width;
    private int height;
    private double cursorX;
    private double cursorY;
    private int mods;

    GlScreen(String title, int width, int height) throws IOException {
        this.context = Glfw.open(width, height, title, true);
        this.window = context.window();
        ScreenShaders s;
        try {
            s = new ScreenShaders();
        } catch (IOException | RuntimeException e) {
            context.close();
            throw e;
        }
        shaders = s;
        int[] size = context.framebufferSize();
        this.width = size[0];
        this.height = size[1];
        spriteArray = glGenVertexArrays();
        spriteBuffer = glGenBuffers();
        glBindVertexArray(spriteArray);
        glBindBuffer(GL_ARRAY_BUFFER, shaders.square);
        glEnableVertexAttribArray(0);
        glVertexAttribPointer(0, 2, GL_FLOAT, false, 0, 0);
        glBindBuffer(GL_ARRAY_BUFFER, spriteBuffer);
        int stride = Sprites.FLOATS * 4 + 8;
        glEnableVertexAttribArray(1);
        glVertexAttribPointer(1, 4, GL_FLOAT, false, stride, 0);
        glVertexAttribDivisor(1, 1);
        glEnableVertexAttribArray(2);
        glVertexAttribPointer(2, 4, GL_FLOAT, false, stride, 16);
        glVertexAttribDivisor(2, 1);
        glEnableVertexAttribArray(3);
        glVertexAttribPointer(3, 4, GL_UNSIGNED_BYTE, true, stride, 32);
        glVertexAttribDivisor(3, 1);
        glEnableVertexAttribArray(4);
        glVertexAttribPointer(4, 4, GL_UNSIGNED_BYTE, true, stride, 36);
        glVertexAttribDivisor(4, 1);
        glBindVertexArray(0);
        glBindBuffer(GL_ARRAY_BUFFER, 0);

        glfwSetKeyCallback(window, (win, key, scancode, action, m) -> {
            mods = m;
            if (action == GLFW_PRESS) queue.add(Input.key(key, m));
            else if (action == GLFW_REPEAT) queue.add(new Input(Input.Kind.KEY_REPEAT, key, m, cursorX, cursorY, 0));
        });
        glfwSetMouseButtonCallback(window, (win, button, action, m) -> {
            mods = m;
            queue.add(action == GLFW_PRESS ? Input.press(button, m, cursorX, cursorY) : Input.release(button, m, cursorX, cursorY));
        });
        glfwSetCursorPosCallback(window, (win, x, y) -> {
            double[] px = toPixels(x, y);
            cursorX = px[0];
            cursorY = px[1];
            queue.add(Input.move(cursorX, cursorY));
        });
        glfwSetScrollCallback(window, (win, dx, dy) -> {
            if (dy != 0) queue.add(new Input(Input.Kind.SCROLL, -1, mods, cursorX, cursorY, dy));
        });
        glfwSetFramebufferSizeCallback(window, (win, fw, fh) -> {
            this.width = Math.max(1, fw);
            this.height = Math.max(1, fh);
        });
        glfwSwapInterval(0);
    }

    private double[] toPixels(double x, double y) {
        return context.toPixels(x, y, width, height);
    }

    @Override public int width() { return width; }

    @Override public int height() { return height; }

    @Override
    public List<Input> poll(long waitMillis) {
        if (!open) return List.of();
        if (queue.isEmpty() && waitMillis > 0) glfwWaitEventsTimeout(waitMillis / 1000.0);
        else glfwPollEvents();
        List<Input> out = List.copyOf(queue);
        queue.clear();
        return out;
    }

    @Override
    public boolean closeRequested() { return !open || glfwWindowShouldClose(window); }

    @Override
    public void setTitle(String title) { glfwSetWindowTitle(window, title); }

    @Override
    public int[] origin() {
        int[] x = new int[1];
        int[] y = new int[1];
        glfwGetWindowPos(window, x, y);
        return new int[] {x[0], y[0]};
    }

    @Override
    public void draw(Frame frame) {
        render(frame);
        glfwSwapBuffers(window);
        // shown means drawn: a software renderer would otherwise still be at it when this returns
        glFinish();
    }

    @Override
    public void screenshot(Frame frame, OutputStream png) throws IOException {
        render(frame);
        context.screenshot(width, height, png);
    }

    /** Draws the frame into the back buffer, at the frame's size or the window's, whichever is smaller. */
    private void render(Frame frame) {
        context.makeCurrent();
        int w = width, h = height;
        glViewport(0, 0, w, h);
        int bg = frame.background();
        glClearColor(((bg >> 16) & 255) / 255f, ((bg >> 8) & 255) / 255f, (bg & 255) / 255f, 1);
        glClear(GL_COLOR_BUFFER_BIT);
        glEnable(GL_BLEND);
        glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
        double[] a = frame.mapToPixel();
        float[] mapToClip = {
            (float) (2 * a[0] / w), (float) (-2 * a[3] / h), 0,
            (float) (2 * a[1] / w), (float) (-2 * a[4] / h), 0,
            (float) (2 * a[2] / w - 1), (float) (1 - 2 * a[5] / h), 1};
        float[] pixelToClip = {2f / w, 0, 0, 0, -2f / h, 0, -1, 1, 1};
        java.util.Set<Image> usedImages = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        java.util.Set<String> usedTexts = new java.util.HashSet<>();
        for (Frame.Layer layer : frame.layers()) {
            if (layer instanceof Frame.Picture p) {
                usedImages.add(p.image());
                if (p.blend()) glEnable(GL_BLEND); else glDisable(GL_BLEND);
                shaders.drawImage(texture(p.image()), p.onMap() ? mapToClip : pixelToClip, p.x(), p.y(), p.width(), p.height());
                glEnable(GL_BLEND);
            } else if (layer instanceof Frame.Shapes s) {
                drawSprites(s.sprites(), s.onMap() ? mapToClip : pixelToClip, s.onMap() ? (float) frame.pixelsPerTile() : 1f, w, h);
            } else if (layer instanceof Frame.Text t) {
                if (t.lines().isEmpty()) continue;
                String key = t.rgb() + "/" + t.background() + "/" + String.join("\n", t.lines());
                usedTexts.add(key);
                int[] tex = text(key, t);
                shaders.drawImage(tex[0], pixelToClip, t.x(), t.y(), tex[1] * t.scale(), tex[2] * t.scale());
            }
        }
        // what this frame did not show is let go
        textures.entrySet().removeIf(e -> {
            if (usedImages.contains(e.getKey())) return false;
            glDeleteTextures((int) e.getValue()[0]);
            return true;
        });
        texts.entrySet().removeIf(e -> {
            if (usedTexts.contains(e.getKey())) return false;
            glDeleteTextures(e.getValue()[0]);
            return true;
        });
    }

    private int texture(Image image) {
        long[] t = textures.get(image);
        if (t == null) {
            int id = Textures.withAlpha(image.pixels(), image.width(), image.height());
            textures.put(image, new long[] {id, image.version()});
            return id;
        }
        if (t[1] != image.version()) {
            Textures.upload((int) t[0], image.pixels(), image.width(), image.height());
            glBindTexture(GL_TEXTURE_2D, 0);
            t[1] = image.version();
        }
        return (int) t[0];
    }

    /** A texture of the text's lines on its background, its width and height in font pixels. */
    private int[] text(String key, Frame.Text t) {
        int[] have = texts.get(key);
        if (have != null) return have;
        List<String> lines = new ArrayList<>();
        for (String l : t.lines()) lines.add(TextPanel.printable(l));
        int columns = 1;
        for (String l : lines) columns = Math.max(columns, l.length());
        int tw = columns * BitmapFont.ADVANCE + 2 * Frame.MARGIN;
        int th = lines.size() * Frame.LINE + 2 * Frame.MARGIN - 3;
        Raster r = new Raster(tw, th);
        int ink = t.rgb() & 0xffffff;
        int paper = (t.background() & 0xffffff) == ink ? ink ^ 1 : t.background() & 0xffffff;
        r.fill(paper);
        for (int i = 0; i < lines.size(); i++) BitmapFont.draw(r, Frame.MARGIN, Frame.MARGIN + i * Frame.LINE, lines.get(i), ink);
        int[] argb = r.pixels().clone();
        int paperAlpha = t.background() >>> 24;
        for (int i = 0; i < argb.length; i++) argb[i] = argb[i] == ink ? 0xff000000 | ink : paperAlpha << 24 | paper;
        int[] made = {Textures.withAlpha(argb, tw, th), tw, th};
        texts.put(key, made);
        return made;
    }

    private void drawSprites(Sprites s, float[] toClip, float zoom, int w, int h) {
        int n = s.count();
        if (n == 0) return;
        int stride = Sprites.FLOATS * 4 + 8;
        ByteBuffer bytes = MemoryUtil.memAlloc(n * stride);
        try {
            float[] g = s.geometry();
            int[] fills = s.fills();
            int[] rims = s.rims();
            for (int i = 0; i < n; i++) {
                int at = i * stride;
                for (int k = 0; k < Sprites.FLOATS; k++) bytes.putFloat(at + 4 * k, g[i * Sprites.FLOATS + k]);
                putColour(bytes, at + 32, fills[i]);
                putColour(bytes, at + 36, rims[i]);
            }
            bytes.limit(n * stride);
            glBindBuffer(GL_ARRAY_BUFFER, spriteBuffer);
            glBufferData(GL_ARRAY_BUFFER, bytes, GL_STREAM_DRAW);
            glBindBuffer(GL_ARRAY_BUFFER, 0);
        } finally {
            MemoryUtil.memFree(bytes);
        }
        GlProgram p = shaders.sprites;
        p.use();
        glUniformMatrix3fv(p.uniform("toClip"), false, toClip);
        glUniform2f(p.uniform("pixelToClip"), 2f / w, -2f / h);
        glUniform1f(p.uniform("zoom"), zoom);
        glBindVertexArray(spriteArray);
        glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, n);
        glBindVertexArray(0);
    }

    private static void putColour(ByteBuffer b, int at, int argb) {
        b.put(at, (byte) (argb >> 16)).put(at + 1, (byte) (argb >> 8)).put(at + 2, (byte) argb).put(at + 3, (byte) (argb >>> 24));
    }

    @Override
    public void wake() {
        if (open) glfwPostEmptyEvent();
    }

    @Override
    public void close() {
        if (!open) return;
        open = false;
        context.makeCurrent();
        for (long[] t : textures.values()) glDeleteTextures((int) t[0]);
        for (int[] t : texts.values()) glDeleteTextures(t[0]);
        textures.clear();
        texts.clear();
        glDeleteBuffers(spriteBuffer);
        glDeleteVertexArrays(spriteArray);
        shaders.close();
        org.lwjgl.glfw.Callbacks.glfwFreeCallbacks(window);
        context.close();
    }
}
