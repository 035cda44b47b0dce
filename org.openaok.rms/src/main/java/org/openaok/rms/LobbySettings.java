package org.openaok.rms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * What the lobby decided that a script can see: the seed (which picks the random branches), the
 * map's side in tiles, the players and their teams, the game mode, the starting resources, and any
 * extra labels the caller defines. {@link #labels()} gives the labels the engine sets from them.
 *
 * @param seed      the map's seed
 * @param mapSize   tiles across
 * @param players   how many players, 1 to 8
 * @param teams     each player's team (index 0 is player 1), 0 for none; missing entries mean none
 * @param gameMode  the game mode
 * @param resources the starting resources
 * @param defines   extra labels, set as if by {@code #define}
 */
public record LobbySettings(long seed, int mapSize, int players, List<Integer> teams, GameMode gameMode,
                            StartingResources resources, Set<String> defines) {

    public static final int MAX_PLAYERS = 8;

    public LobbySettings {
        if (mapSize <= 0) throw new IllegalArgumentException("map size must be positive: " + mapSize);
        if (players < 1 || players > MAX_PLAYERS) throw new IllegalArgumentException("players must be 1 to 8: " + players);
        teams = List.copyOf(teams == null ? List.of() : teams);
        if (gameMode == null) gameMode = GameMode.RANDOM_MAP;
        if (resources == null) resources = StartingResources.DEFAULT;
        defines = Collections.unmodifiableSet(new LinkedHashSet<>(defines == null ? Set.of() : defines));
    }

    /** Two players, no teams, a tiny map (the lobby pairs 2 players with it), seed 0. */
    public static LobbySettings defaults() { return builder().build(); }

    public static Builder builder() { return new Builder(); }

    /** A builder starting from these settings. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.seed = seed;
        b.mapSize = mapSize;
        b.players = players;
        b.teams = new ArrayList<>(teams);
        b.gameMode = gameMode;
        b.resources = resources;
        b.defines = new LinkedHashSet<>(defines);
        return b;
    }

    /** Player {@code p}'s team (1-based player), 0 for none. */
    public int teamOf(int player) {
        int i = player - 1;
        if (i < 0 || i >= teams.size()) return 0;
        int t = teams.get(i);
        return t < 0 ? 0 : t;
    }

    /**
     * The labels the engine sets before the script runs:
     * <ul>
     * <li>the map size's ({@link MapSize#forTiles});</li>
     * <li>the game mode's ({@code REGICIDE}, {@code DEATH_MATCH}) and the resources'
     *     ({@code DEFAULT_RESOURCES} and so on);</li>
     * <li>{@code N_PLAYER_GAME}; {@code K_TEAM_GAME}, K the number of distinct teams among players
     *     who have one (0 when nobody has); {@code TEAMt_SIZEs} for every team t that has s players;
     *     {@code PLAYERp_TEAMt} for every player p (t = 0 for a player without a team);</li>
     * <li>the caller's own defines.</li>
     * </ul>
     */
    public Set<String> labels() {
        Set<String> out = new LinkedHashSet<>();
        out.add(MapSize.forTiles(mapSize).label());
        gameMode.label().ifPresent(out::add);
        out.add(resources.label());
        out.add(players + "_PLAYER_GAME");
        TreeMap<Integer, Integer> sizes = new TreeMap<>();
        for (int p = 1; p <= players; p++) {
            int t = teamOf(p);
            if (t > 0) sizes.merge(t, 1, Integer::sum);
        }
        out.add(sizes.size() + "_TEAM_GAME");
        sizes.forEach((t, s) -> out.add("TEAM" + t + "_SIZE" + s));
        for (int p = 1; p <= players; p++) out.add("PLAYER" + p + "_TEAM" + teamOf(p));
        out.addAll(defines);
        return Collections.unmodifiableSet(out);
    }

    /** Builds lobby settings; every setting has a default. */
    public static final class Builder {
        private long seed;
        private int mapSize = MapSize.TINY.tiles();
        private int players = 2;
        private List<Integer> teams = new ArrayList<>();
        private GameMode gameMode = GameMode.RANDOM_MAP;
        private StartingResources resources = StartingResources.DEFAULT;
        private Set<String> defines = new LinkedHashSet<>();

        private Builder() {}

        public Builder seed(long seed) { this.seed = seed; return this; }

        public Builder mapSize(int tiles) { this.mapSize = tiles; return this; }

        public Builder mapSize(MapSize size) { this.mapSize = size.tiles(); return this; }

        public Builder players(int players) { this.players = players; return this; }

        /** Each player's team, player 1 first; 0 for none. */
        public Builder teams(List<Integer> teams) { this.teams = new ArrayList<>(teams); return this; }

        public Builder teams(int... teams) {
            this.teams = new ArrayList<>();
            for (int t : teams) this.teams.add(t);
            return this;
        }

        public Builder gameMode(GameMode mode) { this.gameMode = mode; return this; }

        public Builder resources(StartingResources resources) { this.resources = resources; return this; }

        public Builder define(String label) { this.defines.add(label); return this; }

        public Builder defines(Iterable<String> labels) {
            for (String l : labels) defines.add(l);
            return this;
        }

        public LobbySettings build() {
            return new LobbySettings(seed, mapSize, players, teams, gameMode, resources, defines);
        }
    }
}
