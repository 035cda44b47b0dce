package org.openaok.render;

import static org.lwjgl.glfw.GLFW.*;
import static org.lwjgl.opengl.GL33C.*;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;

import org.openaok.api.data.GameData;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.io.MapWindow;
import org.openaok.api.io.View;
import org.openaok.api.map.GameMap;

/**
 * A GLFW window on a map. It pans (mouse drag, arrow keys), zooms (wheel, + and -, 0 fits),
 * turns between top-down and diamond (V), shows zone borders (Z), objects (O), the next level
 * (L) and the diagnostics (D) by itself, closes on Escape or Q, and passes N (a new seed) and
 * R (generate again) to its listener. It draws only when the picture changed.
 */
final class GlMapWindow implements MapWindow {
    static final String HELP = "drag/arrows pan  wheel zoom  0 fit  V view  Z zones  O objects  L level  D diagnostics  N new seed  R again  Q quit";
    static final String SHORT_HELP = "V view  N new seed  R again  Q quit";

    private final Glfw.Context context;
    private final long window;
    private final Listener listener;
    private final Shaders shaders;
    private final TextPanel diagnosticsPanel = new TextPanel();
    private final TextPanel statusPanel = new TextPanel();
    private volatile boolean open = true;

    private View view;
    private Camera camera;
    private Scene scene;
    private GameMap map;
    private GameData data;
    private List<Diagnostic> diagnostics = List.of();
    private String title = "";
    private int level;
    private boolean objects = true;
    private boolean zoneBorders;
    private boolean showDiagnostics = true;
    private boolean dirty = true;
    private boolean sceneStale;

    private int width;
    private int height;
    private boolean dragging;
    private double lastX;
    private double lastY;

    GlMapWindow(String title, int width, int height, View view, Listener listener) throws IOException {
        this.context = Glfw.open(width, height, title, true);
        this.window = context.window();
        this.listener = listener == null ? new Listener() {} : listener;
        this.view = view == null ? View.TOP_DOWN : view;
        this.title = title;
        Shaders s;
        try {
            s = new Shaders();
        } catch (IOException | RuntimeException e) {
            context.close();
            throw e;
        }
        this.shaders = s;
        int[] size = context.framebufferSize();
        this.width = size[0];
        this.height = size[1];
        glfwSetKeyCallback(window, (win, key, scancode, action, mods) -> {
            if (action != GLFW_RELEASE) key(key);
        });
        glfwSetScrollCallback(window, (win, dx, dy) -> {
            if (camera != null && dy != 0) {
                camera.zoomAt(Math.pow(1.2, dy), lastX, lastY);
                dirty = true;
            }
        });
        glfwSetMouseButtonCallback(window, (win, button, action, mods) -> dragging = action == GLFW_PRESS);
        glfwSetCursorPosCallback(window, (win, x, y) -> {
            double[] px = toPixels(x, y);
            if (dragging && camera != null) {
                camera.pan(px[0] - lastX, px[1] - lastY);
                dirty = true;
            }
            lastX = px[0];
            lastY = px[1];
        });
        glfwSetFramebufferSizeCallback(window, (win, fw, fh) -> {
            if (camera != null) camera.pan((fw - this.width) / 2.0, (fh - this.height) / 2.0);
            this.width = Math.max(1, fw);
            this.height = Math.max(1, fh);
            dirty = true;
        });
        glfwSetWindowRefreshCallback(window, win -> dirty = true);
        glfwSwapInterval(0);
    }

    /** Cursor positions come in screen coordinates; the framebuffer may be denser (HiDPI). */
    private double[] toPixels(double x, double y) {
        return context.toPixels(x, y, width, height);
    }

    void key(int key) {
        double cx = width / 2.0;
        double cy = height / 2.0;
        switch (key) {
            case GLFW_KEY_ESCAPE, GLFW_KEY_Q -> glfwSetWindowShouldClose(window, true);
            case GLFW_KEY_N -> listener.newSeed();
            case GLFW_KEY_R -> listener.regenerate();
            case GLFW_KEY_V -> {
                view = view == View.DIAMOND ? View.TOP_DOWN : View.DIAMOND;
                if (camera != null) camera.turn(view, cx, cy);
            }
            case GLFW_KEY_Z -> {
                zoneBorders = !zoneBorders;
                sceneStale = true;
            }
            case GLFW_KEY_O -> {
                objects = !objects;
                sceneStale = true;
            }
            case GLFW_KEY_L -> {
                if (map != null && map.levels().size() > 1) {
                    level = (level + 1) % map.levels().size();
                    sceneStale = true;
                }
            }
            case GLFW_KEY_D -> showDiagnostics = !showDiagnostics;
            case GLFW_KEY_LEFT -> pan(width / 8.0, 0);
            case GLFW_KEY_RIGHT -> pan(-width / 8.0, 0);
            case GLFW_KEY_UP -> pan(0, height / 8.0);
            case GLFW_KEY_DOWN -> pan(0, -height / 8.0);
            case GLFW_KEY_EQUAL, GLFW_KEY_KP_ADD -> zoom(1.25, cx, cy);
            case GLFW_KEY_MINUS, GLFW_KEY_KP_SUBTRACT -> zoom(0.8, cx, cy);
            case GLFW_KEY_0, GLFW_KEY_HOME, GLFW_KEY_KP_0 -> {
                if (camera != null) camera.fit(width, height);
            }
            default -> {
                return;
            }
        }
        dirty = true;
    }

    private void pan(double dx, double dy) {
        if (camera != null) camera.pan(dx, dy);
    }

    private void zoom(double factor, double x, double y) {
        if (camera != null) camera.zoomAt(factor, x, y);
    }

    @Override
    public void show(String title, GameMap map, GameData data, List<Diagnostic> diagnostics) {
        this.title = title == null ? "" : title;
        glfwSetWindowTitle(window, this.title);
        this.diagnostics = diagnostics == null ? List.of() : List.copyOf(diagnostics);
        boolean resized = map == null || this.map == null || map.size() != this.map.size();
        this.map = data == null ? null : map;
        this.data = data;
        if (this.map != null && level >= this.map.levels().size()) level = 0;
        if (this.map != null && (camera == null || resized)) {
            camera = new Camera(view, this.map.size(), 1, 0, 0);
            camera.fit(width, height);
        }
        sceneStale = true;
        dirty = true;
    }

    @Override
    public boolean update(long waitMillis) {
        if (!open) return false;
        if (dirty || sceneStale || waitMillis <= 0) glfwPollEvents();
        else glfwWaitEventsTimeout(waitMillis / 1000.0);
        if (dirty || sceneStale) draw();
        return !glfwWindowShouldClose(window);
    }

    @Override
    public void draw() {
        render();
        glfwSwapBuffers(window);
    }

    /** Draws the picture into the back buffer. */
    private void render() {
        context.makeCurrent();
        if (sceneStale) {
            if (scene != null) scene.close();
            scene = map == null ? null : new Scene(shaders, map, data, level, objects, zoneBorders);
            sceneStale = false;
        }
        glViewport(0, 0, width, height);
        glClearColor(0.08f, 0.08f, 0.1f, 1);
        glClear(GL_COLOR_BUFFER_BIT);
        if (scene != null) scene.draw(camera, camera.mapToClip(0, 0, width, height, false), width, height);
        float[] pixels = {2f / width, 0, 0, 0, -2f / height, 0, -1, 1, 1};
        // text at two screen pixels per font pixel where there is room for it
        int textScale = width >= 1000 ? 2 : 1;
        int columns = Math.max(8, (width / textScale - 2 * TextPanel.MARGIN) / org.openaok.preview.BitmapFont.ADVANCE);
        String status = title + (diagnostics.isEmpty() ? "" : "  (" + diagnostics.size() + " diagnostic"
                + (diagnostics.size() == 1 ? "" : "s") + ", D shows them)");
        String help = HELP.length() <= columns ? HELP : SHORT_HELP;
        statusPanel.set(status.length() + 2 + help.length() <= columns ? List.of(status + "  " + help) : List.of(status, help), columns);
        statusPanel.draw(shaders, pixels, 0, height - statusPanel.height() * textScale, textScale);
        // without a map the diagnostics are all there is to see
        if (!diagnostics.isEmpty() && (showDiagnostics || scene == null)) {
            List<String> lines = new ArrayList<>();
            for (Diagnostic d : diagnostics.subList(0, Math.min(40, diagnostics.size()))) lines.add(d.format());
            if (diagnostics.size() > 40) lines.add("... and " + (diagnostics.size() - 40) + " more");
            diagnosticsPanel.set(lines, columns);
            diagnosticsPanel.draw(shaders, pixels, 0, 0, textScale);
        }
        dirty = false;
    }

    @Override
    public void wake() {
        if (open) glfwPostEmptyEvent();
    }

    @Override
    public void screenshot(OutputStream png) throws IOException {
        render();
        context.screenshot(width, height, png);
    }

    @Override
    public void close() {
        if (!open) return;
        open = false;
        context.makeCurrent();
        if (scene != null) scene.close();
        diagnosticsPanel.close();
        statusPanel.close();
        shaders.close();
        org.lwjgl.glfw.Callbacks.glfwFreeCallbacks(window);
        context.close();
    }
}
