package org.openaok.render;

import java.io.IOException;

/**
 * The map window's programs: opaque images (the terrain, text panels) and round, diamond or
 * square sprites of one colour with a darker rim.
 */
final class Shaders extends QuadPrograms {
    /** An image on a quad: the terrain texture in map space, or a text panel in pixels. */
    static final String IMAGE_VERTEX = """
            #version 330 core
            layout(location = 0) in vec2 corner;
            uniform mat3 toClip;
            uniform vec4 rect;
            out vec2 uv;
            void main() {
                uv = corner;
                gl_Position = vec4((toClip * vec3(rect.xy + corner * rect.zw, 1.0)).xy, 0.0, 1.0);
            }
            """;
    static final String IMAGE_FRAGMENT = """
            #version 330 core
            in vec2 uv;
            uniform sampler2D image;
            out vec4 colour;
            void main() {
                colour = vec4(texture(image, uv).rgb, 1.0);
            }
            """;

    /**
     * One instance per object: a square of the sprite's radius around its centre, turned to face
     * the screen in both views, cut to the sprite's shape; a darker rim once it is big enough to see.
     */
    static final String SPRITE_VERTEX = """
            #version 330 core
            layout(location = 0) in vec2 corner;
            layout(location = 1) in vec4 sprite;
            layout(location = 2) in vec4 tint;
            uniform mat3 toClip;
            uniform vec2 pixelToClip;
            uniform float zoom;
            out vec2 local;
            flat out vec3 fill;
            flat out int shape;
            flat out float radiusPixels;
            void main() {
                vec2 centre = (toClip * vec3(sprite.xy, 1.0)).xy;
                radiusPixels = sprite.z * zoom;
                local = corner * 2.0 - 1.0;
                gl_Position = vec4(centre + local * radiusPixels * pixelToClip, 0.0, 1.0);
                fill = tint.rgb;
                shape = int(sprite.w);
            }
            """;
    static final String SPRITE_FRAGMENT = """
            #version 330 core
            in vec2 local;
            flat in vec3 fill;
            flat in int shape;
            flat in float radiusPixels;
            out vec4 colour;
            void main() {
                // pixel centres often fall exactly on a shape's edge: decide those ties the same
                // way whatever the rounding of the transform (a drawing in pieces or whole)
                const float TIE = 1.0 / 4096.0;
                vec2 p = abs(local);
                float edge = shape == 1 || shape == 3 ? length(local) : shape == 2 ? p.x + p.y : max(p.x, p.y);
                if (edge > 1.0 + TIE || (shape == 3 && edge < 0.7 - TIE)) discard;
                bool rim = radiusPixels >= 3.0 && edge > 1.0 + TIE - 1.0 / radiusPixels;
                colour = vec4(rim ? fill * 0.55 : fill, 1.0);
            }
            """;

    Shaders() throws IOException {
        super("map", IMAGE_VERTEX, IMAGE_FRAGMENT, SPRITE_VERTEX, SPRITE_FRAGMENT);
    }
}
