package org.openaok.mapgen.stages.land;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.stage.Dependency;
import org.openaok.mapgen.stages.AokKeys;
import org.openaok.mapgen.stages.AokStage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.state.AokCode;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.mapgen.stages.state.Land;
import org.openaok.mapgen.stages.state.Lands;
import org.openaok.mapgen.stages.state.Painter;
import org.openaok.api.random.RandomStream;
import org.osgi.service.component.annotations.Component;

/**
 * {@code <LAND_GENERATION>}: every tile starts as the base terrain; each land of the plan gets
 * its zone and origin (a player land its player's start, another land its land_position or, once
 * those are known, a random tile inside its borders that keeps its distance from them), the
 * lands grow together ({@link LandGrowth}), and every tile is painted with the terrain of the
 * land that took it, or the base terrain. Lands of different
 * zones that start too close to keep their base squares and avoidance distance apart get
 * smaller squares, and if need be a smaller distance ({@link LandRoom}; reported as AOK022).
 * A forest, whether a land's or the base terrain left between the lands (Black Forest's), gets
 * its trees. A player whose land came from create_land's assign_to_player starts at that land's
 * origin.
 */
@Component(service = org.openaok.api.stage.Stage.class)
public class LandsStage extends AokStage {
    @Override public String id() { return AokStages.LANDS; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(AokStages.PLAYERS)); }

    @Override public int weight() { return 3; }

    @Override
    public void run(GenerationContext ctx) {
        AokMapState state = AokMapState.of(ctx);
        LandPlan plan = ctx.get(AokKeys.LAND_PLAN);
        List<LandSpec> specs = plan.specs();
        RandomStream rng = state.random();
        int size = state.size();
        Lands lands = state.lands();

        int[] zones = LandZones.assign(specs, state.players(), state.teams(), rng);
        // player lands start at their players' starts and positioned lands at their land_position,
        // whatever their order in the script; those placed at random then keep their distance from
        // all of these and from the random ones before them (Continental's centre comes before the
        // player lands, and must not start against one)
        List<Land> placed = new ArrayList<>();
        List<LandSpec> placedSpecs = new ArrayList<>();
        for (int l = 0; l < specs.size(); l++) {
            LandSpec s = specs.get(l);
            Land land = new Land(l, s.player(), s.playerLand(), s.landId(), s.terrain(), s.baseSize(), s.location());
            land.setZone(zones[l]);
            lands.add(land);
            PlayerStart start = s.playerLand() ? state.start(s.player()) : null;
            if (start != null) {
                land.setOrigin(start.x(), start.y());
            } else if (s.position() != null) {
                land.setOrigin(s.position()[0], s.position()[1]);
            } else {
                continue;
            }
            placed.add(land);
            placedSpecs.add(s);
        }
        for (int l = 0; l < specs.size(); l++) {
            Land land = lands.get(l);
            if (land.placed()) continue;
            LandSpec s = specs.get(l);
            int[] at = LandOrigins.place(s, zones[l], size, placed, placedSpecs, rng);
            land.setOrigin(at[0], at[1]);
            if (at[2] == 0) {
                AokMapState.report(ctx, AokCode.LAND_CROWDED, s.location(), "no spot inside the land's borders keeps its "
                        + "distance from the lands placed before it; it starts at " + at[0] + "," + at[1]);
            }
            placed.add(land);
            placedSpecs.add(s);
        }
        ctx.progress(10);

        LandRoom room = LandRoom.of(specs, lands.all());
        for (LandRoom.Squeeze q : room.squeezed) {
            LandSpec a = specs.get(q.a());
            AokMapState.report(ctx, AokCode.LANDS_SQUEEZED, a.location(), name(a) + " and " + name(specs.get(q.b()))
                    + " start " + q.distance() + " tiles apart, too close for their base squares and "
                    + "other_zone_avoidance_distance " + q.asked() + ": their base squares shrink to " + room.baseSize[q.a()]
                    + " and " + room.baseSize[q.b()] + " and they keep " + q.kept() + " tiles apart");
        }
        new LandGrowth(size, lands, specs, room, rng).run(ctx);
        ctx.progress(80);

        // a player's start is the origin of its land (an assigned land's, if it has no player land)
        for (int p = 1; p <= state.players(); p++) {
            PlayerStart old = state.start(p);
            Land own = lands.ofPlayer(p).orElse(null);
            if (own != null) {
                state.setStart(new PlayerStart(p, state.team(p), own.x(), own.y(), 0, own.index()));
            } else if (old != null) {
                int at = lands.landAt(old.y() * size + old.x());
                state.setStart(new PlayerStart(p, old.team(), old.x(), old.y(), 0, at));
            }
        }

        Painter painter = state.painter();
        int base = plan.baseTerrain();
        for (int i = 0; i < size * size; i++) {
            int l = lands.landAt(i);
            painter.lay(i, l >= 0 ? lands.get(l).terrain() : base);
        }
        state.commitTrees(ctx);
    }

    private static String name(LandSpec s) {
        return s.playerLand() ? "player " + s.player() + "'s land" : "the land of line " + s.location().line();
    }
}
