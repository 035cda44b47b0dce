package org.openaok.render.itest;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.io.MapRenderer;
import org.openaok.api.io.RenderOptions;
import org.openaok.api.io.View;
import org.osgi.test.common.annotation.InjectService;

/** The OpenGL renderer as a service in the framework: LWJGL's natives load from their bundle, and it draws. */
class GlRendererServiceTest {
    @InjectService(filter = "(renderer=gl)", timeout = 5000)
    MapRenderer gl;

    @InjectService(filter = "(renderer=png)", timeout = 5000)
    MapRenderer png;

    @InjectService(timeout = 5000)
    MapGenerationService engine;

    @InjectService(timeout = 5000)
    GameData data;

    @Test
    void drawsAGeneratedMapTheSizeTheSoftwareRendererDoes() throws Exception {
        OpenGl.assume(gl, data);
        assertEquals("gl", gl.id());
        GenerationResult r = engine.generate(GenerationRequest.builder().generator("noise").size(120).seed(8).players(3).build(),
                RunOptions.defaults());
        assertFalse(r.failed(), r.diagnostics().toString());
        for (View v : View.values()) {
            RenderOptions o = RenderOptions.defaults().withView(v).withScale(3);
            byte[] a = render(gl, r, o);
            byte[] b = render(png, r, o);
            // both PNGs say the same width and height in their header (bytes 16-23)
            assertArrayEquals(java.util.Arrays.copyOfRange(b, 16, 24), java.util.Arrays.copyOfRange(a, 16, 24), v.toString());
            assertArrayEquals(a, render(gl, r, o), "the same map draws the same image");
        }
    }

    private byte[] render(MapRenderer renderer, GenerationResult r, RenderOptions o) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        renderer.renderPng(r.map(), data, o, out);
        return out.toByteArray();
    }
}
