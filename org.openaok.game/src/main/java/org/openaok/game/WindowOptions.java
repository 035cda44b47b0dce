package org.openaok.game;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

import org.openaok.launcher.options.Arguments;
import org.openaok.launcher.options.UsageException;

/**
 * The window's options, the same for {@code play} and {@code replay --view}: {@code --window WxH
 * --view top|diamond --renderer ID --frames N --screenshot FILE --speed N --fog SEAT}.
 */
record WindowOptions(int width, int height, boolean diamond, String renderer, int frames, Path screenshot, double speed, int fog, int zoom) {
    static final Set<String> NAMES = Set.of("window", "view", "renderer", "frames", "screenshot", "speed", "fog", "zoom");

    static final String USAGE = """
              --window WIDTHxHEIGHT   the window's size (default 1280x800)
              --view top|diamond      how the map is first looked at (Tab turns it)
              --renderer ID           the screen renderer (default: the newest installed)
              --speed N               game speed, 0 for paused (0.25 ... 16; default 1)
              --fog SEAT              draw the fog as that seat sees it (0: none)
              --zoom N                start at N pixels a tile on the seat's Town Center (default: yours, or the whole map)
              --frames N              draw N frames, print their times and close (timing, servers)
              --screenshot FILE.png   write the last frame as a PNG when the window closes
            off screen with no display: OPENAOK_JAVA_OPTS=-Dopenaok.gl.platform=null
            """;

    static WindowOptions parse(Arguments a, int defaultFog) throws UsageException {
        String[] wh = a.option("window", "1280x800").toLowerCase(Locale.ROOT).split("x");
        int w, h;
        try {
            w = Integer.parseInt(wh[0].strip());
            h = Integer.parseInt(wh[1].strip());
            if (wh.length != 2 || w < 320 || h < 240 || w > 16384 || h > 16384) throw new NumberFormatException();
        } catch (RuntimeException e) {
            throw new UsageException("--window is WIDTHxHEIGHT in pixels (at least 320x240), e.g. 1280x800; not '" + a.option("window", "") + "'");
        }
        String view = a.option("view", "top").toLowerCase(Locale.ROOT);
        if (!view.equals("top") && !view.equals("diamond")) throw new UsageException("--view is top or diamond, not " + view);
        double speed;
        try {
            speed = Double.parseDouble(a.option("speed", "1"));
            if (speed < 0 || speed > 16) throw new NumberFormatException();
        } catch (NumberFormatException e) {
            throw new UsageException("--speed is 0 (paused) to 16, not '" + a.option("speed", "") + "'");
        }
        String shot = a.option("screenshot", null);
        return new WindowOptions(w, h, view.equals("diamond"), a.option("renderer", null), a.intOption("frames", 0, 0, 1_000_000),
                shot == null ? null : Path.of(shot), speed, a.intOption("fog", defaultFog, 0, 8),
                a.intOption("zoom", 0, 0, 96));
    }
}
