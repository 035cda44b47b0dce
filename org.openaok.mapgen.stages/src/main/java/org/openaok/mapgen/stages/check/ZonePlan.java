package org.openaok.mapgen.stages.check;

import org.openaok.mapgen.stages.AokKeys;
import org.openaok.mapgen.stages.land.LandPlan;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.mapgen.stages.state.Land;
import org.openaok.api.generate.GenerationContext;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.Section;

/**
 * Which players the script keeps apart and which it joins.
 *
 * <p>Two players are kept apart when their lands are of different zones, at least one keeps an
 * other_zone_avoidance_distance, the base terrain between the lands is water, no create_terrain
 * lays ground a land unit walks over that water (Salt Marsh's shallows), and no connection joins
 * them (create_connect_all_players_land and create_connect_all_lands join everyone,
 * create_connect_teams_lands team-mates).
 *
 * <p>Two players are expected to share their land when the ground between lands is walkable
 * (the base terrain is dry land) or a connection joins them. On a water map, players of one zone
 * may share an island or not (their lands are allowed to touch, not made to), so neither is
 * expected of them.
 *
 * <p>A connection opens the terrains it lays walkable ground over ({@link #opened}): only there
 * does it say the lands must meet by land; a forest or water it leaves standing parts them on purpose.
 */
final class ZonePlan {
    private final AokMapState state;
    private final LandPlan plan;
    private final boolean baseIsLand;
    private final boolean bridged;
    private final boolean allJoined;
    private final boolean teamsJoined;
    /** Terrains the all-players connections open; with the team connections too; null: every terrain. */
    private final boolean[] allOpen;
    private final boolean[] teamOpen;
    private static final boolean[] NONE_OPEN = new boolean[0];

    ZonePlan(GenerationContext ctx, AokMapState state) {
        this.state = state;
        this.plan = ctx.find(AokKeys.LAND_PLAN).orElse(null);
        this.baseIsLand = state.terrains().land(state.baseTerrain());
        this.bridged = bridges(state);
        boolean all = false;
        boolean teams = false;
        boolean[] allOpened = new boolean[state.terrains().limit()];
        boolean[] teamOpened = new boolean[state.terrains().limit()];
        boolean allEverything = false;
        boolean teamEverything = false;
        for (Command c : state.script().commands(Section.CONNECTION_GENERATION)) {
            boolean isAll = switch (c.name()) {
                case "create_connect_all_players_land", "create_connect_all_lands" -> true;
                default -> false;
            };
            boolean isTeams = c.name().equals("create_connect_teams_lands");
            if (!isAll && !isTeams) continue;
            all |= isAll;
            teams |= isTeams;
            boolean everything = opens(state, c, teamOpened);
            teamEverything |= everything;
            if (isAll) {
                opens(state, c, allOpened);
                allEverything |= everything;
            }
        }
        this.allJoined = all;
        this.teamsJoined = teams;
        this.allOpen = allEverything ? null : allOpened;
        this.teamOpen = teamEverything ? null : teamOpened;
    }

    /**
     * Marks the terrains a connection turns into ground land units walk (replace_terrain FROM TO);
     * whether it lays such ground wherever it runs (default_terrain_replacement).
     */
    private static boolean opens(AokMapState state, Command c, boolean[] opened) {
        int land = org.openaok.api.map.MovementClass.LAND.bit();
        boolean everything = false;
        for (org.openaok.rms.script.Attribute a : c.attributes()) {
            if (a.name().equals("replace_terrain") && a.values().size() >= 2) {
                int from = a.values().get(0);
                int to = a.values().get(1);
                if (from >= 0 && from < opened.length && (state.terrains().movement(to) & land) != 0) opened[from] = true;
            } else if (a.name().equals("default_terrain_replacement") && !a.values().isEmpty()
                    && (state.terrains().movement(a.values().get(0)) & land) != 0) {
                everything = true;
            }
        }
        return everything;
    }

    /**
     * The terrains the connections joining two players open (an empty array when none joins them),
     * or null when one lays walkable ground wherever it runs.
     */
    boolean[] opened(int a, int b) {
        if (teamsJoined && state.team(a) != 0 && state.team(a) == state.team(b)) return teamOpen;
        return allJoined ? allOpen : NONE_OPEN;
    }

    /** The land a player starts on by the script (its player land, else a land assigned to it), or null. */
    Land land(int player) { return state.lands().ofPlayer(player).orElse(null); }

    /** Whether a connection joins the two players. */
    boolean joined(int a, int b) {
        return allJoined || (teamsJoined && state.team(a) != 0 && state.team(a) == state.team(b));
    }

    /** Whether the two players must reach each other by land. */
    boolean together(int a, int b) {
        return !apart(a, b) && (baseIsLand || joined(a, b));
    }

    /** Whether the script keeps the two players on separate islands. */
    boolean apart(int a, int b) {
        if (baseIsLand || bridged || joined(a, b)) return false;
        Land la = land(a);
        Land lb = land(b);
        if (la == null || lb == null || la.zone() == lb.zone()) return false;
        return avoidance(la) > 0 || avoidance(lb) > 0;
    }

    /** Why two players are expected to be apart or together, for messages. */
    String why(int a, int b) {
        Land la = land(a);
        Land lb = land(b);
        if (la == null || lb == null) return "a player has no land of its own";
        return "zones " + la.zone() + " and " + lb.zone() + ", avoidance " + avoidance(la) + "/" + avoidance(lb)
                + (baseIsLand ? ", base terrain is land" : ", base terrain is water")
                + (bridged ? ", land laid over the water" : "")
                + (allJoined ? ", all lands connected" : teamsJoined ? ", team lands connected" : "");
    }

    /** Whether a create_terrain lays ground land units walk over ground they cannot (bridging the water). */
    private static boolean bridges(AokMapState state) {
        int land = org.openaok.api.map.MovementClass.LAND.bit();
        for (Command c : state.script().commands(Section.TERRAIN_GENERATION, "create_terrain")) {
            int laid = c.arg(-1);
            int over = c.intValue("base_terrain", state.baseTerrain());
            if ((state.terrains().movement(laid) & land) != 0 && state.terrains().known(over)
                    && (state.terrains().movement(over) & land) == 0) {
                return true;
            }
        }
        return false;
    }

    private int avoidance(Land l) {
        if (plan == null || l.index() >= plan.specs().size()) return 0;
        return plan.specs().get(l.index()).avoidance();
    }
}
