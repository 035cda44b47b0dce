package org.openaok.render;

import java.io.IOException;
import java.io.OutputStream;

import org.openaok.api.data.GameData;
import org.openaok.api.io.MapRenderer;
import org.openaok.api.io.RenderOptions;
import org.openaok.api.map.GameMap;
import org.openaok.preview.PngEncoder;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;

/**
 * PNG images drawn with OpenGL off screen ({@code renderer=gl}, {@code openaok generate --png
 * map.png --renderer gl}): needs OpenGL (e.g. Mesa's software renderer) but no display.
 */
@Component(service = MapRenderer.class, property = "renderer=gl")
public class GlPngRenderer implements MapRenderer {
    @Activate
    void activate(BundleContext context) {
        Natives.configure(context);
    }

    @Override public String id() { return "gl"; }

    @Override
    public void renderPng(GameMap map, GameData data, RenderOptions options, OutputStream out) throws IOException {
        PngEncoder.write(OffscreenImage.draw(map, data, options), out);
    }
}
