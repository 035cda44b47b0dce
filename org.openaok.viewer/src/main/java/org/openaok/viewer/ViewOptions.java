package org.openaok.viewer;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.io.View;
import org.openaok.launcher.options.Arguments;
import org.openaok.launcher.options.MapOptions;
import org.openaok.launcher.options.UsageException;

/**
 * The words after {@code openaok view}: the same map options as {@code generate} ({@code --map
 * --generator --size --players --teams --seed --threads --time-limit}, any other {@code --NAME
 * VALUE} goes to the generator) and the window's own.
 */
record ViewOptions(GenerationRequest request, boolean seedGiven, int threads, long stageTimeLimitMillis, View view,
                   String renderer, int width, int height, boolean watch, int frames, Path screenshot, boolean help) {
    /** Options the view reads itself; the rest are settings for the generator. */
    static final Set<String> OWN;

    static {
        Set<String> own = new java.util.HashSet<>(MapOptions.NAMES);
        own.addAll(Set.of("threads", "time-limit", "view", "renderer", "window", "frames", "screenshot"));
        OWN = Set.copyOf(own);
    }

    static final String USAGE = """
            usage: openaok view [--map NAME|FILE] [options]     a live window on a generated map

              --map, --generator, --size, --players, --teams, --seed, --threads, --NAME VALUE
                                       as for generate (the seed defaults to the clock)
              --watch                  generate again whenever the map's script or template file
                                       (or another file an option names) is saved; a script with
                                       errors shows its diagnostics instead of the map
              --view top|diamond       how the window first looks at the map (V turns it)
              --window WIDTHxHEIGHT    the window's size (default 1280x800)
              --renderer ID            the window renderer to use (default: the newest installed)
              --frames N               draw N frames, print their times and close (for timing)
              --screenshot FILE.png    write what the window shows as it closes

            in the window: drag or arrow keys pan, the wheel or + - zoom, 0 fits the map, V turns
            between top-down and diamond, Z zone borders, O objects, L next level, D diagnostics,
            N a new seed, R generate again, Q or Escape closes.
            """;

    static ViewOptions parse(List<String> args) throws UsageException {
        List<String> line = new ArrayList<>();
        line.add("view");
        line.addAll(args);
        Arguments a = Arguments.parse(line.toArray(String[]::new));
        if (!a.positional.isEmpty()) throw new UsageException("view takes options only, not '" + a.positional.get(0) + "'");
        GenerationRequest request = MapOptions.request(a, OWN);
        int[] window = window(a.option("window", "1280x800"));
        String shot = a.option("screenshot", null);
        return new ViewOptions(request, MapOptions.seedGiven(a), a.intOption("threads", Runtime.getRuntime().availableProcessors(), 1, 256),
                a.intOption("time-limit", 60, 1, 86_400) * 1000L, MapOptions.view(a), a.option("renderer", null), window[0], window[1],
                a.flag("watch"), a.intOption("frames", 0, 0, 1_000_000), shot == null ? null : Path.of(shot), a.flag("help"));
    }

    /**
     * The files a change to which means a new map: the one --map names and any other an option
     * names (a template, an include folder's file), when they exist.
     */
    List<Path> watchedFiles() {
        List<Path> out = new ArrayList<>();
        List<String> candidates = new ArrayList<>();
        candidates.add(request.map());
        candidates.addAll(request.options().values());
        for (String c : candidates) {
            if (c == null || c.isBlank()) continue;
            try {
                Path p = Path.of(c).toAbsolutePath().normalize();
                if (Files.isRegularFile(p) && !out.contains(p)) out.add(p);
            } catch (java.nio.file.InvalidPathException notAPath) {
                // a setting's value, not a file
            }
        }
        return out;
    }

    private static int[] window(String text) throws UsageException {
        String[] wh = text.toLowerCase(Locale.ROOT).split("x");
        try {
            if (wh.length == 2) {
                int w = Integer.parseInt(wh[0].trim());
                int h = Integer.parseInt(wh[1].trim());
                if (w >= 64 && h >= 64 && w <= 16384 && h <= 16384) return new int[] {w, h};
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new UsageException("--window is WIDTHxHEIGHT in pixels (64 to 16384 each), e.g. 1280x800; not '" + text + "'");
    }
}
