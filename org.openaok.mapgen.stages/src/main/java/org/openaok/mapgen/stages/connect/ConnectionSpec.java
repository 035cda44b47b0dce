package org.openaok.mapgen.stages.connect;

import java.util.Arrays;

import org.openaok.rms.script.Attribute;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.SourceLocation;

/**
 * What a create_connect_* command asks for: which lands to join, what each terrain costs to
 * cross (1 when the script names no cost; 0 or less: not at all), how far round each path tile
 * its terrain is cut back (terrain_size radius and variance; radius 1, variance 0 by default), and
 * what each terrain becomes there (replace_terrain, else default_terrain_replacement, else it
 * stays).
 */
record ConnectionSpec(SourceLocation location, Kind kind, int[] cost, int[] radius, int[] variance, int[] replace,
                      int defaultReplacement) {
    enum Kind {
        /** create_connect_all_players_land: every player's land to every other's. */
        ALL_PLAYERS,
        /** create_connect_teams_lands: the lands of players on one team. */
        TEAMS,
        /** create_connect_all_lands: every land to every other. */
        ALL_LANDS,
        /** create_connect_same_land_zones: every two lands of one zone. */
        SAME_ZONES
    }

    static final int DEFAULT_COST = 1;
    static final int DEFAULT_RADIUS = 1;

    static Kind kindOf(String command) {
        return switch (command) {
            case "create_connect_all_players_land" -> Kind.ALL_PLAYERS;
            case "create_connect_teams_lands" -> Kind.TEAMS;
            case "create_connect_all_lands" -> Kind.ALL_LANDS;
            case "create_connect_same_land_zones" -> Kind.SAME_ZONES;
            default -> null;
        };
    }

    /** @param terrains one past the largest terrain id */
    static ConnectionSpec of(Command c, Kind kind, int terrains) {
        int[] cost = new int[terrains];
        int[] radius = new int[terrains];
        int[] variance = new int[terrains];
        int[] replace = new int[terrains];
        Arrays.fill(cost, DEFAULT_COST);
        Arrays.fill(radius, DEFAULT_RADIUS);
        Arrays.fill(replace, -1);
        int fallback = -1;
        for (Attribute a : c.attributes()) {
            int t = a.value(0, -1);
            switch (a.name()) {
                case "terrain_cost" -> { if (in(t, terrains)) cost[t] = a.value(1, DEFAULT_COST); }
                case "terrain_size" -> {
                    if (in(t, terrains)) {
                        radius[t] = Math.max(0, Math.min(64, a.value(1, DEFAULT_RADIUS)));
                        variance[t] = Math.max(0, Math.min(64, a.value(2, 0)));
                    }
                }
                case "replace_terrain" -> { if (in(t, terrains)) replace[t] = a.value(1, -1); }
                case "default_terrain_replacement" -> fallback = a.value();
                default -> { }
            }
        }
        return new ConnectionSpec(c.location(), kind, cost, radius, variance, replace, fallback);
    }

    private static boolean in(int t, int n) { return t >= 0 && t < n; }

    /** What a tile of this terrain becomes within a path's reach, or -1 when it stays. */
    int replacement(int terrain) {
        int r = terrain >= 0 && terrain < replace.length ? replace[terrain] : -1;
        return r >= 0 ? r : defaultReplacement;
    }

    /** The cost of entering a tile of this terrain (0 or less: closed). */
    int cost(int terrain) {
        return terrain >= 0 && terrain < cost.length ? cost[terrain] : DEFAULT_COST;
    }
}
