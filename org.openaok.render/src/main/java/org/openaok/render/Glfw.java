package org.openaok.render;

import static org.lwjgl.glfw.GLFW.*;
import static org.lwjgl.opengl.GL33C.*;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

import org.lwjgl.glfw.GLFWErrorCallback;
import org.lwjgl.opengl.GL;
import org.lwjgl.system.Configuration;
import org.lwjgl.system.FunctionProvider;
import org.lwjgl.system.MemoryUtil;
import org.openaok.preview.PngEncoder;
import org.openaok.preview.Raster;

/**
 * GLFW for this process: started when the first context is opened and ended with the last, on
 * the platform the first one asked for (a display's for windows, the null platform for drawing
 * off screen). GLFW is global to the process and not thread-safe, so every call that creates or
 * destroys something holds {@link #LOCK}.
 */
final class Glfw {
    static final Object LOCK = new Object();

    /** OpenGL functions as GLFW finds them for the current context, whatever API made it (GLX, EGL, OSMesa). */
    private static final FunctionProvider FUNCTIONS = org.lwjgl.glfw.GLFW::glfwGetProcAddress;

    private static int users;
    private static boolean offscreenPlatform;
    private static GLFWErrorCallback errors;
    private static final List<String> lastErrors = new ArrayList<>();

    private Glfw() {}

    /**
     * Opens a window with an OpenGL 3.3 core context, made current on this thread.
     *
     * @param visible false for a context that only draws off screen
     */
    static Context open(int width, int height, String title, boolean visible) throws IOException {
        boolean offscreen = !visible || windowsOffscreen();
        synchronized (LOCK) {
            start(offscreen);
            try {
                long window = create(width, height, title, !offscreen);
                glfwMakeContextCurrent(window);
                // our provider, not one a previous revision of this bundle left behind
                GL.destroy();
                GL.create(FUNCTIONS);
                return new Context(window, GL.createCapabilities());
            } catch (IOException | RuntimeException | LinkageError e) {
                stop();
                if (e instanceof IOException io) throw io;
                throw new IOException("OpenGL is not available: " + e.getMessage(), e);
            }
        }
    }

    /**
     * With {@code -Dopenaok.gl.platform=null} windows too are drawn off screen, on GLFW's null
     * platform: a view then runs (and can be timed, and screenshots taken) with no display at all.
     */
    static boolean windowsOffscreen() {
        return "null".equalsIgnoreCase(System.getProperty("openaok.gl.platform"));
    }

    /** A window and its context; closing it ends GLFW when it was the last. */
    record Context(long window, org.lwjgl.opengl.GLCapabilities capabilities) implements AutoCloseable {
        /** Makes the context current on this thread. */
        void makeCurrent() {
            glfwMakeContextCurrent(window);
            GL.setCapabilities(capabilities);
        }

        /** The framebuffer's size in pixels, at least 1 by 1 (a minimised window reports 0). */
        int[] framebufferSize() {
            int[] w = new int[1];
            int[] h = new int[1];
            glfwGetFramebufferSize(window, w, h);
            return new int[] {Math.max(1, w[0]), Math.max(1, h[0])};
        }

        /**
         * A cursor position, which comes in screen coordinates, in the framebuffer's pixels: the
         * framebuffer may be denser (HiDPI).
         */
        double[] toPixels(double x, double y, int framebufferWidth, int framebufferHeight) {
            int[] ww = new int[1];
            int[] wh = new int[1];
            glfwGetWindowSize(window, ww, wh);
            double sx = ww[0] > 0 ? framebufferWidth / (double) ww[0] : 1;
            double sy = wh[0] > 0 ? framebufferHeight / (double) wh[0] : 1;
            return new double[] {x * sx, y * sy};
        }

        /** Writes what the back buffer holds as a PNG, top row first, then shows it. */
        void screenshot(int width, int height, OutputStream png) throws IOException {
            ByteBuffer rgba = MemoryUtil.memAlloc(width * height * 4);
            try {
                glPixelStorei(GL_PACK_ALIGNMENT, 1);
                glReadBuffer(GL_BACK);
                glReadPixels(0, 0, width, height, GL_RGBA,
                        GL_UNSIGNED_BYTE, rgba);
                Raster image = new Raster(width, height);
                // the framebuffer's row 0 is the window's bottom row
                for (int y = 0; y < height; y++) {
                    rgba.position((height - 1 - y) * width * 4);
                    OffscreenImage.copy(rgba.slice(), width, 1, image, 0, y);
                }
                PngEncoder.write(image, png);
            } finally {
                MemoryUtil.memFree(rgba);
            }
            glfwSwapBuffers(window);
        }

        @Override
        public void close() {
            synchronized (LOCK) {
                glfwMakeContextCurrent(0);
                GL.setCapabilities(null);
                glfwDestroyWindow(window);
                stop();
            }
        }
    }

    private static void start(boolean offscreen) throws IOException {
        if (users > 0) {
            if (offscreenPlatform && !offscreen) {
                throw new IOException("a drawing off screen is using OpenGL in this program; try again when it is done");
            }
            users++;
            return;
        }
        try {
            // LWJGL must not load the system's libGL before we pick the context API
            Configuration.OPENGL_EXPLICIT_INIT.set(true);
            lastErrors.clear();
            errors = GLFWErrorCallback.create((code, description) -> {
                synchronized (lastErrors) {
                    if (lastErrors.size() < 8) lastErrors.add(GLFWErrorCallback.getDescription(description));
                }
            });
            glfwSetErrorCallback(errors);
            glfwInitHint(GLFW_PLATFORM, offscreen ? GLFW_PLATFORM_NULL : displayPlatform());
        } catch (LinkageError e) {
            throw new IOException("LWJGL's native libraries cannot be loaded here: " + e, e);
        }
        if (!glfwInit()) {
            String why = errorText();
            freeCallback();
            throw new IOException(offscreen ? "GLFW cannot start: " + why
                    : "no display to open a window on (" + why + "); run under a desktop session or xvfb-run");
        }
        offscreenPlatform = offscreen;
        users = 1;
    }

    /** X11 when there is an X display and no Wayland one (GLFW would try Wayland first, and complain); else GLFW's choice. */
    private static int displayPlatform() {
        String x = System.getenv("DISPLAY");
        String wayland = System.getenv("WAYLAND_DISPLAY");
        return x != null && !x.isBlank() && (wayland == null || wayland.isBlank()) ? GLFW_PLATFORM_X11 : GLFW_ANY_PLATFORM;
    }

    private static void stop() {
        if (--users > 0) return;
        glfwTerminate();
        freeCallback();
    }

    private static void freeCallback() {
        GLFWErrorCallback cb = glfwSetErrorCallback(null);
        if (cb != null) cb.free();
        errors = null;
    }

    /**
     * A window with a 3.3 core context. Off screen the null platform has no native context API:
     * EGL first (Mesa's libEGL), then OSMesa.
     */
    private static long create(int width, int height, String title, boolean visible) throws IOException {
        int[] apis = offscreenPlatform ? new int[] {GLFW_EGL_CONTEXT_API, GLFW_OSMESA_CONTEXT_API}
                : new int[] {GLFW_NATIVE_CONTEXT_API, GLFW_EGL_CONTEXT_API};
        List<String> why = new ArrayList<>();
        for (int api : apis) {
            glfwDefaultWindowHints();
            glfwWindowHint(GLFW_VISIBLE, visible ? GLFW_TRUE : GLFW_FALSE);
            glfwWindowHint(GLFW_CONTEXT_CREATION_API, api);
            glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
            glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
            glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
            glfwWindowHint(GLFW_DOUBLEBUFFER, GLFW_TRUE);
            long window = glfwCreateWindow(Math.max(1, width), Math.max(1, height), title, 0, 0);
            if (window != 0) return window;
            why.add(errorText());
        }
        throw new IOException("no OpenGL 3.3 context could be made (" + String.join("; ", why) + "); install Mesa's "
                + "OpenGL (Debian: libgl1 libglx-mesa0 libgl1-mesa-dri libegl1 libegl-mesa0, or libosmesa6), or use --renderer png");
    }

    private static String errorText() {
        synchronized (lastErrors) {
            String s = lastErrors.isEmpty() ? "no reason given" : String.join(", ", lastErrors);
            lastErrors.clear();
            return s;
        }
    }
}
