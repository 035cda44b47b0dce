package org.openaok.render;

import java.io.IOException;

import org.openaok.api.io.MapWindow;
import org.openaok.api.io.View;
import org.openaok.api.io.WindowRenderer;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;

/** Live map windows drawn with OpenGL ({@code renderer=gl}), for {@code openaok view}. */
@Component(service = WindowRenderer.class, property = "renderer=gl")
public class GlWindowRenderer implements WindowRenderer {
    @Activate
    void activate(BundleContext context) {
        Natives.configure(context);
    }

    @Override public String id() { return "gl"; }

    @Override
    public MapWindow open(String title, int width, int height, View view, MapWindow.Listener listener) throws IOException {
        return new GlMapWindow(title, width, height, view, listener);
    }
}
