package org.openaok.mapgen.stages.check;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.mapgen.stages.FullChain;
import org.openaok.mapgen.stages.Harness;
import org.openaok.mapgen.stages.Scripts;
import org.openaok.mapgen.stages.state.AokMapState;

/** Each self-check passes a sound map and fails one broken the way it looks for. */
class ChecksTest {
    private static final String ISLANDS = """
            <PLAYER_SETUP>
            random_placement
            <LAND_GENERATION>
            base_terrain WATER
            create_player_lands { terrain_type GRASS land_percent 45 base_size 8 other_zone_avoidance_distance 10 }
            <OBJECTS_GENERATION>
            #include_drs land_and_water_resources.inc 54102
            """;
    private static final String LAND = """
            <PLAYER_SETUP>
            random_placement
            <LAND_GENERATION>
            base_terrain GRASS
            create_player_lands { terrain_type DIRT land_percent 60 base_size 10 }
            create_land { terrain_type WATER land_percent 6 land_position 50 50 }
            <CLIFF_GENERATION>
            min_number_of_cliffs 4
            <OBJECTS_GENERATION>
            #include_drs land_and_water_resources.inc 54102
            """;

    private static Harness map(String script, int players) {
        return Harness.run(script, GenerationRequest.builder().size(168).players(players).seed(12), FullChain.stages());
    }

    private static CheckResult one(MapCheck check, Harness h, String name) {
        return check.check(h).stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void soundMapsPassEveryCheck() {
        for (Harness h : List.of(map(ISLANDS, 4), map(LAND, 4))) {
            for (MapCheck c : FullChain.checks()) {
                assertEquals(java.util.Set.of("aok"), c.generators());
                for (CheckResult r : c.check(h)) assertTrue(r.passed(), r.toString());
            }
        }
        assertTrue(one(new IslandsCheck(), map(ISLANDS, 4), "islands-are-islands").detail().startsWith("6 pairs"));
        assertTrue(one(new ContinentsCheck(), map(LAND, 4), "continents-are-one").detail().startsWith("6 pairs"));
        assertTrue(one(new CliffsCheck(), map(LAND, 4), "cliffs-join").detail().matches("\\d+ cliffs of \\d+ pieces.*"));
    }

    @Test
    void aLandBridgeJoinsTwoIslands() {
        Harness h = map(ISLANDS, 2);
        AokMapState s = h.state();
        PlayerStart a = s.start(1), b = s.start(2);
        // a causeway of grass from one start to the other
        for (int k = 0; k <= 400; k++) {
            int x = a.x() + (b.x() - a.x()) * k / 400, y = a.y() + (b.y() - a.y()) * k / 400;
            s.painter().paint(y * 168 + x, 0);
        }
        CheckResult r = one(new IslandsCheck(), h, "islands-are-islands");
        assertFalse(r.passed(), r.detail());
        assertTrue(r.detail().contains("players 1 and 2"), r.detail());
    }

    @Test
    void aWallOfTreesCutsAContinent() {
        Harness h = map(LAND, 2);
        PlayerStart a = h.state().start(1);
        // ring the first start with Gaia trees twelve tiles out
        MapLevel level = h.level();
        for (int y = 0; y < 168; y++) for (int x = 0; x < 168; x++) {
            long dx = x - a.x(), dy = y - a.y();
            long d2 = dx * dx + dy * dy;
            if (d2 >= 144 && d2 < 196 && !level.has(y * 168 + x, MapLevel.BLOCKED)) h.place(MapObject.atTile(411, 0, x, y, -1));
        }
        CheckResult r = one(new ContinentsCheck(), h, "continents-are-one");
        assertFalse(r.passed(), r.detail());
    }

    @Test
    void aShoreWithoutBeachAFishOnLandTwoObjectsOnATileAndABrokenCliff() {
        Harness h = map(LAND, 2);
        MapLevel level = h.level();
        AokMapState s = h.state();
        // a grass tile by the water
        int shore = -1;
        for (int i = 0; i < level.tiles() && shore < 0; i++) if (s.terrains().beach(level.terrain(i))) shore = i;
        assertTrue(shore >= 0);
        s.painter().paint(shore, 0);
        assertFalse(one(new BeachesCheck(), h, "beach-along-every-shore").passed());

        MapObject anyCliff = h.map().objects().list().stream().filter(o -> o.type() >= 264 && o.type() <= 273).findFirst().orElseThrow();
        // a fish on the cliff's own tile: on dry land, and on a tile something stands on
        h.place(new MapObject(53, 0, anyCliff.x(), anyCliff.y(), 0, 0, 0, -1));
        CheckResult ground = one(new GroundCheck(), h, "objects-on-their-ground");
        assertFalse(ground.passed());
        assertTrue(ground.detail().startsWith("1 of"), ground.detail());
        assertFalse(one(new OneObjectPerTileCheck(), h, "one-object-per-tile").passed());

        h.map().objects().removeIf(o -> o.equals(anyCliff));
        h.map().objects().removeIf(o -> o.type() == 53 && o.x() == anyCliff.x() && o.y() == anyCliff.y());
        CheckResult cliffs = one(new CliffsCheck(), h, "cliffs-join");
        assertFalse(cliffs.passed());
        assertTrue(cliffs.detail().contains("links") || cliffs.detail().contains("pieces with"), cliffs.detail());
    }

    @Test
    void aStartOffItsLandAndAnUnfairShare() {
        Harness h = map(LAND, 3);
        AokMapState s = h.state();
        PlayerStart p1 = s.start(1), p2 = s.start(2);
        s.setStart(new PlayerStart(1, 0, p2.x(), p2.y(), 0, p2.zone()));
        CheckResult starts = one(new StartsCheck(), h, "every-start-on-its-own-land");
        assertFalse(starts.passed());
        assertTrue(starts.detail().contains("player 1 starts on land"), starts.detail());
        s.setStart(p1);

        // take away player 3's main gold pile: the map is unfair to player 3
        h.map().objects().removeIf(o -> o.type() == 66 && o.source() >= 0
                && org.openaok.mapgen.stages.object.Sources.player(o.source()) == 3);
        List<CheckResult> r = new ObjectsPlacedCheck().check(h);
        CheckResult placed = r.stream().filter(c -> c.name().equals("objects-placed")).findFirst().orElseThrow();
        assertFalse(placed.passed(), "what stands on the map no longer matches what was placed: " + placed.detail());
        // the ledger says what was placed: make it forget player 3's gold too, as a placement that failed would
        var ledger = h.get(org.openaok.mapgen.stages.object.ObjectLedger.KEY);
        var gold = ledger.entries().stream().filter(e -> e.object().equals("GOLD") && e.everyPlayer()).findFirst().orElseThrow();
        for (int k = 0; k < gold.placed(3); k++) ledger.cleared(org.openaok.mapgen.stages.object.Sources.of(gold.order().ordinal(), 3));
        CheckResult fair = new ObjectsPlacedCheck().check(h).stream().filter(c -> c.name().equals("fair-to-every-player")).findFirst().orElseThrow();
        assertFalse(fair.passed());
        assertTrue(fair.detail().contains("GOLD: player 3 got none"), fair.detail());
    }
}
