package org.openaok.launcher.options;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.io.View;

/**
 * The options every map-making command reads the same way: {@code --map --generator --size
 * --players --teams --civs --seed}; any option the command does not read itself goes to the generator.
 */
public final class MapOptions {
    /** The options read here. */
    public static final Set<String> NAMES = Set.of("map", "generator", "size", "players", "teams", "civs", "seed");

    private MapOptions() {}

    /**
     * The request the options describe. {@code own} lists every option the command reads itself
     * (these and its own); the rest become the generator's settings. Without {@code --seed} the seed
     * comes from the clock ({@link #seedGiven} tells).
     */
    public static GenerationRequest request(Arguments a, Set<String> own) throws UsageException {
        MapSize size = MapSize.parse(a.option("size", "normal"));
        int players = a.intOption("players", 2, 1, 8);
        long seed;
        try {
            seed = seedGiven(a) ? Long.parseLong(a.option("seed", "0").trim()) : System.currentTimeMillis() % 1_000_000_000L;
        } catch (NumberFormatException e) {
            throw new UsageException("--seed must be a whole number, not '" + a.option("seed", "") + "'");
        }
        return new GenerationRequest(a.option("generator", null), a.option("map", ""), size.tiles(), size.levels(),
                seed, players, teams(a.option("teams", null), players), a.rest(own), civs(a.option("civs", null), players));
    }

    public static boolean seedGiven(Arguments a) { return a.options.containsKey("seed"); }

    /** {@code --view top|diamond}. */
    public static View view(Arguments a) throws UsageException {
        return switch (a.option("view", "top").toLowerCase(Locale.ROOT)) {
            case "top", "top-down", "topdown" -> View.TOP_DOWN;
            case "diamond", "minimap" -> View.DIAMOND;
            default -> throw new UsageException("--view is top or diamond, not " + a.option("view", ""));
        };
    }

    /**
     * {@code --civs britons,franks}: each seat's civilisation as the lobby names it; an empty entry
     * (or a seat past the list) leaves that seat to the default. Whoever exports the map says
     * which names it knows.
     */
    public static List<String> civs(String text, int players) throws UsageException {
        if (text == null || text.isBlank()) return List.of();
        List<String> out = new ArrayList<>();
        for (String s : text.split(",", -1)) {
            String civ = s.trim().toLowerCase(Locale.ROOT);
            if (!civ.matches("[a-z0-9_-]*")) throw new UsageException("--civs takes names separated by commas, e.g. britons,franks; not '" + text + "'");
            out.add(civ);
        }
        if (out.size() > players) throw new UsageException("--civs names " + out.size() + " seats but there are " + players + " players");
        return out;
    }

    /** {@code --teams 1,2,1,2}: each seat's team, 0 for none. */
    public static List<Integer> teams(String text, int players) throws UsageException {
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
