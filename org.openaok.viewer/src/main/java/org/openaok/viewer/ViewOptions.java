package org.openaok.viewer;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.io.View;

/**
 * The words after {@code openaok view}: the same map options as {@code generate} ({@code --map
 * --generator --size --players --teams --seed --threads --time-limit}, any other {@code --NAME
 * VALUE} goes to the generator) and the window's own.
 */
record ViewOptions(GenerationRequest request, boolean seedGiven, int threads, long stageTimeLimitMillis, View view,
                   String renderer, int width, int height, boolean watch, int frames, Path screenshot, boolean help) {
    static final Set<String> FLAGS = Set.of("watch", "help", "quiet");
    /** Options the view reads itself; the rest are settings for the generator. */
    static final Set<String> OWN = Set.of("map", "generator", "size", "players", "teams", "seed", "threads", "time-limit",
            "view", "renderer", "window", "frames", "screenshot");
    static final Map<String, Integer> LOBBY_SIZES = Map.of(
            "tiny", 120, "small", 144, "medium", 168, "normal", 200, "large", 220, "giant", 240);
    static final Map<String, Integer> TEMPLATE_SIZES = Map.of(
            "s", 36, "m", 72, "l", 108, "xl", 144, "h", 180, "xh", 216, "g", 252);

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
        Map<String, String> options = new LinkedHashMap<>();
        List<String> flags = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("-h")) {
                flags.add("help");
                continue;
            }
            if (!a.startsWith("--") || a.length() == 2) throw new UsageException("view takes options only, not '" + a + "'");
            String name = a.substring(2);
            String value = null;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.substring(eq + 1);
                name = name.substring(0, eq);
            }
            if (FLAGS.contains(name)) {
                if (value != null) throw new UsageException("--" + name + " takes no value");
                flags.add(name);
                continue;
            }
            if (value == null) {
                if (i + 1 >= args.size()) throw new UsageException("--" + name + " needs a value");
                value = args.get(++i);
            }
            if (options.putIfAbsent(name, value) != null) throw new UsageException("--" + name + " is given twice");
        }
        int[] size = size(options.getOrDefault("size", "normal"));
        int players = number(options, "players", 2, 1, 8);
        boolean seedGiven = options.containsKey("seed");
        long seed;
        try {
            seed = seedGiven ? Long.parseLong(options.get("seed").trim()) : System.currentTimeMillis() % 1_000_000_000L;
        } catch (NumberFormatException e) {
            throw new UsageException("--seed must be a whole number, not '" + options.get("seed") + "'");
        }
        Map<String, String> settings = new LinkedHashMap<>(options);
        settings.keySet().removeAll(OWN);
        GenerationRequest request = new GenerationRequest(options.get("generator"), options.getOrDefault("map", ""),
                size[0], size[1], seed, players, teams(options.get("teams"), players), settings);
        View view = switch (options.getOrDefault("view", "top").toLowerCase(Locale.ROOT)) {
            case "top", "top-down", "topdown" -> View.TOP_DOWN;
            case "diamond", "minimap" -> View.DIAMOND;
            default -> throw new UsageException("--view is top or diamond, not " + options.get("view"));
        };
        int[] window = window(options.getOrDefault("window", "1280x800"));
        String shot = options.get("screenshot");
        return new ViewOptions(request, seedGiven, number(options, "threads", Runtime.getRuntime().availableProcessors(), 1, 256),
                number(options, "time-limit", 60, 1, 86_400) * 1000L, view, options.get("renderer"), window[0], window[1],
                flags.contains("watch"), number(options, "frames", 0, 0, 1_000_000), shot == null ? null : Path.of(shot),
                flags.contains("help"));
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

    /** Tiles across and map levels, from a lobby name, a template code (+u: an underground) or a number. */
    static int[] size(String text) throws UsageException {
        String s = text.trim().toLowerCase(Locale.ROOT);
        int levels = 0;
        if (s.endsWith("+u")) {
            levels = 2;
            s = s.substring(0, s.length() - 2);
        }
        Integer tiles = LOBBY_SIZES.getOrDefault(s, TEMPLATE_SIZES.get(s));
        if (tiles == null) {
            try {
                tiles = Integer.parseInt(s);
            } catch (NumberFormatException e) {
                throw new UsageException("--size takes tiny, small, medium, normal, large, giant, a template code "
                        + "(s, m, l, xl, h, xh, g, each with an optional +u) or a number of tiles; not '" + text + "'");
            }
            if (tiles < 16 || tiles > 1024) throw new UsageException("--size must be 16 to 1024 tiles, not " + tiles);
        }
        return new int[] {tiles, levels};
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

    private static int number(Map<String, String> options, String name, int fallback, int min, int max) throws UsageException {
        String v = options.get(name);
        if (v == null) return fallback;
        try {
            int n = Integer.parseInt(v.trim());
            if (n >= min && n <= max) return n;
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " must be a whole number, not '" + v + "'");
        }
        throw new UsageException("--" + name + " must be from " + min + " to " + max + ", not " + v);
    }

    private static List<Integer> teams(String text, int players) throws UsageException {
        if (text == null || text.isBlank()) return List.of();
        List<Integer> out = new ArrayList<>();
        for (String s : text.split(",")) {
            int t;
            try {
                t = Integer.parseInt(s.trim());
            } catch (NumberFormatException e) {
                throw new UsageException("--teams takes numbers separated by commas, e.g. 1,2,1,2; not '" + text + "'");
            }
            if (t < 0 || t > 8) throw new UsageException("a team is 0 (none) to 8, not " + t);
            out.add(t);
        }
        if (out.size() > players) throw new UsageException("--teams names " + out.size() + " seats but there are " + players + " players");
        return out;
    }
}
