package org.openaok.preview;

import java.io.IOException;
import java.io.OutputStream;

import org.openaok.api.data.GameData;
import org.openaok.api.io.MapRenderer;
import org.openaok.api.io.RenderOptions;
import org.openaok.api.map.GameMap;
import org.osgi.service.component.annotations.Component;

/** The software renderer ({@code renderer=png}): needs no display and no AWT. */
@Component(service = MapRenderer.class, property = "renderer=png")
public class PngRenderer implements MapRenderer {
    @Override public String id() { return "png"; }

    @Override
    public void renderPng(GameMap map, GameData data, RenderOptions options, OutputStream out) throws IOException {
        PngEncoder.write(Previews.draw(map, data, options), out);
    }
}
