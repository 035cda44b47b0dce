package org.openaok.mapgen.stages.land;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.diag.Diagnostics;
import org.openaok.api.map.Zone;
import org.openaok.mapgen.stages.state.AokCode;
import org.openaok.mapgen.stages.state.Ranges;
import org.openaok.mapgen.stages.state.TerrainTable;
import org.openaok.rms.script.Attribute;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.RmsScript;
import org.openaok.rms.script.Section;
import org.openaok.rms.script.SourceLocation;

/**
 * The lands a script's {@code <LAND_GENERATION>} asks for, in script order (create_player_lands
 * gives one land per player, in seat order), read before any stage runs so the map can have
 * one zone per land. Reading draws nothing; where each land goes is the lands stage's work.
 *
 * @param baseTerrain    the map's base terrain (the last base_terrain; GRASS if none)
 * @param specs          the lands
 * @param playerBaseSize the player lands' base_size, or -1 when there are none
 */
public record LandPlan(int baseTerrain, List<LandSpec> specs, int playerBaseSize) {
    public LandPlan {
        specs = List.copyOf(specs);
    }

    /** The map's zones: one per land, its index the land's. */
    public List<Zone> zones() {
        List<Zone> out = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            LandSpec s = specs.get(i);
            String name = s.playerLand() ? "player " + s.player() + " land"
                    : "land" + (s.landId() >= 0 ? " " + s.landId() : "") + (s.player() > 0 ? " of player " + s.player() : "")
                    + " (line " + s.location().line() + ")";
            out.add(new Zone(i, 0, name, s.playerLand() || s.player() > 0 ? "playerLand" : "land"));
        }
        return out;
    }

    /** Reads the lands of a script for a map of {@code size} tiles across and {@code players} players. */
    public static LandPlan read(RmsScript script, int size, int players, TerrainTable terrains, Diagnostics out) {
        int base = terrains.fallbackLand();
        List<LandSpec> specs = new ArrayList<>();
        int playerBase = -1;
        for (Command c : script.commands(Section.LAND_GENERATION)) {
            switch (c.name()) {
                case "base_terrain" -> base = terrain(c.arg(base), c.location(), terrains, out, "base_terrain");
                case "create_player_lands" -> {
                    for (int p = 1; p <= players; p++) specs.add(spec(c, p, true, size, players, terrains, p == 1 ? out : null));
                    if (playerBase < 0) playerBase = Math.max(0, c.intValue("base_size", LandSpec.DEFAULT_BASE_SIZE));
                }
                case "create_land" -> {
                    int owner = c.intValue("assign_to_player", 0);
                    if (owner > players) {
                        out.report(AokCode.LAND_SKIPPED.at(c.location(), "create_land is assigned to player " + owner
                                + ", who is not in this " + players + "-player game; it is not made"));
                        continue;
                    }
                    specs.add(spec(c, Math.max(0, owner), false, size, players, terrains, out));
                }
                default -> { }
            }
        }
        return new LandPlan(base, specs, playerBase);
    }

    private static LandSpec spec(Command c, int player, boolean playerLand, int size, int players, TerrainTable terrains,
                                 Diagnostics out) {
        Diagnostics sink = out == null ? d -> { } : out;
        int terrain = terrain(c.intValue("terrain_type", 0), c.location(), terrains, sink, "terrain_type");
        long area = (long) size * size;
        long budget = area;   // land_percent 100 unless the script says otherwise
        for (Attribute a : c.attributes()) {
            if (a.name().equals("land_percent")) {
                budget = area * Ranges.value(a, a.value(), 0, 100, sink) / 100;
                if (playerLand) budget /= players;
            } else if (a.name().equals("number_of_tiles")) {
                budget = Ranges.value(a, a.value(), 0, (int) area, sink);
            }
        }
        int baseSize = Ranges.attribute(c, "base_size", LandSpec.DEFAULT_BASE_SIZE, 0, size, sink);
        Border border = Border.ofPercent(size, Ranges.attribute(c, "left_border", 0, 0, 100, sink),
                Ranges.attribute(c, "right_border", 0, 0, 100, sink), Ranges.attribute(c, "top_border", 0, 0, 100, sink),
                Ranges.attribute(c, "bottom_border", 0, 0, 100, sink),
                Ranges.attribute(c, "border_fuzziness", LandSpec.DEFAULT_FUZZINESS, 0, 100, sink));
        int avoidance = Ranges.attribute(c, "other_zone_avoidance_distance", 0, 0, size, sink);
        int minPlacement = Ranges.attribute(c, "min_placement_distance", avoidance, 0, 2 * size, sink);
        int[] position = c.last("land_position").map(a -> new int[] {
                clamp(round(a.value(0, 50), size), size), clamp(round(a.value(1, 50), size), size)}).orElse(null);
        int landId = playerLand ? player : c.intValue("land_id", -1);
        return new LandSpec(c.location(), player, playerLand, terrain, (int) budget, baseSize, border,
                Ranges.attribute(c, "clumping_factor", LandSpec.DEFAULT_CLUMPING, 0, 1000, sink), zoneRule(c), avoidance, minPlacement,
                position, landId);
    }

    /** The last of zone, set_zone_by_team and set_zone_randomly decides. */
    private static ZoneRule zoneRule(Command c) {
        ZoneRule rule = ZoneRule.DEFAULT;
        for (Attribute a : c.attributes()) {
            switch (a.name()) {
                case "zone" -> rule = new ZoneRule(ZoneRule.Kind.NUMBERED, a.value());
                case "set_zone_by_team" -> rule = new ZoneRule(ZoneRule.Kind.BY_TEAM, 0);
                case "set_zone_randomly" -> rule = new ZoneRule(ZoneRule.Kind.RANDOM, 0);
                default -> { }
            }
        }
        return rule;
    }

    /** round(percent / 100 x side), the reference's measure of land_position. */
    static int round(int percent, int size) {
        return (int) Math.floorDiv((long) percent * size + 50, 100);
    }

    private static int clamp(int v, int size) { return Math.max(0, Math.min(size - 1, v)); }

    private static int terrain(int id, SourceLocation at, TerrainTable terrains, Diagnostics out, String what) {
        if (terrains.known(id)) return id;
        int fallback = terrains.fallbackLand();
        out.report(AokCode.UNKNOWN_TERRAIN.at(at, what + " " + id + " is not a terrain of the game data; "
                + terrains.name(fallback) + " is used"));
        return fallback;
    }
}
