package org.openaok.render;

import java.io.IOException;

import org.openaok.api.screen.Screen;
import org.openaok.api.screen.ScreenRenderer;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;

/** Game screens drawn with OpenGL ({@code renderer=gl}), for {@code openaok play} and replays in a window. */
@Component(service = ScreenRenderer.class, property = "renderer=gl")
public class GlScreenRenderer implements ScreenRenderer {
    @Activate
    void activate(BundleContext context) {
        Natives.configure(context);
    }

    @Override public String id() { return "gl"; }

    @Override
    public Screen open(String title, int width, int height) throws IOException {
        return new GlScreen(title, width, height);
    }
}
