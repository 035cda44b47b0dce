package org.openaok.api.generate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What to generate: which generator, which map (a built-in name or a file), how big, from
 * which seed, for which players and teams, with generator-specific options.
 *
 * @param generator the generator's id, or null to choose it from the map (file type or name)
 * @param map       a map name the generator offers, or a path to a script or template file
 * @param size      tiles across
 * @param levels    map levels (2 adds an underground); 0 lets the generator decide
 * @param seed      the seed every random stream derives from
 * @param players   number of players, 1-8
 * @param teams     team of each seat (index 0 is player 1); 0 is no team
 * @param options   further settings by name (e.g. {@code template}, {@code drs}, {@code mode})
 * @param civs      civilisation of each seat (index 0 is player 1), as the lobby names them
 *                  (e.g. {@code britons}); "" leaves a seat to the exporter's default
 */
public record GenerationRequest(String generator, String map, int size, int levels, long seed, int players,
                                List<Integer> teams, Map<String, String> options, List<String> civs) {
    public GenerationRequest {
        if (map == null) map = "";
        if (size < 8 || size > 1024) throw new IllegalArgumentException("size must be 8-1024 tiles, not " + size);
        if (levels < 0 || levels > 8) throw new IllegalArgumentException("levels must be 0-8, not " + levels);
        if (players < 1 || players > 8) throw new IllegalArgumentException("players must be 1-8, not " + players);
        List<Integer> t = new ArrayList<>(teams == null ? List.of() : teams);
        while (t.size() < players) t.add(0);
        if (t.size() > players) throw new IllegalArgumentException(t.size() + " teams given for " + players + " players");
        teams = Collections.unmodifiableList(t);
        options = Collections.unmodifiableMap(new TreeMap<>(options == null ? Map.of() : options));
        List<String> c = new ArrayList<>();
        for (String civ : civs == null ? List.<String>of() : civs) c.add(civ == null ? "" : civ.trim());
        while (c.size() < players) c.add("");
        if (c.size() > players) throw new IllegalArgumentException(c.size() + " civilisations given for " + players + " players");
        civs = Collections.unmodifiableList(c);
    }

    /** A request with every seat's civilisation left to the default. */
    public GenerationRequest(String generator, String map, int size, int levels, long seed, int players,
                             List<Integer> teams, Map<String, String> options) {
        this(generator, map, size, levels, seed, players, teams, options, List.of());
    }

    /** The civilisation of a seat (1-based), "" for the default. */
    public String civ(int player) { return civs.get(player - 1); }

    /** The team of a seat (1-based), 0 for none. */
    public int team(int player) { return teams.get(player - 1); }

    public String option(String name, String fallback) { return options.getOrDefault(name, fallback); }

    public GenerationRequest withSeed(long newSeed) {
        return new GenerationRequest(generator, map, size, levels, newSeed, players, teams, options, civs);
    }

    public GenerationRequest withGenerator(String id) {
        return new GenerationRequest(id, map, size, levels, seed, players, teams, options, civs);
    }

    public static Builder builder() { return new Builder(); }

    /** Builds a request; unset fields take the lobby defaults (Normal size, two players). */
    public static final class Builder {
        private String generator;
        private String map = "";
        private int size = 200;
        private int levels;
        private long seed = 1;
        private int players = 2;
        private List<Integer> teams = List.of();
        private List<String> civs = List.of();
        private final Map<String, String> options = new TreeMap<>();

        public Builder generator(String v) { generator = v; return this; }
        public Builder map(String v) { map = v; return this; }
        public Builder size(int v) { size = v; return this; }
        public Builder levels(int v) { levels = v; return this; }
        public Builder seed(long v) { seed = v; return this; }
        public Builder players(int v) { players = v; return this; }
        public Builder teams(List<Integer> v) { teams = v; return this; }
        public Builder civs(List<String> v) { civs = v; return this; }
        public Builder option(String k, String v) { options.put(k, v); return this; }

        public GenerationRequest build() {
            return new GenerationRequest(generator, map, size, levels, seed, players, teams, options, civs);
        }
    }
}
