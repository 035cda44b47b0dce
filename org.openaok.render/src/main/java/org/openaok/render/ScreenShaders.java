package org.openaok.render;

import java.io.IOException;

/**
 * The programs of a game screen: images with their alpha (the fog over the map), and sprites in
 * the three sizes of {@link org.openaok.api.screen.Sprites} with a fill, a rim and alpha.
 */
final class ScreenShaders extends QuadPrograms {
    static final String IMAGE_FRAGMENT = """
            #version 330 core
            in vec2 uv;
            uniform sampler2D image;
            out vec4 colour;
            void main() {
                colour = texture(image, uv);
            }
            """;

    static final String SPRITE_VERTEX = """
            #version 330 core
            layout(location = 0) in vec2 corner;
            layout(location = 1) in vec4 box;
            layout(location = 2) in vec4 more;
            layout(location = 3) in vec4 fillIn;
            layout(location = 4) in vec4 rimIn;
            uniform mat3 toClip;
            uniform vec2 pixelToClip;
            uniform float zoom;
            out vec2 local;
            flat out vec4 fill;
            flat out vec4 rim;
            flat out int shape;
            flat out float extentPixels;
            void main() {
                local = corner * 2.0 - 1.0;
                int size = int(more.w);
                shape = int(more.z);
                if (size == 0) {
                    // along the map's axes: a footprint
                    gl_Position = vec4((toClip * vec3(box.xy + local * box.zw, 1.0)).xy, 0.0, 1.0);
                    extentPixels = min(box.z, box.w) * zoom;
                } else {
                    vec2 centre = (toClip * vec3(box.xy, 1.0)).xy;
                    vec2 extent = size == 1 ? box.zw * zoom : box.zw;
                    gl_Position = vec4(centre + (local * extent + more.xy) * pixelToClip, 0.0, 1.0);
                    extentPixels = min(extent.x, extent.y);
                }
                fill = fillIn;
                rim = rimIn;
            }
            """;

    static final String SPRITE_FRAGMENT = """
            #version 330 core
            in vec2 local;
            flat in vec4 fill;
            flat in vec4 rim;
            flat in int shape;
            flat in float extentPixels;
            out vec4 colour;
            void main() {
                const float TIE = 1.0 / 4096.0;
                vec2 p = abs(local);
                float edge;
                if (shape == 1 || shape == 3) edge = length(local);
                else if (shape == 2) edge = p.x + p.y;
                else if (shape == 4) edge = max(p.x * 2.0 - (local.y + 1.0) + 1.0, p.y);
                else edge = max(p.x, p.y);
                if (edge > 1.0 + TIE) discard;
                if (shape == 3 && edge < 0.7 - TIE) discard;
                float rimWidth = extentPixels >= 2.0 ? 1.0 / extentPixels : 0.5;
                bool onRim = edge > 1.0 + TIE - rimWidth;
                if (shape == 5) {
                    if (!onRim) discard;
                    colour = fill;
                    return;
                }
                colour = onRim && rim.a > 0.0 ? rim : fill;
                if (colour.a <= 0.0) discard;
            }
            """;

    ScreenShaders() throws IOException {
        super("screen", Shaders.IMAGE_VERTEX, IMAGE_FRAGMENT, SPRITE_VERTEX, SPRITE_FRAGMENT);
    }
}
