package org.openaok.mapgen.stages.players;

import java.util.List;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.random.RandomStream;
import org.openaok.mapgen.stages.AokKeys;
import org.openaok.mapgen.stages.AokStage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.state.AokCode;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.Section;
import org.openaok.mapgen.stages.land.Border;
import org.openaok.mapgen.stages.land.LandPlan;
import org.openaok.mapgen.stages.land.LandSpec;
import org.osgi.service.component.annotations.Component;

/**
 * {@code <PLAYER_SETUP>}: seats the players. Their starts go round an ellipse inside the player
 * lands' borders (at 36% of the map from its centre when there are none), from a random bearing,
 * in seat order or with team-mates side by side; each start is moved round the ellipse by up to
 * a fifth of the gap between even seats either way and in or out by up to a tenth of the map, as
 * the original engine's recorded games show (starts from 26% to 47% of the map from its centre;
 * two players from 112 to 180 degrees apart, eight from 36 to 56), less where the player lands'
 * base squares and avoidance distance leave less room between neighbours (none on a crowded ring).
 * A player land's origin is its player's start; a player whose land is made by create_land with
 * assign_to_player gets that land's origin instead (the lands stage moves the start).
 */
@Component(service = org.openaok.api.stage.Stage.class)
public class PlayersStage extends AokStage {
    /** The ring's radius, in per cent of the half-extent of the player lands' area (72% of half = 36% of the map). */
    static final int RING_PERCENT = 72;
    /** A seat moves in or out by up to this, in per cent of the half-extent (20% of half = 10% of the map). */
    static final int RADIAL_PERCENT = 20;
    /** A seat moves round the ring by up to this share, in per cent, of the gap between even seats, either way. */
    static final int ANGULAR_PERCENT = 19;

    @Override public String id() { return AokStages.PLAYERS; }

    @Override
    public void run(GenerationContext ctx) {
        AokMapState state = AokMapState.of(ctx);
        for (Command c : state.script().commands(Section.PLAYER_SETUP)) {
            String n = c.name();
            if (n.equals("nomad_resources")) state.map().setNomadResources(true);
            else if (!n.equals("random_placement") && !n.equals("grouped_by_team") && !n.equals("ai_info_map_type")) {
                AokMapState.report(ctx, AokCode.UNSUPPORTED, c.location(), n + " is not carried out; players are placed at random");
            }
        }
        int size = state.size();
        Border area = playerArea(state, size);
        List<Integer> order = (state.groupedByTeam() ? Placement.GROUPED_BY_TEAM : Placement.RANDOM)
                .order(state.players(), state.teams());
        RandomStream rng = state.random();
        LandPlan plan = ctx.find(AokKeys.LAND_PLAN).orElse(null);
        int[][] seats = seats(area, size, order.size(), spacing(plan, water(state, plan)), rng);
        for (int k = 0; k < order.size(); k++) {
            int p = order.get(k);
            state.setStart(new PlayerStart(p, state.team(p), seats[k][0], seats[k][1], 0, MapLevel.NO_ZONE));
        }
    }

    /** The borders of the first create_player_lands (none when the script makes no player lands). */
    static Border playerArea(AokMapState state, int size) {
        return state.script().first(Section.LAND_GENERATION, "create_player_lands")
                .map(c -> Border.ofPercent(size, c.intValue("left_border", 0), c.intValue("right_border", 0),
                        c.intValue("top_border", 0), c.intValue("bottom_border", 0), 100))
                .orElse(Border.none(size));
    }

    /** Whether water could come between the player lands: the map's base terrain or another land is water. */
    static boolean water(AokMapState state, LandPlan plan) {
        if (state.terrains().water(state.baseTerrain())) return true;
        if (plan == null) return false;
        for (LandSpec s : plan.specs()) if (!s.playerLand() && state.terrains().water(s.terrain())) return true;
        return false;
    }

    /**
     * How far apart, in tiles along either axis, two neighbours' starts must be for their player
     * lands to keep their base squares apart and, where water could come between them (islands, a
     * sea or a lake of its own), their avoidance distance too: the widest player land's square
     * (2 base_size + 1) and, with water, other_zone_avoidance_distance; 0 when there are no player
     * lands. On dry land the original engine lets lands squeeze (its Arena seats eight players 46
     * tiles apart whose clearings ask for 30).
     */
    static int spacing(LandPlan plan, boolean islands) {
        if (plan == null) return 0;
        int need = 0;
        for (LandSpec s : plan.specs()) {
            if (s.playerLand()) need = Math.max(need, 2 * s.baseSize() + 1 + (islands ? s.avoidance() : 0));
        }
        return need;
    }

    /** {@code n} seats round the ellipse, with no spacing to keep (see the next). */
    static int[][] seats(Border area, int size, int n, RandomStream rng) {
        return seats(area, size, n, 0, rng);
    }

    /**
     * {@code n} seats evenly round the ellipse inside the area, from a random bearing, each
     * jittered; every seat lies inside the area. The jitter is narrowed (the same draws, scaled
     * down) so that neighbours stay {@code spacing} tiles apart along an axis whatever the bearing
     * ({@link #jitter}); where evenly spaced seats are closer than that already, there is none.
     */
    static int[][] seats(Border area, int size, int n, int spacing, RandomStream rng) {
        int x0 = area.left();
        int x1 = size - area.right() - 1;
        int y0 = area.top();
        int y1 = size - area.bottom() - 1;
        if (x1 < x0) x1 = x0 = Math.max(0, Math.min(size - 1, (x0 + x1) / 2));
        if (y1 < y0) y1 = y0 = Math.max(0, Math.min(size - 1, (y0 + y1) / 2));
        int cx = (x0 + x1 + 1) / 2;
        int cy = (y0 + y1 + 1) / 2;
        int rx = (x1 - x0) * RING_PERCENT / 200;
        int ry = (y1 - y0) * RING_PERCENT / 200;
        int radial = (Math.min(x1 - x0, y1 - y0)) * RADIAL_PERCENT / 200;
        int swing = Ring.TURN / Math.max(1, n) * ANGULAR_PERCENT / 100;
        int scale = jitter(n, Math.min(rx, ry), radial, spacing);
        int bearing = rng.nextInt(Ring.TURN);
        int[][] out = new int[n][];
        for (int k = 0; k < n; k++) {
            int angle = bearing + (int) ((long) k * Ring.TURN / n) + rng.between(-swing, swing) * scale / 100;
            int dr = rng.between(-radial, radial) * scale / 100;
            int x = cx + Ring.x(Math.max(0, rx + dr), angle);
            int y = cy + Ring.y(Math.max(0, ry + dr), angle);
            out[k] = new int[] {Math.max(x0, Math.min(x1, x)), Math.max(y0, Math.min(y1, y))};
        }
        return out;
    }

    /**
     * How much of the jitter, in per cent, keeps two neighbouring seats on a ring of radius
     * {@code r} at least {@code spacing} tiles apart along an axis at any bearing: both moved the
     * most that share allows, in towards the centre and towards each other round the ring, their
     * chord ({@code 2 r sin(gap / 2)}) must still be {@code spacing} times the square root of two
     * (a chord on the diagonal). 100 with no spacing to keep; 0 when even seats without jitter
     * are too close.
     */
    static int jitter(int n, int r, int radial, int spacing) {
        if (n < 2 || spacing <= 0) return 100;
        long need = (long) spacing * 1448;   // spacing x sqrt(2) x 1024
        int swing = Ring.TURN / n * ANGULAR_PERCENT / 100;
        for (int scale = 100; scale > 0; scale -= 5) {
            int gap = Ring.TURN / n - 2 * swing * scale / 100;
            int inner = r - radial * scale / 100;
            if (gap > 0 && 2L * Math.max(0, inner) * Ring.sin(gap / 2) >= need) return scale;
        }
        return 0;
    }
}
