package org.openaok.zones;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.ObjectKind;
import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.MovementClass;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;

/**
 * The map checks can fail: each test spoils a finished map in one way (a stage of its own after the
 * roads) and the check that should notice does, while a clean map passes them all.
 */
class ChecksTest {
    /** A stage that runs last and spoils the map. */
    record Spoiler(Consumer<GenerationContext> spoil) implements Stage {
        @Override public String id() { return "test.spoil"; }
        @Override public Set<String> generators() { return Set.of(ZonesGenerator.ID); }
        @Override public List<Dependency> dependencies() { return List.of(Dependency.after("zones.roads")); }
        @Override public void run(GenerationContext ctx) { spoil.accept(ctx); }
    }

    private static GenerationResult spoiled(Consumer<GenerationContext> spoil) {
        List<Stage> stages = new ArrayList<>(Zones.stages());
        stages.add(new Spoiler(spoil));
        return Zones.engine(stages).generate(Zones.request("OpenAoK Four Winds", 108, 2, 4, 31).build(), RunOptions.defaults().withThreads(2));
    }

    private static void onlyFails(GenerationResult r, String... checks) {
        assertFalse(r.failed(), () -> r.diagnostics().toString());
        List<String> failed = r.checks().stream().filter(c -> !c.passed()).map(CheckResult::name).sorted().toList();
        assertEquals(List.of(checks).stream().sorted().toList(), failed, r.checks().toString());
    }

    @Test
    void aCleanMapPassesEveryCheck() {
        onlyFails(spoiled(ctx -> { }));
    }

    @Test
    void removingTheGuardsFailsTheConnectionsCheck() {
        onlyFails(spoiled(ctx -> ctx.map().objects().removeIf(o -> ctx.data().object(o.type()).orElseThrow().kind() == ObjectKind.PREDATOR)),
                "zones.connections");
    }

    @Test
    void openingABorderTheTemplateDoesNotJoinFailsTheLandLinksCheck() {
        onlyFails(spoiled(ctx -> {
            // zones 1 and 3 (ids 0 and 2) are kept apart by a repulsive connection; open wherever they touch,
            // or else any two zones without a land passage between them
            MapLevel level = ctx.map().surface();
            int size = level.size();
            for (int t = 0; t < level.tiles(); t++) {
                int x = t % size;
                if (x + 1 >= size) continue;
                int a = level.zone(t), b = level.zone(t + 1);
                if (a != b && a >= 0 && b >= 0 && !joined(ctx, a, b)) {
                    level.unblock(t);
                    level.unblock(t + 1);
                    level.clear(t, MapLevel.OCCUPIED);
                    level.clear(t + 1, MapLevel.OCCUPIED);
                    int tt = t;
                    ctx.map().objects().removeIf(o -> o.level() == 0 && o.tileY() == tt / size && (o.tileX() == x || o.tileX() == x + 1));
                    return;
                }
            }
            fail("no two unjoined zones touch");
        }), "zones.no-unplanned-links", "zones.open-ground");
    }

    private static boolean joined(GenerationContext ctx, int a, int b) {
        var plan = ctx.get(org.openaok.zones.plan.ZonePlan.KEY);
        return plan.links().stream().anyMatch(l -> ((l.a() == a && l.b() == b) || (l.a() == b && l.b() == a))
                && l.spec().type().passable() && l.spec().type() != org.openaok.zones.template.ConnectionType.FORCE_PORTAL);
    }

    @Test
    void takingATownCenterAwayFailsTheStartsCheck() {
        onlyFails(spoiled(ctx -> ctx.map().objects().removeIf(o -> o.type() == 109 && o.owner() == 2)), "zones.starts");
    }

    @Test
    void takingAZonesGoldAwayFailsTheMinesCheck() {
        onlyFails(spoiled(ctx -> ctx.map().objects().removeIf(o -> o.type() == 66 && ctx.map().level(o.level()).zone(o.tileX(), o.tileY()) == 8)),
                "zones.mines");
    }

    @Test
    void givingOneZonesGroundToAnotherFailsTheAreasCheck() {
        GenerationResult r = spoiled(ctx -> {
            // half of the first surface zone's ground goes to another surface zone
            MapLevel level = ctx.map().surface();
            int a = level.zone(0);
            int b = ctx.map().zones().stream().filter(z -> z.level() == 0 && z.id() != a).findFirst().orElseThrow().id();
            int area = 0;
            for (int t = 0; t < level.tiles(); t++) if (level.zone(t) == a) area++;
            int moved = 0;
            for (int t = 0; t < level.tiles() && moved < area / 2; t++) {
                if (level.zone(t) == a) {
                    level.setZone(t, b);
                    moved++;
                }
            }
        });
        CheckResult areas = r.checks().stream().filter(c -> c.name().equals("zones.areas")).findFirst().orElseThrow();
        assertFalse(areas.passed(), areas.detail());
        assertTrue(areas.detail().contains("% off"), areas.detail());
    }

    @Test
    void wallingOpenGroundInFailsTheOpenGroundCheck() {
        onlyFails(spoiled(ctx -> {
            MapLevel level = ctx.map().surface();
            int size = level.size();
            for (int t = 0; t < level.tiles(); t++) {
                int x = t % size, y = t / size;
                if (x < 2 || y < 2 || x >= size - 2 || y >= size - 2 || !level.passable(t, MovementClass.LAND)) continue;
                boolean inside = true;
                for (int dy = -1; dy <= 1; dy++) for (int dx = -1; dx <= 1; dx++) inside &= level.zone(x + dx, y + dy) == level.zone(t);
                if (!inside) continue;
                for (int dy = -1; dy <= 1; dy++) for (int dx = -1; dx <= 1; dx++) if (dx != 0 || dy != 0) level.block(t + dy * size + dx);
                return;
            }
        }), "zones.open-ground");
    }

    @Test
    void anObjectOffTheMapOrATileWithoutAZoneFailsTheBoundsCheck() {
        onlyFails(spoiled(ctx -> ctx.map().objects().add(new MapObject(59, 0, 108 * 256 + 40, 10, 0, 0, 0, -1))), "zones.bounds");
        onlyFails(spoiled(ctx -> ctx.map().level(1).setZone(5, MapLevel.NO_ZONE)), "zones.bounds");
    }
}
