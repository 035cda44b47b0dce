package org.openaok.render;

import java.io.IOException;

import org.junit.jupiter.api.Assumptions;

/** Whether this machine can draw with OpenGL off screen; tests that need it skip without. */
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
        Assumptions.assumeTrue(missing == null, () -> "no OpenGL off screen here: " + missing);
    }

    static void assumeDisplay() {
        String display = System.getenv("DISPLAY");
        Assumptions.assumeTrue(display != null && !display.isBlank(), "no display (DISPLAY is not set)");
        assumeOffscreen();
    }
}
