package org.openaok.api.io;

/**
 * How to draw a map.
 *
 * @param view        top-down or diamond
 * @param scale       pixels per tile, 1-32
 * @param objects     draw objects and starts
 * @param zoneBorders outline zones (or lands)
 * @param level       which map level
 */
public record RenderOptions(View view, int scale, boolean objects, boolean zoneBorders, int level) {
    public RenderOptions {
        if (view == null) view = View.TOP_DOWN;
        if (scale < 1 || scale > 32) throw new IllegalArgumentException("scale must be 1-32 pixels per tile, not " + scale);
        if (level < 0) throw new IllegalArgumentException("level");
    }

    public static RenderOptions defaults() { return new RenderOptions(View.TOP_DOWN, 2, true, false, 0); }

    public RenderOptions withView(View v) { return new RenderOptions(v, scale, objects, zoneBorders, level); }

    public RenderOptions withScale(int s) { return new RenderOptions(view, s, objects, zoneBorders, level); }

    public RenderOptions withZoneBorders(boolean b) { return new RenderOptions(view, scale, objects, b, level); }

    public RenderOptions withLevel(int l) { return new RenderOptions(view, scale, objects, zoneBorders, l); }
}
