package org.openaok.game;

import java.io.IOException;

import org.junit.jupiter.api.Assumptions;
import org.openaok.render.GlScreenRenderer;

/** Whether this machine can draw with OpenGL; tests that need it skip without (but not in CI, which installs Mesa and an X server). */
final class OpenGl {
    private OpenGl() {}

    static boolean ci() { return "true".equals(System.getenv("CI")); }

    /** Off screen (GLFW's null platform): the property is set for the test and must be cleared after. */
    static void assumeOffscreen() {
        System.setProperty("openaok.gl.platform", "null");
        try {
            new GlScreenRenderer().open("probe", 320, 240).close();
        } catch (IOException | LinkageError e) {
            System.clearProperty("openaok.gl.platform");
            if (ci()) throw new AssertionError("CI installs OpenGL, yet: " + e.getMessage(), e);
            Assumptions.abort("no OpenGL off screen here: " + e.getMessage());
        }
    }

    static void assumeDisplay() {
        String display = System.getenv("DISPLAY");
        if (ci() && (display == null || display.isBlank())) throw new AssertionError("CI runs the tests on a virtual display, yet DISPLAY is not set");
        Assumptions.assumeTrue(display != null && !display.isBlank(), "no display (DISPLAY is not set)");
    }
}
