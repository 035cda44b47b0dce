package org.openaok.render;

import java.io.IOException;

import org.junit.jupiter.api.Assumptions;

/** Whether this machine can draw with OpenGL off screen; tests that need it skip without (but not in CI). */
final class OpenGl {
    private static String missing;
    private static boolean probed;

    private OpenGl() {}

    static synchronized void assumeOffscreen() {
        if (!probed) {
            probed = true;
            try (Glfw.Context c = Glfw.open(1, 1, "probe", false)) {
                missing = null;
            } catch (IOException | LinkageError e) {
                missing = e.getMessage();
            }
        }
        if (missing != null && ci()) throw new AssertionError("CI installs OpenGL, yet: " + missing);
        Assumptions.assumeTrue(missing == null, () -> "no OpenGL off screen here: " + missing);
    }

    static void assumeDisplay() {
        String display = System.getenv("DISPLAY");
        if (ci() && (display == null || display.isBlank())) throw new AssertionError("CI runs the tests on a virtual display, yet DISPLAY is not set");
        Assumptions.assumeTrue(display != null && !display.isBlank(), "no display (DISPLAY is not set)");
        assumeOffscreen();
    }

    /** CI (CI=true) installs Mesa and runs an X server: there a test that needs them must not skip. */
    static boolean ci() { return "true".equals(System.getenv("CI")); }
}
