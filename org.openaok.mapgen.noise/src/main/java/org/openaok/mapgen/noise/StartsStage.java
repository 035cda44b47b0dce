package org.openaok.mapgen.noise;

import java.util.List;
import java.util.Set;

import org.openaok.api.data.TerrainRole;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.api.stage.StageScope;
import org.osgi.service.component.annotations.Component;

/**
 * Player starts: evenly round a ring from a random bearing, each moved to the nearest dry ground
 * with room for a town, which is cleared of trees; a Town Center stands on each.
 */
@Component(service = Stage.class)
public class StartsStage implements Stage {
    public static final String ID = "noise.starts";
    /** cos(2 pi k / 16) * 1024, k = 0..15: bearings from a table, not from floating point. */
    static final int[] COS16 = {1024, 946, 724, 392, 0, -392, -724, -946, -1024, -946, -724, -392, 0, 392, 724, 946};
    static final int CLEAR_RADIUS = 6;

    @Override public String id() { return ID; }
    @Override public Set<String> generators() { return Set.of(NoiseGenerator.ID); }
    @Override public List<Dependency> dependencies() { return List.of(Dependency.afterAll(ForestStage.ID)); }

    @Override
    public void run(GenerationContext ctx) {
        Palette p = new Palette(ctx.data());
        MapLevel level = ctx.map().surface();
        int size = level.size();
        int players = ctx.request().players();
        int bearing = ctx.random().nextInt(16);
        int radius = size * 35 / 100;
        for (int seat = 1; seat <= players; seat++) {
            ctx.checkpoint();
            // sixteenths of a turn, spread evenly; with more than 16 players some share a bearing
            int step = (bearing + (seat - 1) * 16 / players) & 15;
            int tx = size / 2 + radius * COS16[step] / 1024;
            int ty = size / 2 + radius * COS16[(step + 12) & 15] / 1024;   // sin = cos shifted a quarter
            int[] spot = nearestRoom(level, ctx, Math.max(0, Math.min(size - 1, tx)), Math.max(0, Math.min(size - 1, ty)));
            clear(ctx, level, spot[0], spot[1], p);
            ctx.map().addStart(new PlayerStart(seat, ctx.request().team(seat), spot[0], spot[1], 0, level.zone(spot[0], spot[1])));
            ctx.place(new MapObject(p.townCenter.id(), seat, spot[0] * MapObject.UNITS_PER_TILE, spot[1] * MapObject.UNITS_PER_TILE,
                    0, 0, 0, -1));
        }
    }

    /** The nearest tile, ring by ring, with dry ground 3 tiles round it; the target itself if none. */
    private static int[] nearestRoom(MapLevel level, GenerationContext ctx, int tx, int ty) {
        int size = level.size();
        for (int r = 0; r < size; r++) {
            for (int dy = -r; dy <= r; dy++) {
                for (int dx = -r; dx <= r; dx++) {
                    if (Math.max(Math.abs(dx), Math.abs(dy)) != r) continue;
                    int x = tx + dx;
                    int y = ty + dy;
                    if (x < 3 || y < 3 || x >= size - 3 || y >= size - 3) continue;
                    if (dry(level, ctx, x, y, 3)) return new int[] {x, y};
                }
            }
        }
        return new int[] {tx, ty};
    }

    private static boolean dry(MapLevel level, GenerationContext ctx, int x, int y, int r) {
        for (int dy = -r; dy <= r; dy++) {
            for (int dx = -r; dx <= r; dx++) {
                var t = ctx.data().terrain(level.terrain(x + dx, y + dy));
                if (t.isEmpty() || t.get().role() != TerrainRole.LAND) return false;
            }
        }
        return true;
    }

    /** Fells the trees round a start and turns forest floor to grass, so the town has room. */
    private static void clear(GenerationContext ctx, MapLevel level, int x, int y, Palette p) {
        int r = CLEAR_RADIUS;
        ctx.map().objects().removeIf(o -> o.level() == 0 && Math.abs(o.tileX() - x) <= r && Math.abs(o.tileY() - y) <= r
                && ctx.data().object(o.type()).map(t -> t.kind() == org.openaok.api.data.ObjectKind.TREE).orElse(false));
        for (int dy = -r; dy <= r; dy++) {
            for (int dx = -r; dx <= r; dx++) {
                int cx = x + dx;
                int cy = y + dy;
                if (!level.inside(cx, cy)) continue;
                int i = level.indexOf(cx, cy);
                var t = ctx.data().terrain(level.terrain(i));
                if (t.isPresent() && t.get().forest()) level.paint(i, p.grass.id(), p.grass.movement());
                if (level.has(i, MapLevel.OCCUPIED)) {
                    level.clear(i, MapLevel.OCCUPIED);
                    level.unblock(i);
                }
            }
        }
    }
}
