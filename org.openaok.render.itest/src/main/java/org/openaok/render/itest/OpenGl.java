package org.openaok.render.itest;

import java.io.ByteArrayOutputStream;
import java.io.IOException;

import org.junit.jupiter.api.Assumptions;
import org.openaok.api.io.MapRenderer;
import org.openaok.api.io.RenderOptions;
import org.openaok.api.map.GameMap;

/**
 * Whether OpenGL can draw here. Without it (no Mesa libraries) the tests skip, except in CI
 * (CI=true), which installs them: there a renderer that cannot draw fails.
 */
final class OpenGl {
    private OpenGl() {}

    static void assume(MapRenderer gl, org.openaok.api.data.GameData data) {
        // windows too are drawn off screen where there is no display
        String display = System.getenv("DISPLAY");
        if (display == null || display.isBlank()) System.setProperty("openaok.gl.platform", "null");
        try {
            gl.renderPng(new GameMap(16), data, RenderOptions.defaults(), new ByteArrayOutputStream());
        } catch (IOException e) {
            if ("true".equals(System.getenv("CI"))) throw new AssertionError("CI has OpenGL, yet: " + e.getMessage(), e);
            Assumptions.abort("no OpenGL here: " + e.getMessage());
        }
    }
}
