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
 */
final class ZonePlan {
    private final AokMapState state;
    private final LandPlan plan;
    private final boolean baseIsLand;
    private final boolean bridged;
    private final boolean allJoined;
    private final boolean teamsJoined;

    ZonePlan(GenerationContext ctx, AokMapState state) {
        this.state = state;
        this.plan = ctx.find(AokKeys.LAND_PLAN).orElse(null);
        this.baseIsLand = state.terrains().land(state.baseTerrain());
        this.bridged = bridges(state);
        boolean all = false;
        boolean teams = false;
        for (Command c : state.script().commands(Section.CONNECTION_GENERATION)) {
            switch (c.name()) {
                case "create_connect_all_players_land", "create_connect_all_lands" -> all = true;
                case "create_connect_teams_lands" -> teams = true;
                default -> { }
            }
        }
        this.allJoined = all;
        this.teamsJoined = teams;
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
