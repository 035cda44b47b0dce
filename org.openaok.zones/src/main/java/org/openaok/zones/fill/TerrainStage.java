package org.openaok.zones.fill;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.data.TerrainType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.zones.mapping.GameMapping;
import org.openaok.zones.placement.PlacementStage;
import org.openaok.zones.plan.ZonePlan;
import org.openaok.zones.template.WaterContent;
import org.osgi.service.component.annotations.Component;

/**
 * Paints one zone ({@code zones.terrain}): the zone's terrain is one of the template's
 * terrainTypes (less the banned ones), or one the game mapping suggests for starts, the surface or
 * the underground, drawn from the zone's own stream; the mapping says what ground it is. The sea
 * is water, deep away from land; land beside the sea is beach; with islands, land within two
 * tiles of another land zone is a strait of water.
 */
@Component(service = Stage.class)
public class TerrainStage extends ZoneStage {
    public static final String ID = "zones.terrain";

    @Override public String id() { return ID; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(PlacementStage.ID)); }

    @Override
    public void run(GenerationContext ctx) {
        FillState state = ctx.get(FillState.KEY);
        ZonePlan plan = state.plan;
        GameMapping mapping = plan.mapping();
        ZonePlan.PlanZone z = plan.zone(ctx.zone().orElseThrow().id());
        ZoneFill fill = state.zones[z.id()];
        MapLevel map = ctx.map().level(z.level());
        Area a = new Area(state, z.id(), map);
        if (z.kind() == ZonePlan.Kind.WATER) {
            fill.terrain = "water";
            for (int t : a.tiles) {
                TerrainType w = nearLand(a, t, 2) ? mapping.water() : mapping.deepWater();
                map.paint(t, w.id(), w.movement());
            }
            return;
        }
        fill.terrain = choose(ctx, plan, z, mapping);
        fill.biome = mapping.biome(fill.terrain).orElseThrow();
        boolean islands = plan.water() == WaterContent.ISLANDS && z.kind() == ZonePlan.Kind.LAND;
        int sea = plan.seaZone();
        TerrainType ground = fill.biome.ground(), beach = fill.biome.beach(), water = mapping.water();
        for (int t : a.tiles) {
            TerrainType paint = ground;
            if (islands && nearOtherLand(a, plan, t, 2)) paint = water;
            else if (sea >= 0 && touches(a, t, sea)) paint = beach;
            map.paint(t, paint.id(), paint.movement());
        }
    }

    /** The zone's VCMI terrain. */
    static String choose(GenerationContext ctx, ZonePlan plan, ZonePlan.PlanZone z, GameMapping mapping) {
        if (z.kind() == ZonePlan.Kind.ROCK) {
            return mapping.biome("rock").isPresent() ? "rock" : mapping.undergroundTerrains().get(0);
        }
        List<String> banned = z.spec().bannedTerrains();
        List<String> candidates = new ArrayList<>();
        for (String t : z.spec().terrainTypes()) {
            if (banned.contains(t) || t.equals("water")) continue;
            if (mapping.biome(t).isPresent()) candidates.add(t);
            else ctx.diagnostics().warning("zones-terrain", "zone '" + z.name() + "': the game mapping has no terrain '" + t + "'; left out");
        }
        if (candidates.isEmpty()) {
            List<String> pool = z.level() > 0 ? mapping.undergroundTerrains() : z.spec().start() ? mapping.startTerrains() : mapping.surfaceTerrains();
            for (String t : pool) if (!banned.contains(t)) candidates.add(t);
            if (candidates.isEmpty()) candidates.addAll(pool);
        }
        return candidates.get(ctx.random().nextInt(candidates.size()));
    }

    private static boolean nearLand(Area a, int t, int r) {
        int x = t % a.size, y = t / a.size;
        for (int dy = -r; dy <= r; dy++) {
            for (int dx = -r; dx <= r; dx++) {
                int nx = x + dx, ny = y + dy;
                if (nx < 0 || ny < 0 || nx >= a.size || ny >= a.size) continue;
                if (a.owner[ny * a.size + nx] != a.zone) return true;
            }
        }
        return false;
    }

    /** Within r tiles of a land (or rock) zone other than this one. */
    static boolean nearOtherLand(Area a, ZonePlan plan, int t, int r) {
        int x = t % a.size, y = t / a.size;
        for (int dy = -r; dy <= r; dy++) {
            for (int dx = -r; dx <= r; dx++) {
                int nx = x + dx, ny = y + dy;
                if (nx < 0 || ny < 0 || nx >= a.size || ny >= a.size) continue;
                int o = a.owner[ny * a.size + nx];
                if (o != a.zone && plan.zone(o).kind() != ZonePlan.Kind.WATER) return true;
            }
        }
        return false;
    }

    /** Whether a tile of the given zone is among the tile's eight neighbours. */
    static boolean touches(Area a, int t, int zone) {
        for (int d = 0; d < 8; d++) {
            int u = a.step(t, d);
            if (u >= 0 && a.owner[u] == zone) return true;
        }
        return false;
    }
}
